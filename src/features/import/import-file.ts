import type { I18n } from '@lingui/core'
import type { ImportSpec } from '@/domain/imports'
import { readXlsx } from '@/domain/xlsx/xlsx-reader'
import { createXlsxWriter, XLSX_CONTENT_TYPE, type XlsxCell } from '@/domain/xlsx/xlsx-writer'
import { csvLine } from '@/domain/csv-line'
import { parseCsv } from './csv-parse'
import { templateHeader } from './import-labels'

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

export type TemplateFormat = 'xlsx' | 'csv'

/** The import's template: one header row of the spec's columns, labelled in the active language. */
export function templateFile(spec: ImportSpec, i18n: I18n, format: TemplateFormat): Blob {
  const header = Object.keys(spec.fields).map((f) => templateHeader(i18n, f))
  if (format === 'csv') return new Blob(['\uFEFF' + csvLine(header)], { type: 'text/csv;charset=utf-8' })
  const chunks: Uint8Array<ArrayBuffer>[] = []
  const writer = createXlsxWriter((c) => chunks.push(new Uint8Array(c)))
  writer.addRows([header])
  writer.end()
  return new Blob(chunks, { type: XLSX_CONTENT_TYPE })
}

/** Saves a generated file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
