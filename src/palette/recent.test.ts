import { beforeEach, describe, expect, it, vi } from 'vitest'

const wipers: (() => void)[] = []
let user: string | undefined = 'anna'
vi.mock('@/auth/logout', () => ({ onLogoutWipe: (fn: () => void) => wipers.push(fn) }))
vi.mock('@/api/tokens', () => ({ currentUsername: () => user }))

const store = new Map<string, string>()
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  key: (i: number) => [...store.keys()][i] ?? null,
  get length() {
    return store.size
  },
})
const { notePaletteUse, recencyBoosts, recentRecords, recordRecent } = await import('./recent')

const order = (id: number) => ({
  entity: 'orders',
  id,
  label: `OD${id}`,
  path: `/orderCenter/order/detail?id=${id}`,
})

describe('recent records', () => {
  beforeEach(() => {
    store.clear()
    user = 'anna'
  })

  it('keeps the latest first, once per record, at most 20', () => {
    for (let i = 1; i <= 25; i++) recordRecent(order(i), i)
    recordRecent(order(10), 100)
    const list = recentRecords()
    expect(list).toHaveLength(20)
    expect(list[0]).toMatchObject({ id: 10, at: 100 })
    expect(list.filter((r) => r.id === 10)).toHaveLength(1)
  })

  it('is kept per user, and nothing is kept without a signed-in user', () => {
    recordRecent(order(1))
    user = 'kenji'
    expect(recentRecords()).toEqual([])
    user = undefined
    recordRecent(order(2))
    expect(recentRecords()).toEqual([])
    user = 'anna'
    expect(recentRecords().map((r) => r.id)).toEqual([1])
  })

  it('boosts the most recent palette choices most', () => {
    notePaletteUse('page:/a')
    notePaletteUse('page:/b')
    const boosts = recencyBoosts()
    expect(boosts.get('page:/b')).toBeGreaterThan(boosts.get('page:/a')!)
  })

  it('is wiped on logout, for every user', () => {
    recordRecent(order(1))
    notePaletteUse('page:/a')
    user = 'kenji'
    recordRecent(order(2))
    store.set('boc.singleKeyShortcuts', 'off')
    wipers.forEach((w) => w())
    expect([...store.keys()]).toEqual(['boc.singleKeyShortcuts'])
  })
})
