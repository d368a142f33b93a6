/**
 * The embedded database's thread: PGlite (Postgres in WASM) runs here, off the thread that serves HTTP, so a
 * query no longer stops the server from reading requests, mapping rows and writing answers meanwhile. The
 * protocol (pglite-thread.ts is the other side): every message carries an id answered once, with rows, a
 * transaction id, or the database error's fields. PGlite itself runs one statement at a time, in arrival order,
 * and holds every statement outside a transaction until the transaction ends, as before.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { isoFromTimestamptz, TIMESTAMPTZ } from './timestamps'

export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }

export type Reply =
  | { id: number; ok: true; rows?: unknown[]; tx?: number }
  | { id: number; ok: false; error: Record<string, unknown> }

/** The error as plain fields (message, SQLSTATE code, detail...), which the other thread turns back into an Error. */
function errorFields(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: String(e) }
  const fields: Record<string, unknown> = { message: e.message, name: e.name }
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') fields[k] = v
  return fields
}

class Rollback extends Error {}

async function main() {
  const port = parentPort!
  // Times as ISO text, not Dates (timestamps.ts).
  const pg = await PGlite.create((workerData as { dir: string }).dir, {
    parsers: { [TIMESTAMPTZ]: isoFromTimestamptz },
    // Trigram indexes behind list searches (search-indexes.ts), as on PostgreSQL.
    extensions: { pg_trgm },
  })
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>()
  let nextTx = 1
  const reply = (r: Reply) => port.postMessage(r)
  const fail = (id: number, e: unknown) => reply({ id, ok: false, error: errorFields(e) })
  const target = (tx?: number) => {
    if (tx === undefined) return pg
    const t = open.get(tx)
    if (!t) throw new Error('the transaction has ended')
    return t.tx
  }

  const begin = (id: number) => {
    const txId = nextTx++
    let started = false
    const done = pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        open.set(txId, { tx, end, done })
        started = true
        reply({ id, ok: true, tx: txId })
      })
      if (!commit) throw new Rollback()
    })
    // Begin itself failed (no answer sent yet): report it on the begin message.
    done.catch((e: unknown) => {
      if (!started) fail(id, e)
    })
  }

  const end = async (id: number, txId: number, commit: boolean) => {
    const t = open.get(txId)
    if (!t) return fail(id, new Error('no such transaction'))
    open.delete(txId)
    t.end(commit)
    try {
      await t.done
      reply({ id, ok: true })
    } catch (e) {
      if (e instanceof Rollback) reply({ id, ok: true })
      else fail(id, e)
    }
  }

  port.on('message', (m: Request) => {
    void (async () => {
      try {
        switch (m.op) {
          case 'query':
            return reply({ id: m.id, ok: true, rows: (await target(m.tx).query(m.sql, m.params)).rows })
          case 'exec':
            await target(m.tx).exec(m.sql)
            return reply({ id: m.id, ok: true })
          case 'begin':
            return begin(m.id)
          case 'end':
            return await end(m.id, m.tx, m.commit)
          case 'close':
            await pg.close()
            return reply({ id: m.id, ok: true })
        }
      } catch (e) {
        fail(m.id, e)
      }
    })()
  })
  reply({ id: 0, ok: true })
}

main().catch((e: unknown) => parentPort!.postMessage({ id: 0, ok: false, error: errorFields(e) }))
