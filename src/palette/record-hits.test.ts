import { describe, expect, it } from 'vitest'
import type { SearchAnswer } from '@/domain/record-search'
import { rankHits, recordItems } from './record-hits'

const answer: SearchAnswer = {
  groups: [
    {
      entity: 'skus',
      items: [
        { id: 6, key: 'SKU000050', label: 'Office 50', routing: { type: 'regular' } },
        { id: 5, key: 'SKU00005', label: 'Office Pro', routing: { type: 'regular' } },
      ],
    },
    { entity: 'customers', items: [{ id: 2, key: 'CUS000002', label: '北京软件公司', routing: {} }] },
  ],
}

describe('found records in the palette', () => {
  const opened: string[] = []
  const items = recordItems(answer, {
    permitted: (path) => !path.startsWith('/orderCenter'),
    titleOf: (path) => `title of ${path}`,
    open: (hit) => opened.push(hit.href),
  })

  it('open on their own screen, grouped by kind; a screen the user may not open leaves the hit out', () => {
    expect(items.map((i) => i.label)).toEqual(['SKU000050 · Office 50', 'SKU00005 · Office Pro'])
    expect(items[0]!.group).toEqual({ id: 'records:skus', title: 'title of /priceCenter/skuList' })
    void items[1]!.run()
    expect(opened).toEqual(['/priceCenter/skuDetail?id=5'])
  })

  it('rank with the palette’s ranking: the exact code first, hits matched by a field not shown last', () => {
    expect(rankHits(items, 'sku00005').map((r) => r.item.id)).toEqual(['record:skus:5', 'record:skus:6'])
    const byHiddenField = rankHits(items, 'ZZZ')
    expect(byHiddenField.map((r) => r.score)).toEqual([1, 1])
  })

  it('find a CJK name by a word start inside it', () => {
    const cjk = recordItems(answer, { permitted: () => true, titleOf: (p) => p, open: () => {} })
    expect(rankHits(cjk, '软件')[0]!.item.id).toBe('record:customers:2')
  })
})
