import type { I18n } from '@lingui/core'
import type { ImportSpec } from '@/domain/imports'
import { createXlsxWriter, XLSX_CONTENT_TYPE } from '@/domain/xlsx/xlsx-writer'
import { csvLine } from '@/domain/csv-line'
import { templateHeader } from './import-labels'

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
