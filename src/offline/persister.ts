import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/react-query-persist-client'
import type { Query, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import { clear, createStore, del, entries, get, set } from 'idb-keyval'
import { readAlongside } from './read-alongside'

/**
 * Per-query persistence to IndexedDB (architecture.md, "Data"): each query is its own entry, stored as a
 * structured-cloned object (no JSON.stringify on the main thread), so saving one 200-row block never
 * serialises the whole cache. Entries are keyed and busted by build id + user; nothing is read or written
 * before the signed-in user is known. Tokens never reach it: only query data does.
 */
export const cacheStore = () => (idbStore ??= createStore('boc-query-cache', 'queries'))
let idbStore: ReturnType<typeof createStore> | undefined

const MAX_AGE_MS = 7 * 24 * 3600 * 1000
const persisters = new Map<string, ReturnType<typeof experimental_createQueryPersister<PersistedQuery>>>()

function persisterFor(buildId: string, user: string) {
  const key = `${buildId}:${user}`
  let p = persisters.get(key)
  if (!p) {
    p = experimental_createQueryPersister<PersistedQuery>({
      storage: {
        getItem: (k) => get<PersistedQuery>(k, cacheStore()),
        setItem: (k, v) => set(k, v, cacheStore()),
        removeItem: (k) => del(k, cacheStore()),
        entries: () => entries<string, PersistedQuery>(cacheStore()),
      },
      serialize: (q) => q,
      deserialize: (q) => q,
      buster: key,
      prefix: `boc:${key}`,
      maxAge: MAX_AGE_MS,
      // The restore path runs only offline (online, read-alongside.ts asks the server itself), where the
      // library's refetch after a restore could only fail, and its rejection was left unhandled (an uncaught
      // "server unreachable" on every screen restored offline). The server's return refreshes the screen
      // instead (connectivity's onRecover).
      refetchOnRestore: false,
      filters: { predicate: (q) => q.meta?.persist !== false },
    })
    persisters.set(key, p)
  }
  return p
}

/**
 * The `persister` for every query: delegates to the current user's persister, or runs plainly when signed out.
 * While the server answers, a query with nothing in memory asks it at once and reads the stored copy alongside
 * (read-alongside.ts); offline, the stored copy is restored first. No await comes before the request: a
 * keyboard jump's block request leaves inside the key press.
 */
export function createUserScopedPersister(
  buildId: string,
  currentUser: () => string | undefined,
  online: () => boolean = () => true,
) {
  let switchChecked: Promise<void> | undefined
  let checkedFor: string | undefined
  let switchSettled = false
  return async <T, K extends QueryKey>(
    queryFn: (ctx: QueryFunctionContext<K>) => T | Promise<T>,
    ctx: QueryFunctionContext<K>,
    query: Query,
  ) => {
    const user = currentUser()
    if (!user) return queryFn(ctx)
    // The first query of a signed-in user wipes a previous user's cache before anything is read or written.
    if (checkedFor !== user) {
      checkedFor = user
      switchSettled = false
      switchChecked = wipeIfUserChanged(user)
        .catch(() => undefined)
        .finally(() => (switchSettled = checkedFor === user))
    }
    if (!switchSettled) await switchChecked
    const persister = persisterFor(buildId, user)
    const persisted = query.meta?.persist !== false
    if (persisted && query.state.data === undefined && online())
      return readAlongside(persister, queryFn, ctx, query)
    return persister.persisterFn(queryFn, ctx, query)
  }
}

/** Drops every persisted query (logout, user switch). Works offline: IndexedDB is local. */
export async function wipePersistedQueries() {
  await clear(cacheStore())
}

const LAST_USER_KEY = 'boc.lastUser'

/** On a user switch in the same browser profile, the previous user's cache is wiped before anything is read. */
export async function wipeIfUserChanged(user: string | undefined) {
  if (!user) return
  const last = localStorage.getItem(LAST_USER_KEY)
  if (last && last !== user) await wipePersistedQueries()
  localStorage.setItem(LAST_USER_KEY, user)
}
