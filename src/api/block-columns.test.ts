import { describe, expect, it } from 'vitest'
import { columnSet } from '@/domain/list-fields'
import { covers, mergeFill, planBlockFetch, type ListBlock } from './block-columns'

const block = (columns: string[] | undefined, rows = 3): ListBlock => ({
  total: 1000,
  columns,
  items: Array.from({ length: rows }, (_, i) => ({
    id: i + 1,
    version: 1,
    ...Object.fromEntries((columns ?? ['orderNo', 'status']).map((c) => [c, `${c}${i}`])),
  })),
})

describe('block columns', () => {
  it('sorts and dedupes a column list so the same set reads the same', () => {
    expect(columnSet(['status', 'orderNo', 'status'])).toEqual(['orderNo', 'status'])
  })

  it('knows when a block holds what the table needs', () => {
    expect(covers(['a', 'b'], ['a'])).toBe(true)
    expect(covers(['a'], ['a', 'b'])).toBe(false)
    expect(covers(undefined, ['a', 'b'])).toBe(true) // read with every field
    expect(covers(['a'], undefined)).toBe(false)
  })
})

describe('planning a block read', () => {
  const needed = ['email', 'orderNo', 'status']

  it('reads the needed columns first time', () => {
    expect(planBlockFetch(undefined, false, needed)).toEqual({ columns: needed, fill: false })
  })

  it('asks a fresh block only for a newly shown column', () => {
    expect(planBlockFetch(block(['orderNo', 'status']), true, needed)).toEqual({
      columns: ['email'],
      fill: true,
    })
  })

  it('reads the whole block again when it is stale or invalidated (a refresh), with only what is shown', () => {
    expect(planBlockFetch(block(['orderNo', 'status']), false, needed)).toEqual({
      columns: needed,
      fill: false,
    })
    expect(planBlockFetch(block(['email', 'orderNo', 'status', 'sku']), true, needed)).toEqual({
      columns: needed,
      fill: false,
    })
  })

  it('treats a block read with every field as complete', () => {
    expect(planBlockFetch(block(undefined), true, needed)).toEqual({ columns: needed, fill: false })
  })
})

describe('merging a fill', () => {
  it('adds the filled columns to the cached rows in place', () => {
    const cached = block(['orderNo', 'status'])
    const fill = block(['email'])
    const merged = mergeFill(cached, fill, ['email'])!
    expect(merged.columns).toEqual(['email', 'orderNo', 'status'])
    expect(merged.items[2]).toEqual({
      id: 3,
      version: 1,
      orderNo: 'orderNo2',
      status: 'status2',
      email: 'email2',
    })
    expect(cached.items[2]).not.toHaveProperty('email') // the cached block is not changed under its readers
  })

  it("keeps the fill's word on whether its total is an estimate", () => {
    const cached = block(['orderNo', 'status'])
    const fill = { ...block(['email']), total: 10_000_000, totalEstimated: true }
    expect(mergeFill(cached, fill, ['email'])).toMatchObject({ total: 10_000_000, totalEstimated: true })
    expect(mergeFill(cached, block(['email']), ['email'])).not.toHaveProperty('totalEstimated')
  })

  it('refuses a fill that does not line up (rows moved, added or edited since)', () => {
    const cached = block(['orderNo'])
    const moved = block(['email'])
    moved.items.reverse()
    expect(mergeFill(cached, moved, ['email'])).toBeUndefined()
    expect(mergeFill(cached, block(['email'], 2), ['email'])).toBeUndefined()
    const edited = block(['email'])
    edited.items[1]!.version = 2
    expect(mergeFill(cached, edited, ['email'])).toBeUndefined()
  })
})
