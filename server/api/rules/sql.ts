import type { Queryable } from '../../db/client'

/** What the rules that read other records share (server/api/rules/<center>.ts). */

type Values = Record<string, unknown>

/**
 * Does a create, or an edit changing one of `fields`, need the cross-record rules that read them? An edit is
 * refused for what it introduces, never for what it leaves alone.
 */
export const changed = (values: Values, before: Values | undefined, fields: readonly string[]) =>
  !before || fields.some((f) => f in values && values[f] !== before[f])

export const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/** SQL: the window [$from, $to) of the parameters overlaps the row's [fromCol, toCol) (nulls open, empty windows overlap nothing). */
export const overlapSql = (fromCol: string, toCol: string, from: string, to: string) =>
  `(${fromCol} is null or ${toCol} is null or ${fromCol} < ${toCol})
   and (${fromCol} is null or ${to}::timestamptz is null or ${fromCol} < ${to}::timestamptz)
   and (${toCol} is null or ${from}::timestamptz is null or ${from}::timestamptz < ${toCol})
   and (${from}::timestamptz is null or ${to}::timestamptz is null or ${from}::timestamptz < ${to}::timestamptz)`

/** Concurrent writes of one scope wait for each other, so two overlapping records cannot both pass the check. */
export const serialize = (tx: Queryable, scope: string) =>
  tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [scope])
