import { readXlsx } from '@/domain/xlsx/xlsx-reader'
import type { XlsxCell } from '@/domain/xlsx/xlsx-writer'
import { parseCsv } from '@/domain/csv-parse'

/** An XLSX (by its zip signature, whatever the name says) or a CSV in UTF-8, or GB18030 as Excel saves it in zh. */
export async function readImportFile(file: Blob): Promise<XlsxCell[][]> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsx(bytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('gb18030').decode(bytes)
  }
  return parseCsv(text)
}

/** The file unreadable as CSV or XLSX. */
export class UnreadableFileError extends Error {}

/** readImportFile in a worker where the browser has one (the page stays responsive), else on the page. */
export function readImportFileOffThread(file: Blob): Promise<XlsxCell[][]> {
  if (typeof Worker === 'undefined') return readImportFile(file)
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<{ rows?: XlsxCell[][]; unreadable?: boolean }>) => {
      worker.terminate()
      if (e.data.rows) resolve(e.data.rows)
      else reject(e.data.unreadable ? new UnreadableFileError() : new Error('read failed'))
    }
    worker.onerror = () => {
      worker.terminate()
      resolve(readImportFile(file))
    }
    worker.postMessage(file)
  })
}
