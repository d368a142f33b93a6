import { describe, expect, it } from 'vitest'
import { tabOps, type VisitedTab } from './tabs-store'

const pinned: VisitedTab = { path: '/dashboard', fullPath: '/dashboard', affix: true }
const a: VisitedTab = { path: '/a', fullPath: '/a?x=1', affix: false }
const b: VisitedTab = { path: '/b', fullPath: '/b', affix: false }

describe('tab operations', () => {
  it('adds a tab once and updates its full path on revisit', () => {
    const once = tabOps.visit([pinned], '/a', '/a')
    expect(tabOps.visit(once, '/a', '/a?x=2')).toEqual([
      pinned,
      { path: '/a', fullPath: '/a?x=2', affix: false },
    ])
  })
  it('keeps the same list when a visit changes nothing (a store change redraws the strip and kept pages)', () => {
    const list = [pinned, a]
    expect(tabOps.visit(list, '/a', '/a?x=1')).toBe(list)
  })
  it('never closes pinned tabs', () => {
    expect(tabOps.close([pinned, a], '/dashboard')).toEqual([pinned, a])
    expect(tabOps.closeAll([pinned, a, b])).toEqual([pinned])
    expect(tabOps.closeOthers([pinned, a, b], '/b')).toEqual([pinned, b])
  })
  it('falls back to the last remaining tab, or the root', () => {
    expect(tabOps.fallback([pinned, a])).toBe('/a?x=1')
    expect(tabOps.fallback([])).toBe('/')
  })
})

describe('restoring saved tabs', () => {
  it('keeps known screens after the pinned ones and drops anything else', () => {
    const saved = [
      { path: '/orderCenter/orders', fullPath: '/orderCenter/orders?sort=-createdAt' },
      { path: '/no/such/screen', fullPath: '/no/such/screen' },
      { path: '/orderCenter/orders', fullPath: '/orderCenter/orders' },
      'garbage',
    ]
    expect(tabOps.restore(saved)).toEqual([
      { path: '/dashboard', fullPath: '/dashboard', affix: true },
      { path: '/orderCenter/orders', fullPath: '/orderCenter/orders?sort=-createdAt', affix: false },
    ])
  })
  it('falls back to the pinned tabs', () => {
    expect(tabOps.restore(null).map((t) => t.path)).toEqual(['/dashboard'])
  })
})
