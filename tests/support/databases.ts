import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { openDb, pgliteDb, type Db } from '../../server/db/client'

/**
 * A database of its own for one test: a fresh schema `name` in DATABASE_URL's PostgreSQL when it is set (the
 * test role may not create databases; a schema isolates tables, sequences and triggers just as well), else
 * an in-memory PGlite.
 */
export async function scratchDb(name: string): Promise<Db> {
  const url = process.env.DATABASE_URL
  if (!url) return pgliteDb(await PGlite.create({ extensions: { pg_trgm } }))
  await resetSchema(url, name)
  return openDb({ databaseUrl: schemaUrl(url, name), dataDir: '' })
}

/** DATABASE_URL with `name` as the search path of every connection (node-postgres passes `options` on). */
export function schemaUrl(url: string, name: string): string {
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${name}`)
  return u.toString()
}

/** Drops and re-creates schema `name` (identifier letters, digits and _ only). */
export async function resetSchema(url: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad schema name ${name}`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop schema if exists ${name} cascade`)
    await client.query(`create schema ${name}`)
  } finally {
    await client.end()
  }
}
