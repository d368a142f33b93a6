import { useCallback, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import type { ImportSpec } from '@/domain/imports'
import { entities } from '@/domain/registry'
import { XlsxFormatError } from '@/domain/xlsx/xlsx-reader'
import { referenceReader } from '@/forms/reference-names'
import { loadPasteVocabulary, type PasteVocabulary } from '@/resources/paste-vocabulary'
import type { XlsxCell } from '@/domain/xlsx/xlsx-writer'
import { checkRows, mapHeader, type CheckedRow, type ImportIssue } from './check-rows'
import { readImportFileOffThread, UnreadableFileError } from './read-import-file'
import { headerLabels, ignoredHeaders } from './import-labels'
import { uploadRows } from './upload-rows'
import { nextTask } from '@/ui/next-task'

export type ImportPhase = 'parsing' | 'validating' | 'checking' | 'uploading'

export type ImportState =
  | { kind: 'idle' }
  | { kind: 'busy'; phase: ImportPhase; fileName: string; done: number; total: number }
  | { kind: 'review'; fileName: string; rows: CheckedRow[]; fileIssues: ImportIssue[] }
  | { kind: 'done'; fileName: string; imported: number; skipped: number }
  | { kind: 'failed'; fileName: string; reason: 'unreadable' | 'network' | 'partial'; imported: number }

const withFile = (spec: ImportSpec, extra: Record<string, unknown> | undefined, fileName: string) =>
  spec.sendsFileName ? { ...extra, fileName: fileName.slice(0, 200) } : extra

/** The text cells of the file's reference columns, by the entity they name (looked up by key or name). */
function referenceCells(
  spec: ImportSpec,
  table: readonly (readonly XlsxCell[])[],
  labelsOf: (field: string) => readonly string[],
  ignored: readonly string[],
) {
  const [header = [], ...body] = table
  const { columns } = mapHeader(spec, header, labelsOf, ignored)
  const cells = new Map<string, string[]>()
  columns.forEach((f, c) => {
    const target = f ? spec.fields[f]?.references : undefined
    if (!target || spec.fields[f!]?.many) return
    const list = cells.get(target) ?? []
    for (const row of body) if (typeof row[c] === 'string') list.push(row[c] as string)
    cells.set(target, list)
  })
  return cells
}

/**
 * The import flow: read the file, check every row on the console with the shared schema, let the server
 * check the rows that passed (a dry run, nothing written), then import everything or, when the user asks,
 * only the valid rows. Whatever was sent (all, some or, when the answer was lost, perhaps none), the imported
 * entity is read again afterwards.
 */
export function useImport(spec: ImportSpec, extra?: Record<string, unknown>) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const imported = useCallback(
    () => void afterWrite(queryClient, { entity: entities[spec.entity], kind: 'action', action: 'import' }),
    [queryClient, spec.entity],
  )
  const [state, setState] = useState<ImportState>({ kind: 'idle' })
  const abort = useRef<AbortController | undefined>(undefined)

  const load = useCallback(
    async (file: File) => {
      abort.current?.abort()
      const ctl = (abort.current = new AbortController())
      const fileName = file.name
      const busy = (phase: ImportPhase, done = 0, total = 0) =>
        !ctl.signal.aborted && setState({ kind: 'busy', phase, fileName, done, total })
      try {
        busy('parsing')
        const table = await readImportFileOffThread(file)
        busy('validating', 0, Math.max(0, table.length - 1))
        // Cells may carry what the console shows: labels in any language, records' names.
        const vocabulary: PasteVocabulary | undefined = await loadPasteVocabulary().catch(() => undefined)
        const labelsOf = (f: string) => headerLabels(i18n, f, vocabulary)
        const ignored = ignoredHeaders(spec, vocabulary)
        const reference = await referenceReader(queryClient, referenceCells(spec, table, labelsOf, ignored))
        const checked = await checkRows(spec, table, labelsOf, {
          onProgress: (done, total) => busy('validating', done, total),
          pause: nextTask,
          readers: { vocabulary, reference },
          ignored,
        })
        const passed = checked.rows.filter((r) => !r.issues.length)
        if (!checked.fileIssues.length && passed.length) {
          busy('checking', 0, passed.length)
          const server = await uploadRows(spec, passed, {
            extra: withFile(spec, extra, fileName),
            dryRun: true,
            signal: ctl.signal,
            onProgress: (done, total) => busy('checking', done, total),
          })
          const byRow = new Map(checked.rows.map((r) => [r.row, r]))
          for (const issue of server.issues) {
            const row = byRow.get(issue.row)
            if (row) row.issues.push(issue)
            else if (!checked.fileIssues.some((i) => i.field === issue.field && i.detail === issue.detail))
              checked.fileIssues.push(issue)
          }
        }
        if (!ctl.signal.aborted) setState({ kind: 'review', fileName, ...checked })
      } catch (err) {
        if (ctl.signal.aborted) return
        const unreadable =
          err instanceof UnreadableFileError || err instanceof XlsxFormatError || err instanceof RangeError
        setState({ kind: 'failed', fileName, reason: unreadable ? 'unreadable' : 'network', imported: 0 })
      }
    },
    [spec, extra, i18n, queryClient],
  )

  const run = useCallback(async () => {
    if (state.kind !== 'review') return
    const { fileName, rows } = state
    const valid = rows.filter((r) => !r.issues.length)
    const ctl = (abort.current = new AbortController())
    setState({ kind: 'busy', phase: 'uploading', fileName, done: 0, total: valid.length })
    try {
      const result = await uploadRows(spec, valid, {
        extra: withFile(spec, extra, fileName),
        dryRun: false,
        signal: ctl.signal,
        onProgress: (done, total) => setState({ kind: 'busy', phase: 'uploading', fileName, done, total }),
      })
      imported()
      if (result.issues.length)
        setState({ kind: 'failed', fileName, reason: 'partial', imported: result.imported })
      else
        setState({ kind: 'done', fileName, imported: result.imported, skipped: rows.length - valid.length })
    } catch {
      imported()
      setState({ kind: 'failed', fileName, reason: 'network', imported: 0 })
    }
  }, [state, spec, extra, imported])

  const reset = useCallback(() => {
    abort.current?.abort()
    setState({ kind: 'idle' })
  }, [])

  return { state, load, run, reset }
}
