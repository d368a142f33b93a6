import type { EntityDef, SortSpec } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import type { Queryable } from '../db/client'
import { sqlType } from '../db/schema'
import type { ChangeCounters, CountCache, Standing } from './count-cache'
import { buildOrderBy, type Where } from './list-query'

/** Every this-many-th row of a sorted list is sampled: a page anywhere skips fewer rows than this. */
export const SAMPLE_EVERY = 1000
/** Shorter lists read deep pages with OFFSET (at 200,000 rows the middle page costs what a search does). */
export const SAMPLED_FROM_ROWS = 500_000
/** Pages this close to either end are read with OFFSET (from the far end past the middle): cheap anyway. */
const NEAR_END = 20_000
/** A sample older than this, of a table written since, is taken again (in the background). */
const RETAKE_AFTER_MS = 60_000
const MAX_SAMPLES = 64

/** Where a page starts: the rows after the `after` sort key (and id), skipping `skip` of them. */
export interface Seek {
  where: Where
  skip: number
}

interface Sample {
  /** The sort key (as text) and id of rows SAMPLE_EVERY, 2 × SAMPLE_EVERY, … of the list. */
  keys: string[][]
  at: Standing
  takenAt: number
}

/**
 * Positions in long lists, so a page in the middle of ten million rows is a seek, not a scan: OFFSET reads and
 * drops every row before the page (1.2 s for offset 2,500,000 on PostgreSQL). A sample of the list's sort keys,
 * every SAMPLE_EVERY-th row, is taken once per list view (one ordered scan, in the background, started by the
 * view's first page) and kept; a deep page then seeks to the sampled key just before it and skips fewer than
 * SAMPLE_EVERY rows. A sample of a table written since is still used (a row written since moves the positions
 * after it by one: a list that long is not read to the row while it changes), and taken again a minute later.
 */
export class PositionSamples {
  private readonly samples = new Map<string, Sample>()
  private readonly taking = new Map<string, Promise<void>>()

  constructor(
    private readonly db: Queryable,
    private readonly counts: CountCache,
    /** Smaller figures let a test sample a short list. */
    private readonly opts = { fromRows: SAMPLED_FROM_ROWS, every: SAMPLE_EVERY, nearEnd: NEAR_END },
  ) {}

  /**
   * The seek for the page at `offset` of a list of `total` rows, or undefined (read it with OFFSET). Starts
   * taking the view's sample when the list is long enough and none is kept or it is old.
   */
  async seek(
    e: EntityDef,
    sort: SortSpec[],
    where: Where,
    offset: number,
    total: number,
    changes?: ChangeCounters,
  ): Promise<Seek | undefined> {
    const { fromRows, every, nearEnd } = this.opts
    if (total < fromRows || !seekable(e, sort)) return undefined
    const key = `${e.table}|${JSON.stringify(sort)}|${where.sql}|${JSON.stringify(where.params)}`
    const kept = this.samples.get(key)
    const now = await this.counts.standing(e.table, changes)
    const stale = !kept || kept.at.version !== now.version || kept.at.epoch !== now.epoch
    if (stale && (!kept || Date.now() - kept.takenAt > RETAKE_AFTER_MS)) this.take(key, e, sort, where, now)
    if (!kept || offset < nearEnd || total - offset < nearEnd) return undefined
    const n = Math.floor(offset / every)
    const sampled = kept.keys[Math.min(n, kept.keys.length) - 1]
    if (!sampled) return undefined
    const skip = offset - Math.min(n, kept.keys.length) * every
    return { where: after(e, sort, where, sampled), skip }
  }

  private take(key: string, e: EntityDef, sort: SortSpec[], where: Where, at: Standing) {
    if (this.taking.has(key)) return
    const taking = this.db
      .query<{ k: string[] }>(
        `select k from (
           select ${sortKeySql(sort)} as k, row_number() over (${buildOrderBy(sort)}) as rn
           from ${e.table} ${where.sql}) ranked
         where rn % ${this.opts.every} = 0 order by rn`,
        where.params,
      )
      .then(({ rows }) => {
        if (this.samples.size >= MAX_SAMPLES) this.samples.delete(this.samples.keys().next().value!)
        this.samples.set(key, { keys: rows.map((r) => r.k), at, takenAt: Date.now() })
      })
      .catch(() => undefined)
      .finally(() => this.taking.delete(key))
    this.taking.set(key, taking)
  }

  /** Resolves when every sample being taken is kept (tests and benches). */
  async settled(): Promise<void> {
    await Promise.all(this.taking.values())
  }
}

/** SQL selecting a row's sort key (as text, so times keep their microseconds) and id, as `after` takes it. */
export const sortKeySql = (sort: SortSpec[]) =>
  `array[${[...sort.map((s) => `${columnName(s.field)}::text`), 'id::text'].join(', ')}]`

/**
 * A seek needs the list's order to be one row comparison: every sort field required (no nulls) and sorted the
 * same way (the id tie-breaker follows the last field's direction, buildOrderBy).
 */
export function seekable(e: EntityDef, sort: SortSpec[]): boolean {
  return sort.length > 0 && sort.every((s) => e.fields[s.field]?.required && s.desc === sort[0]!.desc)
}

/**
 * `where` and "after this row" in the list's order (its sort key as text and its id, as sortKeySql selects
 * them), as one row comparison an index can seek.
 */
export function after(e: EntityDef, sort: SortSpec[], where: Where, sampled: string[]): Where {
  const params = [...where.params]
  const bind = (v: string, type: string) => {
    params.push(v)
    return `$${params.length}::${type}`
  }
  const cols = [...sort.map((s) => columnName(s.field)), 'id']
  const values = [
    ...sort.map((s, i) => bind(sampled[i]!, sqlType(e.fields[s.field]!))),
    bind(sampled[sort.length]!, 'bigint'),
  ]
  const cond = `(${cols.join(', ')}) ${sort[0]!.desc ? '<' : '>'} (${values.join(', ')})`
  return { sql: where.sql ? `${where.sql} and ${cond}` : `where ${cond}`, params }
}
