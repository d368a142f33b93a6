import { requestData } from '@/api/client'
import { addressRequest } from '@/api/addressing'
import { runtimeConfig } from '@/api/runtime-config'
import { listParamsToQuery } from '@/domain/list-params'
import type { ListView } from '@/api/list-queries'
import type { ColumnDef } from './column'

export interface ExportProgress {
  rows: number
  total: number
  /** `total` is the database's estimate (a large view's count is not waited for). */
  totalEstimated?: boolean
  done: boolean
  failed: boolean
}

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportRequest {
  format: ExportFormat
  view: ListView
  /** Headers, and for an enum column its value labels: the server writes cells as the screen shows them. */
  columns: { field: string; label: string; values?: Record<string, string> }[]
  /** Explicitly selected rows; absent means every row matching the view. */
  ids?: number[]
  /** Cells as stored (codes, UTC instants) for machine use. */
  raw?: boolean
}

/**
 * What the server needs to write a file that reads like the screen: each column's header and, for an enum
 * column, its value labels in the user's language (the labels live in the console's catalogs).
 */
export function exportColumns(columns: ColumnDef[]) {
  return columns.map((c) => ({
    field: c.field,
    label: c.header,
    ...(c.options?.length ? { values: Object.fromEntries(c.options.map((o) => [o.value, o.label])) } : {}),
  }))
}

/** The console's time zone: times in the file read as on screen. */
export const consoleTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * Starts a server-streamed export. The Authorization header never goes into a URL: an authorised POST
 * buys a short-lived, single-use ticket, and the browser downloads `…/export?ticket=` natively, streaming
 * to disk, so 200,000 rows never sit in page memory. Progress is polled with the ticket's separate id.
 */
export async function startExport(
  entity: string,
  req: ExportRequest,
): Promise<{ id: string; total: number; totalEstimated?: boolean }> {
  const { ticket, id, total, totalEstimated } = await requestData<{
    ticket: string
    id: string
    total: number
    totalEstimated?: boolean
  }>(`/v1/${entity}/export/tickets`, {
    method: 'POST',
    body: {
      format: req.format,
      query: listParamsToQuery(req.view),
      columns: req.columns,
      ids: req.ids,
      raw: req.raw ?? false,
      timeZone: consoleTimeZone(),
    },
  })
  const link = document.createElement('a')
  link.href = addressRequest(`/v1/${entity}/export?ticket=${encodeURIComponent(ticket)}`, runtimeConfig()).url
  link.download = ''
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  return { id, total, totalEstimated }
}

export function exportProgress(entity: string, id: string): Promise<ExportProgress> {
  return requestData<ExportProgress>(`/v1/${entity}/export/progress/${encodeURIComponent(id)}`, {
    quiet: true,
  })
}
