import type { EntityDef } from '@/domain/entity'
import { parseListParams } from '@/domain/list-params'
import { validate } from '@/domain/schemas'
import { badRequest } from './envelope'
import { EXPORT_FORMATS } from './export-store'
import { exportTicketSchema, MAX_EXPORT_IDS } from './export-ticket'

/** The body of a ticket request as it arrives (its shape is checked against exportTicketSchema first). */
export interface TicketBody {
  format?: unknown
  query?: unknown
  columns?: unknown
  ids?: unknown
  raw?: unknown
  timeZone?: unknown
}

/**
 * What a ticket request asks to export: the format, the list's parameters, the columns (the entity's readable
 * fields, with the labels the console sent), a chosen set of ids, raw values or not, and the console's time
 * zone. A wrong shape is a 400; what it names is read leniently (unknown fields dropped, long labels cut).
 */
export function readTicketBody(e: EntityDef, body: TicketBody | null) {
  const shape = validate(exportTicketSchema, body)
  if (!shape.ok) throw badRequest('invalid export request', shape.issues)
  const format = EXPORT_FORMATS.find((f) => f === body?.format)
  if (!body || !format)
    throw badRequest('format must be csv or xlsx', [{ field: 'format', message: 'must be csv or xlsx' }])
  const query = body.query && typeof body.query === 'object' ? (body.query as Record<string, unknown>) : {}
  const strings = Object.fromEntries(
    Object.entries(query).filter(
      (kv): kv is [string, string] => typeof kv[1] === 'string' && !['offset', 'limit'].includes(kv[0]),
    ),
  )
  const parsed = parseListParams(e, strings)
  if (!parsed.ok) throw badRequest('invalid list parameters', parsed.issues)
  const wanted = Array.isArray(body.columns) ? (body.columns as unknown[]) : []
  const columns = wanted
    .filter((c): c is { field: string; label?: unknown; values?: unknown } => {
      const field = (c as { field?: unknown } | null)?.field
      return typeof field === 'string' && Object.hasOwn(e.fields, field) && !e.fields[field]!.writeOnly
    })
    .slice(0, 100)
    .map((c) => ({
      field: c.field,
      label: typeof c.label === 'string' ? c.label.slice(0, 100) : String(c.field),
      values: valueLabels(e, c.field, c.values),
    }))
  const ids = Array.isArray(body.ids)
    ? body.ids
        .filter((n): n is number => Number.isSafeInteger(n) && (n as number) > 0)
        .slice(0, MAX_EXPORT_IDS)
    : undefined
  return {
    format,
    params: parsed.params,
    columns: columns.length ? columns : Object.keys(e.fields).map((field) => ({ field, label: field })),
    ids: ids?.length ? ids : undefined,
    raw: body.raw === true,
    timeZone: validTimeZone(body.timeZone),
  }
}

/** An enum column's value labels as the console sent them: only the field's own values, short strings. */
function valueLabels(e: EntityDef, field: string, sent: unknown): Record<string, string> | undefined {
  if (!sent || typeof sent !== 'object') return undefined
  const allowed = new Set(e.fields[field]?.values ?? [])
  const labels = Object.entries(sent as Record<string, unknown>).filter(
    (kv): kv is [string, string] => allowed.has(kv[0]) && typeof kv[1] === 'string',
  )
  return labels.length ? Object.fromEntries(labels.map(([k, v]) => [k, v.slice(0, 100)])) : undefined
}

function validTimeZone(tz: unknown): string {
  if (typeof tz !== 'string' || tz.length > 64) return 'UTC'
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return tz
  } catch {
    return 'UTC'
  }
}
