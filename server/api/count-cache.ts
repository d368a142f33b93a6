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
}
