/**
 * A "change stamp": the change counters (table_changes, bumped by a trigger in every writing transaction) of
 * some tables as one text, `orders:812,roles:3,sessions:40`, in byte order of the names, leaving out tables never
 * written. Read inside a statement, it is of that statement's snapshot; compared with a stamp read earlier, it
 * says whether any of those tables was written since.
 */
const NAME = /^[a-z_][a-z0-9_]*$/

/** The quoted names of `tables` for an IN list, sorted and once each; only names the code's own. */
function nameList(tables: readonly string[]): string {
  const names = [...new Set(tables)].sort()
  for (const t of names) if (!NAME.test(t)) throw new Error(`not a table name: ${t}`)
  return names.map((t) => `'${t}'`).join(', ')
}

/** SQL (a scalar subquery) giving the current stamp of `tables`, names the code's own. */
export function changeStampSql(tables: readonly string[]): string {
  return `(select coalesce(string_agg(table_name || ':' || version, ',' order by table_name collate "C"), '')
     from table_changes where table_name in (${nameList(tables)}))`
}

/**
 * SQL (a scalar subquery) giving the sum of the change counters of `tables`. Counters only grow, so the sum
 * equals an earlier reading exactly when none of them moved: a cheaper test than comparing stamps (no text
 * built, nothing sorted), for a guard that only asks "unchanged?".
 */
export function changeSumSql(tables: readonly string[]): string {
  return `(select coalesce(sum(version), 0) from table_changes where table_name in (${nameList(tables)}))`
}

/** The sum changeSumSql gives for these counters of `tables` (a table not among them counts 0). */
export function changeSum(counters: ReadonlyMap<string, number>, tables: readonly string[]): number {
  let sum = 0
  for (const t of new Set(tables)) sum += counters.get(t) ?? 0
  return sum
}

/** The stamp of these counters, as changeStampSql writes it (0: never written, left out). */
export function changeStamp(counters: Iterable<readonly [string, number]>): string {
  return [...counters]
    .filter(([, v]) => v > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([t, v]) => `${t}:${v}`)
    .join(',')
}

/** The counters a stamp holds. */
export function stampCounters(stamp: string): Map<string, number> {
  return new Map(
    stamp
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const at = part.lastIndexOf(':')
        return [part.slice(0, at), Number(part.slice(at + 1))] as const
      }),
  )
}
