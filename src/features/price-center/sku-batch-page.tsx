import './sku-batch.css'
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCan } from '@/auth/use-can'
import { skus } from '@/domain/entities/price-center'
import { useDraft } from '@/offline/drafts'
import { useOnline } from '@/offline/online-status'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { useTitleFor } from '@/ui/titles'
import type { ScreenProps } from '@/screens/screen-props'
import { INITIAL_ROWS, pastedAt, pastedAtEnd, withCell, withoutRow, withRowAfter } from './sku-batch-edits'
import { SkuBatchGrid } from './sku-batch-grid'
import { SkuBatchErrors, SkuBatchPaste, SkuBatchSummary } from './sku-batch-notes'
import { BATCH_FIELDS, mapPasted, parsePasted, type BatchField, type BatchRow } from './sku-batch-rows'
import { useBatchSubmit } from './use-batch-submit'
import { useCellReaders } from './use-cell-readers'

const DRAFT = 'skuBatchAdd'

const labelOf = (i18n: I18n, binding: EntityBinding, f: string) => {
  const d = binding.labels[f]
  return d ? i18n._(d) : f
}

/**
 * Batch add SKUs: rows pasted from a spreadsheet (tab-separated, an optional header row of field names or
 * labels) or typed into the grid. Every row is checked as the SKU form checks it before anything is sent,
 * then by the server (a dry run); errors show in their cell. The whole batch is created in one transaction,
 * or explicitly only the valid rows. What is typed is kept as a draft until it is created.
 */
export function SkuBatchPage({ screen, binding }: ScreenProps) {
  const { t, i18n } = useLingui()
  const title = useTitleFor()(screen.path)
  const online = useOnline()
  const can = useCan()
  const { value: rows, setValue: setRows, restored, discard } = useDraft<BatchRow[]>(DRAFT, INITIAL_ROWS)
  // Said only when the draft held something typed (clearing leaves an empty grid behind as the draft).
  const [restoredRows] = useState(() => restored && rows.some((r) => r.some((c) => c.trim())))
  const gridRef = useRef<HTMLTableElement>(null)
  const mayAdd = can(`${skus.resource}:add`)

  const readers = useCellReaders(rows)
  const batch = useBatchSubmit({ rows, setRows, discard, readers })
  const { issuesOf, filled, bad, clientValid, valid, busy } = batch

  const label = (f: string) => labelOf(i18n, binding, f)
  /** A column's name in every language (a pasted header may be in any), or the active one and English. */
  const labelsOf = (f: string) => {
    const d = binding.labels[f]
    if (!d) return [f]
    return readers.vocabulary ? readers.vocabulary.inEveryLanguage(d) : [i18n._(d), d.message ?? f]
  }
  /** Columns of an exported SKU list that a batch does not fill (its type, bundle contents). */
  const otherColumns = Object.keys(skus.fields)
    .filter((f) => !BATCH_FIELDS.includes(f as BatchField))
    .flatMap((f) => [f, ...labelsOf(f)])

  const update = (k: number, c: number, value: string) => setRows((prev) => withCell(prev, k, c, value))

  const focusCell = (k: number, c: number) =>
    requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLInputElement>(`[data-cell="${k}:${c}"]`)?.focus(),
    )

  const addRow = (after: number) => {
    setRows((prev) => withRowAfter(prev, after))
    focusCell(after + 1, 0)
  }
  const removeRow = (k: number) => {
    setRows((prev) => withoutRow(prev, k))
    batch.forgetVerdicts()
    focusCell(Math.max(0, k - 1), 0)
  }

  /** Arrows move between cells (left/right at the text's edge), Enter goes down and adds a row at the end. */
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, k: number, c: number) => {
    const el = e.currentTarget
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0
    const atEnd = el.selectionStart === el.value.length
    if (e.key === 'ArrowUp' && k > 0) focusCell(k - 1, c)
    else if (e.key === 'ArrowDown' && k < rows.length - 1) focusCell(k + 1, c)
    else if (e.key === 'ArrowLeft' && atStart && c > 0) focusCell(k, c - 1)
    else if (e.key === 'ArrowRight' && atEnd && c < BATCH_FIELDS.length - 1) focusCell(k, c + 1)
    else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      if (k === rows.length - 1) addRow(k)
      else focusCell(k + 1, c)
    } else return
    e.preventDefault()
  }

  /** Pasted rows replace the grid's trailing empty rows and are appended; a header row orders the columns. */
  const addPasted = (text: string, at?: { row: number; col: number }) => {
    const parsed = parsePasted(text)
    if (!parsed.length) return false
    const { rows: pasted } = mapPasted(parsed, labelsOf, otherColumns)
    setRows((prev) => (at ? pastedAt(prev, parsed, at) : pastedAtEnd(prev, pasted)))
    return true
  }

  const onCellPaste = (e: ClipboardEvent<HTMLInputElement>, k: number, c: number) => {
    const text = e.clipboardData.getData('text/plain')
    if (!/[\t\n]/.test(text.trim())) return
    e.preventDefault()
    addPasted(text, { row: k, col: c })
  }

  const writable = online && mayAdd && !busy
  const firstIssues = bad.slice(0, 30).flatMap((k) => issuesOf(k).map((i) => ({ k, i })))
  return (
    <section className="page sku-batch" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <p className="muted">
        <Trans>
          Paste rows copied from a spreadsheet, or type them below. Columns, in this order unless the first
          row names them:
        </Trans>{' '}
        {BATCH_FIELDS.map(label).join(' · ')}.{' '}
        <Trans>A row whose SKU code is left empty gets the next code when it is created.</Trans>
      </p>
      {restoredRows && (
        <p className="form-notice" role="status">
          <Trans>Your unsent rows from last time were restored.</Trans>
        </p>
      )}
      <SkuBatchPaste onAdd={(text) => addPasted(text)} />
      <SkuBatchSummary filled={filled} valid={valid} bad={bad} serverChecked={batch.checkedRows === rows} />
      <SkuBatchErrors
        issues={firstIssues}
        label={label}
        onGo={(k, field) => focusCell(k, Math.max(0, BATCH_FIELDS.indexOf(field as BatchField)))}
      />
      <SkuBatchGrid
        gridRef={gridRef}
        rows={rows}
        issuesOf={issuesOf}
        labels={BATCH_FIELDS.map(label)}
        onChange={update}
        onKeyDown={onKeyDown}
        onPaste={onCellPaste}
        onRemove={removeRow}
      />
      <div className="form-actions sku-batch-actions">
        <button type="button" className="btn" onClick={() => addRow(rows.length - 1)}>
          <Trans>Add row</Trans>
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            discard()
            batch.forgetVerdicts()
          }}
          disabled={!!busy}
        >
          <Trans>Clear all</Trans>
        </button>
        <span className="toolbar-spacer" />
        <button
          type="button"
          className="btn"
          disabled={!writable || clientValid.length === 0}
          onClick={() => void batch.checkOnServer()}
        >
          {busy === 'check' ? <Trans>Checking…</Trans> : <Trans>Check with the server</Trans>}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!writable || valid.length === 0 || bad.length === 0}
          onClick={() => void batch.createValid()}
        >
          <Trans>Create only the {valid.length} valid rows</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!writable || filled.length === 0 || bad.length > 0}
          onClick={() => void batch.createAll()}
          title={online ? undefined : t`Not available offline`}
        >
          {busy === 'all' ? <Trans>Creating…</Trans> : <Trans>Create all {filled.length} SKUs</Trans>}
        </button>
      </div>
    </section>
  )
}
