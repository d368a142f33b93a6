import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/api/tokens', () => ({ currentUsername: () => user }))
let user = 'alice'

const memory = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
})

const { savedListViews, viewHref } = await import('./saved-views-store')
const { savedViewEntries: savedViews } = await import('./saved-views-store')

describe('saved list views', () => {
  beforeEach(() => {
    memory.clear()
    user = 'alice'
  })

  it('saves per user, replaces a view of the same name, and feeds the palette', () => {
    savedListViews.save('Refunded USD', '/orderCenter/orders', { f: { status: 'refunded', currency: 'USD' } })
    savedListViews.save('Refunded USD', '/orderCenter/orders', { f: { status: 'refunded' } })
    expect(savedListViews.all()).toHaveLength(1)
    expect(viewHref(savedListViews.all()[0]!)).toMatch(/^\/orderCenter\/orders\?f=/)
    expect(savedViews().map((v) => v.label)).toEqual(['Refunded USD'])
    user = 'bob'
    expect(savedListViews.all()).toEqual([])
    expect(savedViews()).toEqual([])
  })

  it('removes a view', () => {
    savedListViews.save('Mine', '/orderCenter/orders', { q: 'anna' })
    savedListViews.remove(savedListViews.all()[0]!.id)
    expect(savedListViews.all()).toEqual([])
  })
})
