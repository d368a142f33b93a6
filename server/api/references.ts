import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { joinKeys, keysOf, referencesOf, referencesTo, unknownKeysMessage } from '@/domain/references'
import { entityByName } from '@/domain/registry'
import type { FieldIssue } from '@/domain/schemas'
import type { Queryable } from '../db/client'
import { badRequest, conflict } from './envelope'

/**
 * The server side of declared references (FieldDef.references): writes naming keys that do not exist are
 * refused with one issue per field, and a record still named somewhere cannot be deleted.
 */

/** The keys one field of a request names, to be checked against `target`'s business keys. */
export interface KeyCheck {
  /** The issue's field: the field name, or `rows.3.licenseCode` in an import. */
  field: string
  target: string
  keys: string[]
}

/**
 * One issue per field naming keys that do not exist; one query per referenced entity. The found rows are
 * locked against deletion (`for key share`) until the caller's transaction ends, so a concurrent delete either
 * sees the new reference or makes this check fail.
 */
export async function missingKeyIssues(tx: Queryable, checks: readonly KeyCheck[]): Promise<FieldIssue[]> {
  const wanted = new Map<string, Set<string>>()
  for (const c of checks) {
    if (!c.keys.length) continue
    const set = wanted.get(c.target) ?? new Set<string>()
    for (const k of c.keys) set.add(k)
    wanted.set(c.target, set)
  }
  const found = new Map<string, Set<string>>()
  for (const [target, keys] of wanted) {
    const e = entityByName(target)
    if (!e) throw new Error(`reference to unknown entity ${target}`)
    const col = columnName(e.key)
    const { rows } = await tx.query<{ key: string }>(
      `select ${col} as key from ${e.table} where ${col} = any($1::text[]) for key share`,
      [[...keys]],
    )
    found.set(target, new Set(rows.map((r) => r.key)))
  }
  const issues: FieldIssue[] = []
  for (const c of checks) {
    const present = found.get(c.target)
    const missing = [...new Set(c.keys)].filter((k) => !present?.has(k))
    if (missing.length)
      issues.push({
        field: c.field,
        message: unknownKeysMessage(c.target, missing),
        reference: { entity: c.target, missing },
      })
  }
  return issues
}

/**
 * The checks of a create or update body of `e`. With `before` (an update) only keys the record does not
 * already name are checked: an edit is refused for what it introduces, never for what it leaves alone.
 */
export function keyChecks(
  e: Pick<EntityDef, 'fields'>,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
  prefix = '',
): KeyCheck[] {
  return referencesOf(e).flatMap((r) => {
    if (!(r.field in values)) return []
    const had = new Set(before ? keysOf(before[r.field], r.many) : [])
    const keys = keysOf(values[r.field], r.many).filter((k) => !had.has(k))
    return keys.length ? [{ field: `${prefix}${r.field}`, target: r.target, keys }] : []
  })
}

/** Refuses (400, one issue per field) a body naming keys that do not exist. */
export async function assertReferences(
  tx: Queryable,
  e: Pick<EntityDef, 'fields'>,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<void> {
  throwIfAny(await missingKeyIssues(tx, keyChecks(e, values, before)))
}

/** The same for the rows of an import: issues name the row (`rows.3.licenseCode`). */
export async function assertRowReferences(
  tx: Queryable,
  e: Pick<EntityDef, 'fields'>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  throwIfAny(await missingKeyIssues(tx, rowKeyChecks(e, rows)))
}

export function rowKeyChecks(e: Pick<EntityDef, 'fields'>, rows: readonly Record<string, unknown>[]) {
  return rows.flatMap((row, i) => keyChecks(e, row, undefined, `rows.${i}.`))
}

function throwIfAny(issues: FieldIssue[]) {
  if (issues.length) throw badRequest(issues.map((i) => i.message).join('; '), issues)
}

/** Many-valued references are stored as their keys comma-joined without spaces or repeats. */
export function normalizeReferences<T extends Record<string, unknown>>(
  e: Pick<EntityDef, 'fields'>,
  values: T,
): T {
  const out: Record<string, unknown> = { ...values }
  for (const r of referencesOf(e))
    if (r.many && typeof out[r.field] === 'string') out[r.field] = joinKeys(out[r.field] as string)
  return out as T
}

/** How many records of `entity` name the key in `field`. */
export interface UsedBy {
  entity: string
  field: string
  count: number
}

/**
 * Every field of the registry naming `key` of entity `e`, with how many records do (non-zero counts only).
 * Single-valued fields are counted with `= $1` (their list-filter index), many-valued ones as a member of the
 * comma-joined list. A record naming itself (`selfId`) does not count.
 */
export async function usedBy(db: Queryable, e: EntityDef, key: string, selfId?: number): Promise<UsedBy[]> {
  const out: UsedBy[] = []
  for (const r of referencesTo(e.name)) {
    const src = entityByName(r.entity)
    if (!src) continue
    const col = columnName(r.field)
    const match = r.many ? `$1 = any(string_to_array(${col}, ','))` : `${col} = $1`
    const self = src.name === e.name && selfId !== undefined
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${src.table} where ${match}${self ? ' and id <> $2' : ''}`,
      self ? [key, selfId] : [key],
    )
    const count = Number(rows[0]?.n ?? 0)
    if (count > 0) out.push({ entity: r.entity, field: r.field, count })
  }
  return out
}

/** `used by 12 prices, 2 skus`: counts summed per referencing entity, in registry order. */
export function usedByMessage(list: readonly UsedBy[]): string {
  const per = new Map<string, number>()
  for (const u of list) per.set(u.entity, (per.get(u.entity) ?? 0) + u.count)
  return `used by ${[...per].map(([entity, n]) => `${n} ${entity}`).join(', ')}`
}

/** Refuses (409) deleting a record some other record still names; data carries the counts per field. */
export async function assertUnreferenced(tx: Queryable, e: EntityDef, record: Record<string, unknown>) {
  const key = record[e.key]
  if (typeof key !== 'string' || !referencesTo(e.name).length) return
  const list = await usedBy(tx, e, key, Number(record.id))
  if (list.length) throw conflict(usedByMessage(list), undefined, { usedBy: list })
}
