import { ApiError, requestData } from '@/api/client'
import type { ImportSpec } from '@/domain/imports'
import type { CheckedRow, ImportIssue } from './check-rows'

interface ImportAnswer {
  valid: number
  imported: number
  batchNo?: string
}

export interface UploadOptions {
  /** Fields every request carries besides the rows (the agent platform and file name). */
  extra?: Record<string, unknown>
  dryRun: boolean
  onProgress: (done: number, total: number) => void
  signal?: AbortSignal
}

/** The server's issues of one request as the file's rows and columns (`rows.3.orderNo` → that row). */
export function serverIssues(err: unknown, batch: readonly CheckedRow[]): ImportIssue[] | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined
  if (!err.issues.length) return [{ row: 0, field: null, code: 'server', detail: err.message }]
  return err.issues.map((i) => {
    const [, index, field] = /^rows\.(\d+)\.?(\w*)/.exec(i.field) ?? []
    const row = index === undefined ? undefined : batch[Number(index)]
    const reference = i.reference && { reference: i.reference }
    return row
      ? { row: row.row, field: field || null, code: 'server', detail: i.message, ...reference }
      : { row: 0, field: i.field, code: 'server', detail: i.message, ...reference }
  })
}

/**
 * Sends the rows in the server's batch size. A dry run lets the server check every row without writing and
 * collects its per-row issues; a real run stops at the first refusal and says how many rows were written.
 */
export async function uploadRows(
  spec: ImportSpec,
  rows: readonly CheckedRow[],
  opts: UploadOptions,
): Promise<{ issues: ImportIssue[]; imported: number }> {
  const issues: ImportIssue[] = []
  let imported = 0
  let batchNo: string | undefined
  for (let start = 0; start < rows.length; start += spec.batchRows) {
    const batch = rows.slice(start, start + spec.batchRows)
    try {
      const answer = await requestData<ImportAnswer>(`/v1/${spec.entity}/import`, {
        method: 'POST',
        quiet: true,
        signal: opts.signal,
        body: {
          ...opts.extra,
          ...(batchNo ? { batchNo } : {}),
          rows: batch.map((r) => r.values),
          ...(opts.dryRun ? { dryRun: true } : {}),
        },
      })
      imported += answer.imported
      batchNo = answer.batchNo ?? batchNo
    } catch (err) {
      const refused = serverIssues(err, batch)
      if (!refused) throw err
      issues.push(...refused)
      if (!opts.dryRun) break
    }
    opts.onProgress(Math.min(rows.length, start + batch.length), rows.length)
  }
  return { issues, imported }
}
