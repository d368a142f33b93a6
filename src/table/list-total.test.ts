import { describe, expect, it } from 'vitest'
import { blockEnd, formatEstimate, nearestEnd, resolveTotal } from './list-total'

describe('resolveTotal', () => {
  const estimate = { total: 10_000_000, totalEstimated: true }

  it('is undefined until an answer or a count is known', () => {
    expect(resolveTotal(undefined, undefined, undefined)).toBeUndefined()
  })

  it('takes an exact answer as it is', () => {
    expect(resolveTotal({ total: 200_000 }, undefined, undefined)).toEqual({
      total: 200_000,
      estimated: false,
    })
    expect(resolveTotal({ total: 200_000, totalEstimated: false }, undefined, 150)).toEqual({
      total: 200_000,
      estimated: false,
    })
  })

  it('marks an estimate until the exact count arrives, which then wins', () => {
    expect(resolveTotal(estimate, undefined, undefined)).toEqual({ total: 10_000_000, estimated: true })
    expect(resolveTotal(estimate, 9_876_543, undefined)).toEqual({ total: 9_876_543, estimated: false })
    expect(resolveTotal(estimate, 10_200_000, undefined)).toEqual({ total: 10_200_000, estimated: false })
  })

  it('ends an estimated list where a short block shows its end, unless the exact count is known', () => {
    expect(resolveTotal(estimate, undefined, 9_999_850)).toEqual({ total: 9_999_850, estimated: false })
    expect(resolveTotal(estimate, 9_999_900, 9_999_850)).toEqual({ total: 9_999_900, estimated: false })
  })
})

describe('short blocks', () => {
  it('a full block shows no end; a short or empty one ends the list at offset + rows', () => {
    expect(blockEnd(3, 200, 200)).toBeUndefined()
    expect(blockEnd(3, 57, 200)).toBe(657)
    expect(blockEnd(49_999, 0, 200)).toBe(9_999_800)
    expect(blockEnd(0, 12, 200)).toBe(12)
  })

  it('the nearest end wins (rows past it do not exist); full blocks change nothing', () => {
    const blocks = [
      { block: 49_990, rows: 200 },
      { block: 49_995, rows: 0 },
      { block: 49_993, rows: 80 },
    ]
    expect(nearestEnd(blocks, 200, undefined)).toBe(49_993 * 200 + 80)
    expect(nearestEnd(blocks, 200, 5_000)).toBe(5_000)
    expect(nearestEnd([{ block: 1, rows: 200 }], 200, undefined)).toBeUndefined()
  })
})

describe('formatEstimate', () => {
  it('says an estimate as people do, in each language', () => {
    expect(formatEstimate(3_200_000, 'en')).toBe('3.2 million')
    expect(formatEstimate(10_000_000, 'en')).toBe('10 million')
    expect(formatEstimate(3_200_000, 'zh')).toBe('320 万')
    expect(formatEstimate(150_000_000, 'zh')).toBe('1.5 亿')
    expect(formatEstimate(3_200_000, 'ja')).toBe('320万')
  })
})
