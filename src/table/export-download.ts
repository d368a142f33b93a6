import { requestData } from '@/api/client'
import { addressRequest } from '@/api/addressing'
import { runtimeConfig } from '@/api/runtime-config'
import { listParamsToQuery } from '@/domain/list-params'
import type { ListView } from '@/api/list-queries'

export interface ExportProgress {
  rows: number
  total: number
  done: boolean
  failed: boolean
}

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportRequest {
  format: ExportFormat
  view: ListView
  columns: { field: string; label: string }[]
  /** Explicitly selected rows; absent means every row matching the view. */
  ids?: number[]
}

/**
 * Starts a server-streamed export. The Authorization header never goes into a URL: an authorised POST
 * buys a short-lived, single-use ticket, and the browser downloads `…/export?ticket=` natively, streaming
 * to disk, so 200,000 rows never sit in page memory. Progress is polled with the ticket's separate id.
 */
export async function startExport(
  entity: string,
  req: ExportRequest,
): Promise<{ id: string; total: number }> {
  const { ticket, id, total } = await requestData<{ ticket: string; id: string; total: number }>(
    `/v1/${entity}/export/tickets`,
    {
      method: 'POST',
      body: { format: req.format, query: listParamsToQuery(req.view), columns: req.columns, ids: req.ids },
    },
  )
  const link = document.createElement('a')
  link.href = addressRequest(`/v1/${entity}/export?ticket=${encodeURIComponent(ticket)}`, runtimeConfig()).url
  link.download = ''
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  return { id, total }
}

export function exportProgress(entity: string, id: string): Promise<ExportProgress> {
  return requestData<ExportProgress>(`/v1/${entity}/export/progress/${encodeURIComponent(id)}`, {
    quiet: true,
  })
}
