import type { Queryable } from '../db/client'
import type { Where } from './list-query'

/** The current change counter of a table (bumped by a trigger in every writing transaction; 0 if never). */
export type TableVersions = (table: string) => Promise<number>

/** Reads table_changes, the counters every process on one database shares (server/db/shared-state-ddl.ts). */
export const tableVersions =
  (db: Queryable): TableVersions =>
  async (table) => {
    const { rows } = await db.query<{ version: number }>(
      `select version from table_changes where table_name = $1`,
      [table],
    )
    return Number(rows[0]?.version ?? 0)
  }

/** Every table's change counter, read in one statement (a few dozen rows): a request's view of what changed. */
export async function readChangeCounters(db: Queryable): Promise<ReadonlyMap<string, number>> {
  const { rows } = await db.query<{ table_name: string; version: number }>(
    `select table_name, version from table_changes`,
  )
  return new Map(rows.map((r) => [r.table_name, Number(r.version)]))
}

/** The counters a request read (PostgreSQL: with its session check), which cached values are checked against. */
export type ChangeCounters = ReadonlyMap<string, number> | undefined

/** A table's change counter (several processes) and invalidation epoch (one process) at some moment. */
export interface Standing {
  version: number
  epoch: number
}

const countKey = (where: Where) => `${where.sql}|${JSON.stringify(where.params)}`

/**
 * Counting a filtered 200,000-row table costs more than fetching a page, and staff scroll one filter set
 * for a long time; totals (and the dashboard's sums) are cached per (table, query) and dropped whenever that
 * table is written.
 *
 * One process (the embedded database) sees every write itself: `invalidate` after a write is enough. Several
 * processes on one PostgreSQL give `versions`: each value is stored with the table's change counter read
 * before computing it, and served only while the counter is unchanged, so a write through any process is seen
 * on the next read. (Read first, then compute: the value is at least as new as its counter.) A request that
 * has read every counter already (`changes`) costs no further query.
 */
export class CountCache {
  private readonly values = new Map<string, { version: number; value: unknown }>()
  /** Bumped by each invalidation of a table (one process: no counters to compare). */
  private readonly epochs = new Map<string, number>()
  private readonly computing = new Map<string, Promise<unknown>>()

  constructor(private readonly versions?: TableVersions) {}

  private set(key: string, version: number, value: unknown) {
    if (this.values.size > 5000) this.values.clear()
    this.values.set(key, { version, value })
  }
  invalidate(table: string) {
    this.epochs.set(table, (this.epochs.get(table) ?? 0) + 1)
    for (const k of this.values.keys()) if (k.startsWith(`${table}|`)) this.values.delete(k)
  }

  /** An aggregate over `table`, computed once until the table is next written. */
  async remember<T>(
    table: string,
    key: string,
    compute: () => Promise<T>,
    changes?: ChangeCounters,
  ): Promise<T> {
    const full = `${table}|${key}`
    const version = !this.versions ? 0 : changes ? (changes.get(table) ?? 0) : await this.versions(table)
    const hit = this.values.get(full)
    if (hit && hit.version === version) return hit.value as T
    // Requests that miss together share one count; a value computed across an invalidation is not kept.
    const epoch = this.epochs.get(table) ?? 0
    const flight = `${full}|${version}|${epoch}`
    let computing = this.computing.get(flight) as Promise<T> | undefined
    if (!computing) {
      computing = compute()
        .then((value) => {
          if ((this.epochs.get(table) ?? 0) === epoch) this.set(full, version, value)
          return value
        })
        .finally(() => this.computing.delete(flight))
      this.computing.set(flight, computing)
    }
    return computing
  }

  /** Where `table` stands now: take it before computing a value to `keep`. */
  async standing(table: string, changes?: ChangeCounters): Promise<Standing> {
    const epoch = this.epochs.get(table) ?? 0
    const version = !this.versions ? 0 : changes ? (changes.get(table) ?? 0) : await this.versions(table)
    return { version, epoch }
  }

  /**
   * Keeps `value` for `key` as `remember` would have (a better value found another way: the exact count
   * behind an estimate), as of `at`, taken before it was computed; dropped if the table was written since.
   */
  keep(table: string, key: string, at: Standing, value: unknown) {
    if ((this.epochs.get(table) ?? 0) === at.epoch) this.set(`${table}|${key}`, at.version, value)
  }

  /**
   * The value kept for `key` and the change counter of `table` it was computed at, unchecked: a caller that
   * uses it proves the counter unchanged itself (a list page's guard: list-page.ts).
   */
  kept<T>(table: string, key: string): { version: number; value: T } | undefined {
    const hit = this.values.get(`${table}|${key}`)
    return hit && this.versions ? { version: hit.version, value: hit.value as T } : undefined
  }

  /** The number of rows of `table` matching `where`, from the cache when a list or the dashboard counted it. */
  count(db: Queryable, table: string, where: Where, changes?: ChangeCounters): Promise<number> {
    return this.remember(
      table,
      countKey(where),
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from ${table} ${where.sql}`,
          where.params,
        )
        return Number(rows[0]?.n ?? 0)
      },
      changes,
    )
  }
}
