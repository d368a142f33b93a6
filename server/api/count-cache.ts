import type { Queryable } from '../db/client'
import type { Where } from './list-query'

/**
 * Counting a filtered 200,000-row table costs more than fetching a page, and staff scroll one filter set
 * for a long time; totals (and the dashboard's sums) are cached per (table, query) and dropped whenever that
 * table is written.
 */
export class CountCache {
  private readonly values = new Map<string, unknown>()
  private set(key: string, value: unknown) {
    if (this.values.size > 5000) this.values.clear()
    this.values.set(key, value)
  }
  invalidate(table: string) {
    for (const k of this.values.keys()) if (k.startsWith(`${table}|`)) this.values.delete(k)
  }

  /** An aggregate over `table`, computed once until the table is next written. */
  async remember<T>(table: string, key: string, compute: () => Promise<T>): Promise<T> {
    const full = `${table}|${key}`
    if (this.values.has(full)) return this.values.get(full) as T
    const value = await compute()
    this.set(full, value)
    return value
  }

  /** The number of rows of `table` matching `where`, from the cache when a list or the dashboard counted it. */
  count(db: Queryable, table: string, where: Where): Promise<number> {
    return this.remember(table, `${where.sql}|${JSON.stringify(where.params)}`, async () => {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} ${where.sql}`,
        where.params,
      )
      return Number(rows[0]?.n ?? 0)
    })
  }
}
