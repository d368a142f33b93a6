import { QueryClient } from '@tanstack/react-query'
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/react-query-persist-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The server's answer to the menu call, and how many calls it got. */
let answer: () => Promise<unknown>
let calls = 0
vi.mock('@/api/client', () => ({
  ApiError: class extends Error {},
  requestData: () => (calls++, answer()),
}))
const { fetchFreshMenu, menuQuery } = await import('./session-queries')

const menu = (path: string) => [{ path: '/', children: [{ path, children: [] }] }]

const storageKey = `tanstack-query-${JSON.stringify(menuQuery.queryKey)}`

/** A persister over an in-memory store, the way the console's persister works over IndexedDB. */
function persisterOver(stored: Map<string, PersistedQuery>) {
  return experimental_createQueryPersister<PersistedQuery>({
    storage: {
      getItem: (k) => stored.get(k),
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    },
    serialize: (q) => q,
    deserialize: (q) => q,
  }).persisterFn
}

/** A store holding a menu saved an hour ago, as the device has it after a reload. */
function storeWithOldMenu() {
  const hourAgo = Date.now() - 3600_000
  const stored = new Map<string, PersistedQuery>()
  stored.set(storageKey, {
    buster: '',
    queryHash: JSON.stringify(menuQuery.queryKey),
    queryKey: menuQuery.queryKey,
    state: {
      data: { entries: [], permittedPaths: new Set(['/stored']), actions: new Set(), hasMenu: true },
      dataUpdatedAt: hourAgo,
      status: 'success',
    },
  } as unknown as PersistedQuery)
  return stored
}

const clientOver = (stored: Map<string, PersistedQuery>) =>
  new QueryClient({ defaultOptions: { queries: { persister: persisterOver(stored) } } })

describe('fetchFreshMenu', () => {
  beforeEach(() => (calls = 0))

  it('asks the server even when a stored copy is restored first (a dead token must show)', async () => {
    answer = () => Promise.resolve(menu('/fresh'))
    const access = await fetchFreshMenu(clientOver(storeWithOldMenu()))
    expect(calls).toBe(1)
    expect([...access.permittedPaths]).toContain('/fresh')
  })

  it("rejects with the server's refusal instead of serving the stored copy", async () => {
    answer = () => Promise.reject(new Error('401'))
    const client = clientOver(storeWithOldMenu())
    await expect(fetchFreshMenu(client)).rejects.toThrow('401')
  })

  it("stores the server's answer for the next offline reload", async () => {
    answer = () => Promise.resolve(menu('/fresh'))
    const stored = storeWithOldMenu()
    await fetchFreshMenu(clientOver(stored))
    await new Promise((r) => setTimeout(r, 0)) // the persister writes a macrotask later
    const restored = await clientOver(stored).fetchQuery(menuQuery)
    expect([...restored.permittedPaths]).toContain('/fresh')
    expect(calls).toBe(1)
  })
})
