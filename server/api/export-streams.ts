import { csvLine } from '@/domain/csv-line'
import { xlsxReadableStream, type XlsxWriteCell } from '@/domain/xlsx/xlsx-writer'
import type { Db } from '../db/client'
import { cellFormatter } from './export-cells'
import { rowBatches, type ExportJob } from './export-rows'

/** Progress written where every process reads it; a failure to write it must not fail the download. */
type Report = () => Promise<void>

/** Header and rows as cell arrays; progress and failures reported after each batch (before the file ends). */
function cellBatches(db: Db, job: ExportJob, report: Report) {
  const next = rowBatches(db, job)
  const cells = cellFormatter(job)
  let headerSent = false
  return async (): Promise<unknown[][] | null> => {
    if (!headerSent) {
      headerSent = true
      return [job.columns.map((c) => c.label)]
    }
    try {
      const rows = await next()
      await report()
      return rows && rows.map(cells)
    } catch (err) {
      job.failed = true
      await report().catch(() => {})
      throw err
    }
  }
}

const cancelled = (job: ExportJob, report: Report) => {
  job.failed = !job.done
  report().catch(() => {})
}

/** The export as CSV text, a batch of lines per pull. */
export function csvStream(db: Db, job: ExportJob, report: Report): ReadableStream<Uint8Array> {
  const enc = new TextEncoder()
  const next = cellBatches(db, job, report)
  let first = true
  return new ReadableStream({
    async pull(controller) {
      const rows = await next()
      if (!rows) return controller.close()
      // BOM: spreadsheet apps then read the UTF-8 (Chinese, Japanese) text correctly.
      controller.enqueue(enc.encode((first ? '\uFEFF' : '') + rows.map(csvLine).join('')))
      first = false
    },
    cancel: () => cancelled(job, report),
  })
}

/** The export as an XLSX workbook of one sheet, written as the batches arrive. */
export function xlsxStream(db: Db, job: ExportJob, report: Report): ReadableStream<Uint8Array> {
  const next = cellBatches(db, job, report)
  return xlsxReadableStream(async () => (await next()) as XlsxWriteCell[][] | null, {
    sheetName: job.entity.name,
    onCancel: () => cancelled(job, report),
  })
}
