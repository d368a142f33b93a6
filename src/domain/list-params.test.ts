import { describe, expect, it } from 'vitest'
import { orders } from './entities/orders'
import { listParamsToQuery, parseListParams, pasteToList, splitRange } from './list-params'

describe('parseListParams', () => {
  it('applies defaults', () => {
    const r = parseListParams(orders, {})
    expect(r).toEqual({
      ok: true,
      params: { offset: 0, limit: 50, sort: orders.defaultSort, q: undefined, filters: {} },
    })
  })

  it('parses sort, q and typed filters', () => {
    const r = parseListParams(orders, {
      sort: 'actualPayment:desc,orderNo',
      q: ' abc ',
      currency: 'USD,EUR',
      purchaseTime: '2026-01-01..',
    })
    expect(r.ok && r.params.sort).toEqual([
      { field: 'actualPayment', desc: true },
      { field: 'orderNo', desc: false },
    ])
    expect(r.ok && r.params.q).toBe('abc')
    expect(r.ok && r.params.filters).toEqual({ currency: 'USD,EUR', purchaseTime: '2026-01-01..' })
  })

  it('names every bad parameter', () => {
    const r = parseListParams(orders, {
      limit: '0',
      sort: 'nope',
      currency: 'XXX',
      unknown: '1',
      quantity: 'a..b',
      finishTime: '2026-02-30x..',
    })
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.issues.map((i) => i.field).sort()).toEqual([
        'currency',
        'finishTime',
        'limit',
        'quantity',
        'sort',
        'unknown',
      ])
  })

  it('limits sort fields', () => {
    const r = parseListParams(orders, { sort: 'orderNo,email,status,currency' })
    expect(r.ok).toBe(false)
  })
})

describe('helpers', () => {
  it('pastes multi-line text as a trimmed comma list', () => {
    expect(pasteToList(' a \n\n b\r\nc ')).toBe('a,b,c')
  })
  it('splits open ranges', () => {
    expect(splitRange('..5')).toEqual([undefined, '5'])
  })
  it('serialises params in a stable order', () => {
    expect(Object.keys(listParamsToQuery({ offset: 0, limit: 10, filters: { z: '1', a: '2' } }))).toEqual([
      'offset',
      'limit',
      'a',
      'z',
    ])
  })
})
