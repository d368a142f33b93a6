import { Worker } from 'node:worker_threads'
import type { Db, Queryable } from './client'
import type { Reply, Request } from './pglite-worker'

type Pending = { resolve: (r: Reply & { ok: true }) => void; reject: (e: Error) => void }
type Send = (m: DistributiveOmit<Request, 'id'>) => Promise<Reply & { ok: true }>
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never

/** The database error the worker described, as an Error carrying the same fields (code, detail...). */
const toError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message)), fields) as Error

/** The worker's first script: it loads the TypeScript entry through tsx, as the server itself is loaded. */
const BOOT = `const { workerData } = require('node:worker_threads')
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry) })`

/**
 * The embedded database (PGlite) on its own thread (pglite-worker.ts): the same Db as before, each call a
 * message answered by the worker. Resolves once the database is open.
 */
export async function openPgliteThread(dir: string): Promise<Db> {
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: {
      dir,
      entry: import.meta.resolve('./pglite-worker.ts'),
      tsx: import.meta.resolve('tsx/esm/api'),
    },
  })
  const pending = new Map<number, Pending>()
  let nextId = 1
  let stopped: Error | undefined

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject })
  })
  worker.on('message', (r: Reply) => {
    const p = pending.get(r.id)
    if (!p) return
    pending.delete(r.id)
    if (r.ok) p.resolve(r)
    else p.reject(toError(r.error))
  })
  const stop = (e: Error) => {
    stopped ??= e
    for (const p of pending.values()) p.reject(stopped)
    pending.clear()
  }
  worker.on('error', (e) => stop(new Error(`the embedded database stopped: ${e.message}`)))
  worker.on('exit', () => stop(new Error('the embedded database has been closed')))

  const send: Send = (m) => {
    if (stopped) return Promise.reject(stopped)
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...m, id })
    })
  }
  const queryable = (tx?: number): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await send({ op: 'query', sql, params, tx })).rows as T[],
    }),
  })

  await ready
  return {
    kind: 'pglite',
    ...queryable(),
    exec: async (sql) => {
      await send({ op: 'exec', sql })
    },
    transaction: async (fn) => {
      const { tx } = await send({ op: 'begin' })
      let result
      try {
        result = await fn(queryable(tx))
      } catch (e) {
        await send({ op: 'end', tx: tx!, commit: false }).catch(() => undefined)
        throw e
      }
      await send({ op: 'end', tx: tx!, commit: true })
      return result
    },
    // One process holds the data folder (data-lock.ts) and the thread runs one statement at a time.
    withAdvisoryLock: (_key, fn) => fn(),
    close: async () => {
      await send({ op: 'close' }).catch(() => undefined)
      await worker.terminate()
    },
  }
}
