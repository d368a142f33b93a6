import { entities } from '@/domain/registry'
import type { Db } from './client'

/**
 * Every entity table's exact row count, kept in `table_changes.row_count` by statement triggers that add the
 * rows a statement inserted and subtract those it deleted (from its transition tables), so an unfiltered
 * list's total is one small read at any size instead of a count of millions of rows after every write.
 *
 * The triggers are created after the seed (a bulk load would otherwise keep every loaded row in a transition
 * table only to count it) and the starting count is taken under a lock that keeps writers out meanwhile.
 */
const FUNCTIONS = `
  create or replace function note_rows_added() returns trigger language plpgsql as $fn$
  begin
    update table_changes set row_count = row_count + (select count(*) from added) where table_name = tg_table_name;
    return null;
  end $fn$;
  create or replace function note_rows_removed() returns trigger language plpgsql as $fn$
  begin
    update table_changes set row_count = row_count - (select count(*) from removed) where table_name = tg_table_name;
    return null;
  end $fn$;
  create or replace function note_rows_truncated() returns trigger language plpgsql as $fn$
  begin
    update table_changes set row_count = 0 where table_name = tg_table_name;
    return null;
  end $fn$;
`

const triggerStatements = (table: string) => [
  `create or replace trigger ${table}_rows_added after insert on ${table}
     referencing new table as added for each statement execute function note_rows_added()`,
  `create or replace trigger ${table}_rows_removed after delete on ${table}
     referencing old table as removed for each statement execute function note_rows_removed()`,
  `create or replace trigger ${table}_rows_truncated after truncate on ${table}
     for each statement execute function note_rows_truncated()`,
]

/** Creates the row-count triggers and counts each table not counted yet. The caller holds the schema lock. */
export async function ensureRowCounts(
  db: Db,
  tables = Object.values(entities).map((e) => e.table),
): Promise<void> {
  await db.exec(FUNCTIONS)
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from table_changes where row_count is not null`,
  )
  const counted = new Set(rows.map((r) => r.table_name))
  for (const table of tables) {
    if (counted.has(table)) {
      for (const sql of triggerStatements(table)) await db.query(sql)
      continue
    }
    await db.transaction(async (tx) => {
      // Writers wait while the table is counted, so no row is counted twice or missed.
      await tx.query(`lock table ${table} in share row exclusive mode`)
      for (const sql of triggerStatements(table)) await tx.query(sql)
      await tx.query(
        `insert into table_changes (table_name, version, row_count) select $1, 0, count(*) from ${table}
         on conflict (table_name) do update set row_count = excluded.row_count`,
        [table],
      )
    })
  }
}

/** SQL reading a table's kept row count (null when not counted). */
export const ROW_COUNT_SQL = `select row_count from table_changes where table_name = $1`
