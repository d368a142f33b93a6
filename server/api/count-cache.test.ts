import { describe, expect, it } from 'vitest'
import { CountCache } from './count-cache'

describe('the count cache', () => {
  it('in one process, serves a value until its table is invalidated', async () => {
    const cache = new CountCache()
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.remember('orders', 'all', compute)).toBe(1)
    expect(await cache.remember('orders', 'all', compute)).toBe(1)
    cache.invalidate('refunds')
    expect(await cache.remember('orders', 'all', compute)).toBe(1)
    cache.invalidate('orders')
    expect(await cache.remember('orders', 'all', compute)).toBe(2)
  })

  it("with shared versions, recomputes once another process's write bumped the table's counter", async () => {
    const versions = new Map<string, number>([['orders', 7]])
    const cache = new CountCache(async (t) => versions.get(t) ?? 0)
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.remember('orders', 'q', compute)).toBe(1)
    expect(await cache.remember('orders', 'q', compute)).toBe(1)
    versions.set('refunds', 1)
    expect(await cache.remember('orders', 'q', compute)).toBe(1)
    versions.set('orders', 8)
    expect(await cache.remember('orders', 'q', compute)).toBe(2)
    expect(await cache.remember('orders', 'q', compute)).toBe(2)
  })

  it('stores a value under the counter read before computing it, so a write during the count is not missed', async () => {
    let version = 1
    const cache = new CountCache(async () => version)
    // A write commits while the count runs: the value may include it, but it is filed under the older counter.
    expect(
      await cache.remember('orders', 'q', async () => {
        version = 2
        return 'counted during the write'
      }),
    ).toBe('counted during the write')
    expect(await cache.remember('orders', 'q', async () => 'recounted')).toBe('recounted')
  })

  it('shares one count among requests that miss together, and keeps none computed across an invalidation', async () => {
    const cache = new CountCache()
    let computed = 0
    let release!: () => void
    const slow = () =>
      new Promise<number>((resolve) => {
        computed++
        release = () => resolve(computed)
      })
    const together = Promise.all([1, 2, 3].map(() => cache.remember('orders', 'q', slow)))
    cache.invalidate('orders')
    const after = cache.remember('orders', 'q', async () => 42)
    release()
    expect(await together).toEqual([1, 1, 1])
    expect(computed).toBe(1)
    expect(await after).toBe(42)
    expect(await cache.remember('orders', 'q', async () => 99)).toBe(42)
  })
})
