import type { PGlite } from '@electric-sql/pglite'
import { preparedStatementNames } from './prepared-statements'
import { isoFromTimestamptz, TIMESTAMPTZ } from './timestamps'

/**
 * The one database interface the server uses: PostgreSQL's dialect, parameterised SQL only.
 * Embedded PGlite (Postgres in WASM, data in DATA_DIR) by default; node-postgres when DATABASE_URL is set.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

export interface QueryOptions {
  /**
   * The statement is run again and again with other values (list pages): PostgreSQL prepares it once per
   * connection (prepared-statements.ts). Elsewhere it makes no difference.
   */
  repeated?: boolean
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres'
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    opts?: QueryOptions,
  ): Promise<{ rows: T[] }>
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `fn` while holding a session-level advisory lock (PostgreSQL), so that several server processes
   * starting together take turns (migrations, seed). The embedded database has one process: it just runs.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir)
}

/** PGlite runs on a thread of its own (pglite-thread.ts), so its queries don't hold up the HTTP thread. */
async function openPglite(dataDir: string): Promise<Db> {
  const { mkdirSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { openPgliteThread } = await import('./pglite-thread')
  const { watchWrites } = await import('./write-watch')
  const dir = join(dataDir, 'pglite')
  mkdirSync(dir, { recursive: true })
  // This process is the database's only writer (data-lock.ts): watching its writes is seeing them all.
  return watchWrites(await openPgliteThread(dir))
}

/** Times as ISO text, not Dates, as on the database thread and PostgreSQL (timestamps.ts). */
const PGLITE_PARSERS = { [TIMESTAMPTZ]: isoFromTimestamptz }

/** The Db interface over a PGlite instance on this thread (tests: an in-memory database). */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    query: async (sql, params) => ({
      rows: (await pg.query(sql, params, { parsers: PGLITE_PARSERS })).rows as never[],
    }),
    exec: async (sql) => {
      await pg.exec(sql)
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async (s, p) => ({
            rows: (await tx.query(s, p, { parsers: PGLITE_PARSERS })).rows as never[],
          }),
        }),
      ),
    withAdvisoryLock: (_key, fn) => fn(),
    close: () => pg.close(),
  }
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg')
  // Return bigint/numeric as JS numbers: ids and money fit comfortably in a double here.
  pg.types.setTypeParser(20, (v) => Number(v))
  pg.types.setTypeParser(1700, (v) => Number(v))
  // Times as ISO text, not Dates (timestamps.ts).
  pg.types.setTypeParser(TIMESTAMPTZ, isoFromTimestamptz)
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const preparedName = preparedStatementNames()
  await pool.query('select 1')
  return {
    kind: 'postgres',
    query: async (sql, params, opts) => {
      const name = opts?.repeated ? preparedName(sql) : undefined
      const values = params as unknown[]
      return { rows: (await (name ? pool.query({ name, text: sql, values }) : pool.query(sql, values))).rows }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn({
          query: async (s, p) => ({ rows: (await client.query(s, p as unknown[])).rows }),
        })
        await client.query('commit')
        return result
      } catch (e) {
        await client.query('rollback')
        throw e
      } finally {
        client.release()
      }
    },
    withAdvisoryLock: async (key, fn) => {
      // The lock belongs to one connection: held on a client of its own while fn uses the rest of the pool.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [key])
        try {
          return await fn()
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
