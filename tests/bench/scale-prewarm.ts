import pg from 'pg'
import { entities } from '@/domain/registry'

/**
 * A server in use keeps the tables staff read all day in memory; a bench that has just seeded or restarted
 * does not, and its large side then times the disk (a page of search results is ~130 scattered reads at
 * 0.1–0.4 ms each here), not the list. Before each scenario, both sides read the scenario's table into
 * PostgreSQL's shared buffers (sized as docs/operations.md advises, a quarter of the memory) and its indexes
 * into the operating system's cache, with pg_prewarm, the tool production servers use for this after a
 * restart (autoprewarm). Without the extension (a superuser runs `create extension pg_prewarm` in the
 * database and grants its function), the bench runs cold and says so.
 */
export async function prewarm(databaseUrl: string, entity: string): Promise<'warm' | 'cold'> {
  if (databaseUrl === 'embedded') return 'cold'
  const table = entities[entity as keyof typeof entities]?.table
  if (!table) throw new Error(`prewarm: no entity ${entity}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`select pg_prewarm($1::regclass, 'buffer')`, [table])
    await client.query(`select pg_prewarm(indexrelid, 'read') from pg_index where indrelid = $1::regclass`, [
      table,
    ])
    return 'warm'
  } catch (e) {
    if ((e as { code?: string }).code === '42883') return 'cold' // undefined_function: no pg_prewarm
    throw e
  } finally {
    await client.end()
  }
}

/** The entity a list path reads (`/v1/orders?…` → orders). */
export const entityOfPath = (path: string) => /^\/v1\/([^/?]+)/.exec(path)![1]!
