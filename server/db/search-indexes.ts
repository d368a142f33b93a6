import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { searchMode } from '@/domain/search-mode'
import type { Db } from './client'

/**
 * Indexes behind the free-text `q` of every list (list-query.ts, search-mode.ts): a pattern index for each
 * field searched by its start (`like 'OD00001%'` can read an ordinary index only under the "C" collation;
 * PostgreSQL's C.UTF-8 and ICU collations need `text_pattern_ops`), on `lower(email)` for addresses, and a
 * trigram index (pg_trgm, GIN) for each field searched anywhere (`ilike '%anna%'`), so a search reads the rows
 * that match instead of every row. An e-mail's trigram and plain prefix indexes of earlier versions are dropped.
 */
export function searchIndexes(e: EntityDef, trigramOps = 'gin_trgm_ops'): string[] {
  return e.search.flatMap((f) => {
    const col = columnName(f)
    const index = `${e.table}_${col}`
    switch (searchMode(e, f)) {
      case 'start':
        return [`create index if not exists ${index}_prefix_idx on ${e.table} (${col} text_pattern_ops)`]
      case 'startIgnoringCase':
        return [
          `drop index if exists ${index}_trgm_idx`,
          `drop index if exists ${index}_lower_prefix_idx`,
          `create index if not exists ${index}_lower_cover_idx on ${e.table} (lower(${col}) text_pattern_ops) include (${coveredBy(e, col)})`,
        ]
      case 'anywhere':
        return [`create index if not exists ${index}_trgm_idx on ${e.table} using gin (${col} ${trigramOps})`]
    }
  })
}

/**
 * What an address's index carries besides the address: the field itself (without it PostgreSQL reads no
 * expression index alone), the list's default sort and the id. A search's page is then chosen from the index
 * alone and only its rows are read (list-page.ts), so a broad start ("anna.1") costs what the page costs, not
 * what every match costs.
 */
function coveredBy(e: EntityDef, col: string): string {
  return [...new Set([col, ...e.defaultSort.map((s) => columnName(s.field)), 'id'])].join(', ')
}

/** Loads pg_trgm and gives every search index's statements as [table, statement], for ensureIndexes. */
export async function searchIndexStatements(db: Db): Promise<[table: string, sql: string][]> {
  await db.exec('create extension if not exists pg_trgm')
  // The operator class named with the extension's schema: a connection whose search path leaves that schema
  // out (a test's own schema on a shared database) still finds it.
  const { rows } = await db.query<{ schema: string }>(
    `select n.nspname as schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace
     where x.extname = 'pg_trgm'`,
  )
  const ops = `"${rows[0]!.schema.replaceAll('"', '""')}".gin_trgm_ops`
  return Object.values(entities).flatMap((e) =>
    searchIndexes(e, ops).map((sql) => [e.table, sql] as [string, string]),
  )
}
