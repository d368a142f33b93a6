import { describe, expect, it } from 'vitest'
import { pageGuard } from './list-page'

describe('the page guard', () => {
  it('expects the sum of the listed table and the session sources as read', () => {
    const guard = pageGuard('orders', 40, 'roles:3,sessions:17,users:8')
    expect(guard.sql).toContain(`in ('orders', 'roles', 'sessions', 'users')`)
    expect(guard.sum).toBe(40 + 3 + 17 + 8)
  })

  it('never holds when the listed table is a session source read at two different counters', () => {
    expect(pageGuard('roles', 4, 'roles:3,sessions:17').sum).toBe(-1)
    expect(pageGuard('roles', 3, 'roles:3,sessions:17').sum).toBe(3 + 17)
    // Never written before: the count's reading stands.
    expect(pageGuard('roles', 2, 'sessions:17').sum).toBe(2 + 17)
  })
})
