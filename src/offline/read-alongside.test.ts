import { QueryClient, type Query } from '@tanstack/react-query'
import type { PersistedQuery } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { readAlongside, type StoredCopies } from './read-alongside'

/** A promise the test settles by hand, to decide which of the request and the stored copy comes first. */
function gate<T>() {
  let open!: (v: T) => void
  let fail!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((open = res), (fail = rej)))
  return { promise, open, fail }
}

const STORED_AT = Date.UTC(2026, 0, 5)

/** Stored copies kept in memory; `retrieveQuery` answers when its gate opens. */
function storeWith(copy: string | undefined, read = gate<void>()) {
  const persisted: string[] = []
  const store: StoredCopies = {
    retrieveQuery: async <T>(_hash: string, after?: (p: PersistedQuery) => void) => {
      await read.promise
      if (copy === undefined) return undefined
      after?.({ state: { dataUpdatedAt: STORED_AT } } as PersistedQuery)
      return copy as T
    },
    persistQuery: async (q: Query) => void persisted.push(String(q.state.data)),
  }
  return { store, read, persisted }
}

function run(client: QueryClient, store: StoredCopies, answer: Promise<string>) {
  let asked = false
  const ask = () => ((asked = true), answer)
  const result = client.fetchQuery({
    queryKey: ['block'],
    queryFn: ask,
    persister: (fn, ctx, q) => readAlongside(store, fn, ctx, q),
    retry: false,
  })
  return { result, asked: () => asked }
}

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('reading the server alongside the stored copy', () => {
  it('sends the request at once, before the stored copy is read, and keeps the answer', async () => {
    const client = new QueryClient()
    const { store, read, persisted } = storeWith('stored')
    const answer = gate<string>()
    const r = run(client, store, answer.promise)
    expect(r.asked()).toBe(true) // synchronously, in the caller's task
    answer.open('fresh')
    expect(await r.result).toBe('fresh')
    read.open()
    await tick()
    expect(client.getQueryData(['block'])).toBe('fresh')
    expect(persisted).toEqual(['fresh'])
  })

  it('shows a stored copy that comes first, as stale, until the answer replaces it', async () => {
    const client = new QueryClient()
    const { store, read, persisted } = storeWith('stored')
    const answer = gate<string>()
    const r = run(client, store, answer.promise)
    read.open()
    expect(await r.result).toBe('stored')
    await tick()
    expect(client.getQueryState(['block'])?.dataUpdatedAt).toBe(STORED_AT)
    answer.open('fresh')
    await tick()
    expect(client.getQueryData(['block'])).toBe('fresh')
    expect(client.getQueryState(['block'])?.dataUpdatedAt).toBeGreaterThan(STORED_AT)
    expect(persisted).toEqual(['fresh'])
  })

  it('waits for the answer when nothing is stored', async () => {
    const client = new QueryClient()
    const { store, read } = storeWith(undefined)
    const answer = gate<string>()
    const r = run(client, store, answer.promise)
    read.open()
    await tick()
    answer.open('fresh')
    expect(await r.result).toBe('fresh')
  })

  it('falls back to the stored copy when the request fails, and fails without one', async () => {
    const failing = () => Promise.reject(new Error('server unreachable'))
    const withCopy = storeWith('stored')
    withCopy.read.open()
    const client = new QueryClient()
    const first = run(
      client,
      withCopy.store,
      failing().catch((e: Error) => Promise.reject(e)),
    )
    expect(await first.result).toBe('stored')
    await tick()
    expect(client.getQueryState(['block'])?.dataUpdatedAt).toBe(STORED_AT)

    const none = storeWith(undefined)
    none.read.open()
    await expect(run(new QueryClient(), none.store, failing()).result).rejects.toThrow('server unreachable')
  })
})
