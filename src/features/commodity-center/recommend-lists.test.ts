import { describe, expect, it } from 'vitest'
import { moveItem } from '@/domain/recommend-order'
import { defaultList, groupLists } from './recommend-lists'

const row = (id: number, language: string | null, country: string | null, position: number) => ({
  id,
  recommendCode: `REC${id}`,
  language,
  country,
  position,
})

describe('recommendation lists', () => {
  const rows = [
    row(1, 'en', null, 2),
    row(2, 'zh', 'CN', 2),
    row(3, 'en', 'US', 1),
    row(4, 'en', null, 1),
    row(5, 'zh', 'CN', 1),
  ]

  it('groups a scene by language and country, each list in position order', () => {
    const lists = groupLists(rows)
    expect(lists.map((l) => l.key)).toEqual(['en|US', 'en|*', 'zh|CN'])
    expect(lists[1]!.items.map((r) => r.id)).toEqual([4, 1])
    expect(lists[2]!.items.map((r) => r.id)).toEqual([5, 2])
  })

  it('opens the list of the console’s language first', () => {
    expect(defaultList(groupLists(rows), 'zh')?.key).toBe('zh|CN')
    expect(defaultList(groupLists(rows), 'ja')?.key).toBe('en|US')
    expect(defaultList([], 'zh')).toBeUndefined()
  })

  it('moves an item within its list, clamped at both ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 7, 0)).toEqual(['a', 'b', 'c'])
  })
})
