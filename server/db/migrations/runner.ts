import type { Db, Queryable } from '../client'

/**
 * One versioned schema change. Migrations run in list order, each once per database, each in its own
 * transaction together with the row that records it. They run before the additive sync from the registry
 * (schema.ts), so a migration changes what exists (rename, drop, type change, moving data) and must check
 * that its table or column is there: on an empty database there is nothing to change, and the sync then
 * creates the current shape directly.
 */
export interface Migration {
  /** Sortable and never reused: `NNNN-what-it-does`. */
  id: string
  up: (tx: Queryable) => Promise<void>
}

export const MIGRATIONS_TABLE = 'schema_migrations'

/** Ids of the migrations this database has run. */
export async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const exists = await db.query(`select to_regclass('${MIGRATIONS_TABLE}') is not null as e`)
  if (!exists.rows[0]?.e) return new Set()
  const { rows } = await db.query<{ id: string }>(`select id from ${MIGRATIONS_TABLE}`)
  return new Set(rows.map((r) => r.id))
}

/**
 * Runs the migrations of `list` this database has not run, in order; returns the ids it ran. A failing one
 * rolls back alone and stops the run (later ones may depend on it). The caller holds the schema lock, so two
 * processes starting together never run one twice.
 */
export async function runMigrations(
  db: Db,
  list: readonly Migration[],
  log?: (m: string) => void,
): Promise<string[]> {
  await db.exec(`create table if not exists ${MIGRATIONS_TABLE} (
    id text primary key,
    applied_at timestamptz not null default now()
  )`)
  const done = await appliedMigrations(db)
  const ran: string[] = []
  for (const m of list) {
    if (done.has(m.id)) continue
    await db.transaction(async (tx) => {
      await m.up(tx)
      await tx.query(`insert into ${MIGRATIONS_TABLE} (id) values ($1)`, [m.id])
    })
    log?.(`Migration ${m.id} applied`)
    ran.push(m.id)
  }
  return ran
}

export async function columnExists(tx: Queryable, table: string, column: string): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and column_name = $2`,
    [table, column],
  )
  return rows.length > 0
}
