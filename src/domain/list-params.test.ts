import { describe, expect, it } from 'vitest'
import { orders } from './entities/orders'
import { users } from './entities/product-backstage'
import {
  isCalendarDay,
  listParamsToQuery,
  parseColumns,
  parseListParams,
  pasteToList,
  splitRange,
} from './list-params'

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

describe('columns', () => {
  it('parses readable fields, id and version, and round-trips', () => {
    const r = parseListParams(orders, { columns: 'orderNo,id,actualPayment' })
    expect(r.ok && r.params.columns).toEqual(['orderNo', 'id', 'actualPayment'])
    expect(r.ok && listParamsToQuery(r.params).columns).toBe('orderNo,id,actualPayment')
    const all = parseListParams(orders, {})
    expect(all.ok && all.params.columns).toBeUndefined()
  })

  it('names unknown, write-only and repeated columns', () => {
    expect(parseColumns(users, 'username,password', [])).toEqual(['username'])
    const issues: { field: string; message: string }[] = []
    parseColumns(orders, 'orderNo,orderNo,toString,', issues)
    expect(issues.map((i) => i.message)).toEqual([
      'column orderNo named twice',
      'unknown column toString',
      'unknown column ',
    ])
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

describe('hostile filter values (issue 18)', () => {
  it('knows real calendar days', () => {
    for (const d of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDay(d), d).toBe(true)
    for (const d of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '0000-01-01',
      '2026-13-01',
      '2026-04-31',
      '2026-1-1',
    ])
      expect(isCalendarDay(d), d).toBe(false)
  })

  it('refuses impossible dates, fractional or out-of-range integers and non-decimal numbers', () => {
    for (const [name, value] of [
      ['purchaseTime', '2026-02-30..'],
      ['purchaseTime', '..0000-12-31'],
      ['quantity', '1.5..2'],
      ['quantity', '..2147483648'],
      ['quantity', '0x10..'],
      ['actualPayment', '1e3..'],
      ['actualPayment', 'Infinity..'],
    ] as const)
      expect(parseListParams(orders, { [name]: value }).ok, `${name}=${value}`).toBe(false)
    for (const [name, value] of [
      ['quantity', '-5..2147483647'],
      ['actualPayment', '-0.5..12.25'],
    ] as const)
      expect(parseListParams(orders, { [name]: value }).ok, `${name}=${value}`).toBe(true)
    expect(parseListParams(orders, { offset: '0x10' }).ok).toBe(false)
    expect(parseListParams(orders, { limit: '1e1' }).ok).toBe(false)
  })
})
