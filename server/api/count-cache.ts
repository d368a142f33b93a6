import type { Queryable } from '../db/client'
import type { Where } from './list-query'

/**
 * Counting a filtered 200,000-row table costs more than fetching a page, and staff scroll one filter set
 * for a long time; totals are cached per (table, where) and dropped whenever that table is written.
 */
export class CountCache {
  private readonly counts = new Map<string, number>()
  get(key: string) {
    return this.counts.get(key)
  }
  set(key: string, n: number) {
    if (this.counts.size > 5000) this.counts.clear()
    this.counts.set(key, n)
  }
  invalidate(table: string) {
    for (const k of this.counts.keys()) if (k.startsWith(`${table}|`)) this.counts.delete(k)
  }

  /** The number of rows of `table` matching `where`, from the cache when a list or the dashboard counted it. */
  async count(db: Queryable, table: string, where: Where): Promise<number> {
    const key = `${table}|${where.sql}|${JSON.stringify(where.params)}`
    let total = this.get(key)
    if (total === undefined) {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} ${where.sql}`,
        where.params,
      )
      total = Number(rows[0]?.n ?? 0)
      this.set(key, total)
    }
    return total
  }
}
