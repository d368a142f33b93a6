import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query'
import type { PersistedQuery } from '@tanstack/react-query-persist-client'

/** What the query persister offers (experimental_createQueryPersister's functions of the same names). */
export interface StoredCopies {
  retrieveQuery: <T>(
    queryHash: string,
    afterRestoreMacroTask?: (persisted: PersistedQuery) => void,
  ) => Promise<T | undefined>
  persistQuery: (query: Query) => Promise<void>
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: unknown }

/**
 * A query with nothing in memory while the server answers: the request goes out at once, in the caller's
 * task (a keyboard jump asks for its block inside the key press), and the device's copy is read alongside it
 * instead of before it (that IndexedDB read took 20–100 ms on a loaded machine, all of it before the request).
 * Whichever comes first shows: the server's answer, or the stored copy until the answer replaces it. When the
 * request fails, the stored copy serves if there is one. Offline, the persister restores first as before.
 */
export async function readAlongside<T, K extends QueryKey>(
  store: StoredCopies,
  queryFn: (ctx: QueryFunctionContext<K>) => T | Promise<T>,
  ctx: QueryFunctionContext<K>,
  query: Query,
): Promise<T> {
  let sent: Promise<T>
  try {
    sent = Promise.resolve(queryFn(ctx))
  } catch (error) {
    sent = Promise.reject(error)
  }
  const answer = sent.then(
    (data): Answer<T> => ({ ok: true, data }),
    (error: unknown): Answer<T> => ({ ok: false, error }),
  )
  let storedAt: number | undefined
  let answered = false
  const stored = store
    .retrieveQuery<T>(query.queryHash, (persisted) => (storedAt = persisted.state.dataUpdatedAt))
    .catch(() => undefined)
  // The copy keeps its own age, so it reads as stale (the persister's own restore does the same).
  const showStored = (data: T) => {
    notifyManager.schedule(() => {
      if (!answered && storedAt !== undefined) query.setState({ dataUpdatedAt: storedAt })
    })
    return data
  }
  const first = await Promise.race([answer, stored.then((data) => ({ stored: data }))])
  if ('ok' in first && first.ok) return keep(store, query, first.data)
  if ('stored' in first && first.stored !== undefined) {
    void answer.then((late) => {
      if (!late.ok) return
      answered = true
      ctx.client.setQueryData(query.queryKey, late.data)
      void store.persistQuery(query)
    })
    return showStored(first.stored)
  }
  const outcome = await answer
  if (outcome.ok) return keep(store, query, outcome.data)
  const copy = ctx.signal.aborted ? undefined : await stored
  if (copy === undefined) throw outcome.error
  return showStored(copy)
}

/** Stores the answer once the query holds it (the persister's own order: after the query's state is set). */
function keep<T>(store: StoredCopies, query: Query, data: T): T {
  notifyManager.schedule(() => void store.persistQuery(query))
  return data
}
