import type { QueryClient } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { BLOCK_SIZE, listBlockQuery, type ListView, type Row } from '@/api/list-queries'
import { entityKeys } from '@/api/query-keys'
import type { EntityDef } from '@/domain/entity'
import { listParamsToQuery } from '@/domain/list-params'
import type { ListResult } from '@/domain/envelope'
import type { Selection } from '@/table/selection'
import type { UsedByEntry } from '@/forms/reference-queries'

export type BulkActionName = 'enable' | 'disable' | 'delete'

/** Why the server left a row as it was. */
export type BulkRefusalReason = 'usedBy' | 'version' | 'notFound' | 'rules'

export interface BulkRefusal {
  key: string
  reason: BulkRefusalReason
  usedBy?: UsedByEntry[]
  issues?: { field: string; message: string; rule?: string; params?: Record<string, string | number> }[]
}

/** `POST /v1/<entity>/bulk`'s answer: the keys changed, and the rows refused with the reason. */
export interface BulkResult {
  changed: string[]
  refused: BulkRefusal[]
}

export interface BulkItem {
  key: string
  version: number
}

/** At most this many rows in one bulk action (the server's limit; a larger "all rows" is refused up front). */
/** An action chosen on selected rows, awaiting its confirmation. */
export interface PendingBulk {
  action: BulkActionName
  rows: Row[]
  clear: () => void
}

export const BULK_MAX = 500

/** The status values enable and disable set: active/inactive or enabled/disabled (as the server reads them). */
function hasStatusPair(entity: EntityDef): boolean {
  const status = entity.fields.status
  const values = status?.kind === 'enum' && !status.readOnly ? (status.values ?? []) : []
  return [
    ['active', 'inactive'],
    ['enabled', 'disabled'],
  ].some(([on, off]) => values.includes(on!) && values.includes(off!))
}

/**
 * The bulk actions an entity supports: enable and disable when it may be edited and has a status pair,
 * delete when it may be deleted. Which of them a user sees is decided by their permissions.
 */
export function bulkActionsOf(entity: EntityDef): BulkActionName[] {
  return [
    ...(entity.operations.includes('update') && hasStatusPair(entity)
      ? (['enable', 'disable'] as const)
      : []),
    ...(entity.operations.includes('delete') ? (['delete'] as const) : []),
  ]
}

/** The permission action a bulk action needs. */
export const bulkNeeds = (action: BulkActionName) => (action === 'delete' ? 'delete' : 'edit')

/** The key and version of each row, in the order given; rows without them are left out. */
export function itemsOf(entity: EntityDef, rows: readonly Row[]): BulkItem[] {
  return rows.flatMap((r) => {
    const key = r[entity.key]
    const version = Number(r.version)
    return typeof key === 'string' && key && Number.isInteger(version) ? [{ key, version }] : []
  })
}

/**
 * The rows a selection stands for. Picked rows are read from the list's loaded blocks (a row can only be
 * picked once it is on screen); "all rows of the view" loads the view's blocks, up to BULK_MAX rows.
 */
export async function selectedRows(
  queryClient: QueryClient,
  entity: string,
  view: ListView,
  selection: Selection,
  total: number,
): Promise<Row[]> {
  if (selection.all) {
    const blocks = Math.ceil(Math.min(total, BULK_MAX) / BLOCK_SIZE)
    const pages = await Promise.all(
      Array.from({ length: blocks }, (_, b) => queryClient.fetchQuery(listBlockQuery(entity, view, b))),
    )
    return pages.flatMap((p) => p.items).slice(0, BULK_MAX)
  }
  const byId = new Map<number, Row>()
  const cached = queryClient.getQueriesData<ListResult<Row>>({
    queryKey: entityKeys(entity).listView(listParamsToQuery(view)),
  })
  for (const [, page] of cached)
    for (const row of page?.items ?? []) if (selection.ids.has(row.id)) byId.set(row.id, row)
  return [...selection.ids].flatMap((id) => byId.get(id) ?? [])
}

/** `POST /v1/<entity>/bulk-set`'s answer: besides the changed and refused rows, those that had the value. */
export interface BulkSetResult extends BulkResult {
  unchanged: string[]
  dryRun: boolean
}

/** Sets `field` to `value` on the rows (`dryRun`: the preview, changing nothing). */
export const runBulkSet = (
  entity: string,
  body: { field: string; value: unknown; items: readonly BulkItem[]; dryRun: boolean },
) => requestData<BulkSetResult>(`/v1/${entity}/bulk-set`, { method: 'POST', body, quiet: true })

export const runBulk = (entity: string, action: BulkActionName, items: readonly BulkItem[]) =>
  requestData<BulkResult>(`/v1/${entity}/bulk`, { method: 'POST', body: { action, items }, quiet: true })
