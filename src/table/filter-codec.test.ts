import { describe, expect, it } from 'vitest'
import { EMPTY_DRAFT, decodeFilter, encodeFilter, withFilter } from './filter-codec'

const draft = (o: Partial<typeof EMPTY_DRAFT>) => ({ ...EMPTY_DRAFT, ...o })

describe('filter codec', () => {
  it('round-trips each kind through the wire form', () => {
    expect(encodeFilter('enum', draft({ values: ['normal', 'refunded'] }))).toEqual({
      value: 'normal,refunded',
    })
    expect(decodeFilter('enum', 'normal,refunded').values).toEqual(['normal', 'refunded'])
    expect(encodeFilter('range', draft({ min: '10', max: '' }))).toEqual({ value: '10..' })
    expect(decodeFilter('range', '..99')).toMatchObject({ min: '', max: '99' })
    expect(encodeFilter('dateRange', draft({ min: '2026-01-01', max: '2026-01-31' }))).toEqual({
      value: '2026-01-01..2026-01-31',
    })
    expect(encodeFilter('text', draft({ text: '  pro ' }))).toEqual({ value: 'pro' })
  })
  it('turns a multi-line paste into a comma list', () => {
    expect(encodeFilter('list', draft({ text: 'OD1\n OD2 \n\nOD3' }))).toEqual({ value: 'OD1,OD2,OD3' })
  })
  it('reports bad numbers, dates and reversed ranges instead of sending them', () => {
    expect(encodeFilter('range', draft({ min: 'abc' }))).toEqual({ problem: 'number' })
    expect(encodeFilter('range', draft({ min: '5', max: '1' }))).toEqual({ problem: 'order' })
    expect(encodeFilter('dateRange', draft({ min: '2026-13-45' }))).toEqual({ problem: 'date' })
    expect(encodeFilter('dateRange', draft({ min: '2026-02-01', max: '2026-01-01' }))).toEqual({
      problem: 'order',
    })
  })
  it('means "no filter" when empty', () => {
    expect(encodeFilter('enum', EMPTY_DRAFT)).toEqual({ value: undefined })
    expect(withFilter({ a: '1' }, 'a', undefined)).toBeUndefined()
    expect(withFilter(undefined, 'b', '2')).toEqual({ b: '2' })
  })
})
