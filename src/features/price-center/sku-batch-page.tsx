import './sku-batch.css'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Label, TextArea, TextField } from 'react-aria-components'
import type { I18n } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import { useCan } from '@/auth/use-can'
import { skus } from '@/domain/entities/price-center'
import { requiredOnCreate } from '@/domain/entity'
import { listOf } from '@/domain/screens'
import { referenceReader } from '@/forms/reference-names'
import { useDebounced } from '@/forms/reference-queries'
import { useDraft } from '@/offline/drafts'
import { useOnline } from '@/offline/online-status'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { loadPasteVocabulary, type CellReaders, type PasteVocabulary } from '@/resources/paste-vocabulary'
import { showToast } from '@/ui/toast-store'
import { useTitleFor } from '@/ui/titles'
import type { ScreenProps } from '@/screens/screen-props'
import { batchIssueMessage } from './sku-batch-messages'
import {
  BATCH_FIELDS,
  checkBatch,
  emptyRow,
  mapPasted,
  parsePasted,
  serverRowIssues,
  type BatchField,
  type BatchIssue,
  type BatchRow,
  type ServerRowIssue,
} from './sku-batch-rows'

const DRAFT = 'skuBatchAdd'
const INITIAL: BatchRow[] = [emptyRow()]

interface BatchAnswer {
  created: string[]
  refused: { row: number; issues: ServerRowIssue[] }[]
}

/** The server's word on a row, valid while the row still stands for the body that was sent. */
interface ServerVerdict {
  sent: string
  issues: BatchIssue[]
}

const bodyText = (body: Record<string, unknown> | undefined) => JSON.stringify(body ?? {})

const labelOf = (i18n: I18n, binding: EntityBinding, f: string) => {
  const d = binding.labels[f]
  return d ? i18n._(d) : f
}

/** Batch columns that name other records, by the entity they name. */
const REFERENCE_COLUMNS = BATCH_FIELDS.flatMap((f, c) => {
  const target = skus.fields[f].references
  return target ? [{ target, c }] : []
})

/**
 * What reads the grid's cells as the console shows them: enum labels in every language (loaded once), and
 * the names in reference columns (looked up whenever the set of names changes). Until they are known the
 * cells read as typed.
 */
function useCellReaders(rows: readonly BatchRow[]): CellReaders {
  const queryClient = useQueryClient()
  const [vocabulary, setVocabulary] = useState<PasteVocabulary>()
  const [reference, setReference] = useState<CellReaders['reference']>()
  useEffect(() => {
    let live = true
    void loadPasteVocabulary().then(
      (v) => live && setVocabulary(() => v),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  const named = REFERENCE_COLUMNS.map(
    ({ target, c }) =>
      [target, [...new Set(rows.map((r) => r[c]?.trim() ?? '').filter(Boolean))].sort()] as const,
  )
  // Looked up once typing in the grid pauses, not for every keystroke of a name.
  const namedKey = useDebounced(JSON.stringify(named), 300)
  useEffect(() => {
    let live = true
    const cells = new Map<string, string[]>(JSON.parse(namedKey) as [string, string[]][])
    // With no names left the last reader stays: it is asked only about cells that are there.
    if ([...cells.values()].some((c) => c.length))
      void referenceReader(queryClient, cells).then((read) => live && setReference(() => read))
    return () => {
      live = false
    }
  }, [namedKey, queryClient])
  return useMemo(() => ({ vocabulary, reference }), [vocabulary, reference])
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
  const router = useRouter()
  const queryClient = useQueryClient()
  const { value: rows, setValue: setRows, restored, discard } = useDraft<BatchRow[]>(DRAFT, INITIAL)
  // Said only when the draft held something typed (clearing leaves an empty grid behind as the draft).
  const [restoredRows] = useState(() => restored && rows.some((r) => r.some((c) => c.trim())))
  const [paste, setPaste] = useState('')
  const [verdicts, setVerdicts] = useState<Map<number, ServerVerdict>>(new Map())
  const [busy, setBusy] = useState<'check' | 'all' | 'valid'>()
  /** The rows the server last checked (the "accepts every row" note holds only for them). */
  const [checkedRows, setCheckedRows] = useState<BatchRow[]>()
  const gridRef = useRef<HTMLTableElement>(null)
  const mayAdd = can(`${skus.resource}:add`)

  const readers = useCellReaders(rows)
  const checks = useMemo(() => checkBatch(rows, readers), [rows, readers])
  /** Client issues first; the server's where the row is unchanged since it answered. */
  const issuesOf = useCallback(
    (k: number): BatchIssue[] => {
      const own = checks[k]?.issues ?? []
      if (own.length) return own
      const v = verdicts.get(k)
      return v && v.sent === bodyText(checks[k]?.body) ? v.issues : []
    },
    [checks, verdicts],
  )
  const filled = checks.flatMap((c, k) => (c.blank ? [] : [k]))
  const bad = filled.filter((k) => issuesOf(k).length > 0)
  /** Rows the console finds nothing wrong with (the server may still refuse them). */
  const clientValid = filled.filter((k) => !checks[k]!.issues.length)
  /** Rows nothing is known against, by the console or the server: what the summary and buttons count. */
  const valid = filled.filter((k) => !issuesOf(k).length)
  const good = valid.length

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

  const update = (k: number, c: number, value: string) =>
    setRows((prev) => prev.map((r, i) => (i === k ? r.map((v, j) => (j === c ? value : v)) : r)))

  const focusCell = (k: number, c: number) =>
    requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLInputElement>(`[data-cell="${k}:${c}"]`)?.focus(),
    )

  const addRow = (after: number) => {
    setRows((prev) => [...prev.slice(0, after + 1), emptyRow(), ...prev.slice(after + 1)])
    focusCell(after + 1, 0)
  }
  const removeRow = (k: number) => {
    setRows((prev) => (prev.length > 1 ? prev.filter((_, i) => i !== k) : [emptyRow()]))
    setVerdicts(new Map())
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
    setRows((prev) => {
      if (at) {
        // Pasting into a cell fills the grid from that cell, as a spreadsheet does.
        const next = prev.map((r) => [...r])
        parsed.forEach((cells, i) => {
          const k = at.row + i
          while (next.length <= k) next.push(emptyRow())
          cells.forEach((v, j) => {
            if (at.col + j < BATCH_FIELDS.length) next[k]![at.col + j] = v
          })
        })
        return next
      }
      let end = prev.length
      while (end > 0 && prev[end - 1]!.every((v) => !v.trim())) end--
      return [...prev.slice(0, end), ...pasted]
    })
    return true
  }

  const onCellPaste = (e: React.ClipboardEvent<HTMLInputElement>, k: number, c: number) => {
    const text = e.clipboardData.getData('text/plain')
    if (!/[\t\n]/.test(text.trim())) return
    e.preventDefault()
    addPasted(text, { row: k, col: c })
  }

  /** Sends rows (grid indexes) to the batch endpoint; the refused rows' issues land in their cells. */
  const send = async (indexes: number[], mode: 'all' | 'valid', dryRun: boolean) => {
    const bodies = indexes.map((k) => checks[k]!.body)
    let answer: BatchAnswer
    try {
      answer = await requestData<BatchAnswer>('/v1/skus/batch', {
        method: 'POST',
        quiet: true,
        body: { rows: bodies, mode, ...(dryRun ? { dryRun: true } : {}) },
      })
    } catch (e) {
      const refused =
        (e instanceof ApiError && (e.data as { rows?: BatchAnswer['refused'] } | null)?.rows) || undefined
      if (!refused) throw e
      answer = { created: [], refused }
    }
    const fresh = new Map<number, ServerVerdict>()
    for (const r of answer.refused) {
      const k = indexes[r.row]
      if (k === undefined) continue
      fresh.set(k, { sent: bodyText(checks[k]!.body), issues: serverRowIssues(r.issues, checks[k]!.body) })
    }
    // The sent rows get the server's new word; rows not sent keep what it said of them before.
    const sent = new Set(indexes)
    setVerdicts((prev) => new Map([...[...prev].filter(([k]) => !sent.has(k)), ...fresh]))
    return { answer, refusedRows: new Set(answer.refused.map((r) => indexes[r.row])) }
  }

  const fail = (e: unknown) => {
    const words = e instanceof Error ? e.message : String(e)
    showToast({ tone: 'error', message: t`The rows could not be sent: ${words}` })
  }

  const checkOnServer = async () => {
    setBusy('check')
    try {
      await send(clientValid, 'valid', true)
      setCheckedRows(rows)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }

  const created = (codes: readonly string[]) => {
    void afterWrite(queryClient, { entity: skus, kind: 'bulk', action: 'add' })
    const n = codes.length
    // The codes given to rows left without one are only known now: name the first few.
    const named = codes.slice(0, 5).join(', ') + (n > 5 ? ', …' : '')
    showToast({ tone: 'success', message: t`${n} SKUs were created: ${named}.` })
  }

  const createAll = async () => {
    setBusy('all')
    try {
      const { answer } = await send(filled, 'all', false)
      if (answer.refused.length) {
        const n = answer.refused.length
        showToast({ tone: 'error', message: t`Nothing was created: ${n} rows were refused.` })
        return
      }
      created(answer.created)
      discard()
      setVerdicts(new Map())
      const list = listOf(skus.name, { type: 'regular' })
      if (list) void router.navigate({ href: list.path })
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }

  const createValid = async () => {
    setBusy('valid')
    try {
      const { answer, refusedRows } = await send(valid, 'valid', false)
      const done = new Set(valid.filter((k) => !refusedRows.has(k)))
      created(answer.created)
      // Created rows leave the grid; refused and unchecked rows stay with their errors.
      const keep = rows.map((_, k) => k).filter((k) => !done.has(k))
      setVerdicts((v) => new Map(keep.flatMap((k, i) => (v.has(k) ? [[i, v.get(k)!]] : []))))
      setRows(keep.length ? keep.map((k) => rows[k]!) : INITIAL)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
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
      <div className="sku-batch-paste">
        <TextField value={paste} onChange={setPaste} className="field field-text">
          <Label>
            <Trans>Paste rows (tab-separated)</Trans>
          </Label>
          <TextArea className="input" rows={3} />
        </TextField>
        <button
          type="button"
          className="btn"
          disabled={!paste.trim()}
          onClick={() => addPasted(paste) && setPaste('')}
        >
          <Trans>Add pasted rows</Trans>
        </button>
      </div>

      <p className="sku-batch-summary" role="status" aria-live="polite">
        <Plural value={filled.length} one="# row" other="# rows" />
        {' · '}
        <Plural value={good} one="# valid" other="# valid" />
        {' · '}
        <Plural value={bad.length} one="# with errors" other="# with errors" />
        {checkedRows === rows && bad.length === 0 ? (
          <>
            {' · '}
            <Trans>the server accepts every row</Trans>
          </>
        ) : null}
      </p>

      {firstIssues.length > 0 && (
        <section className="sku-batch-errors" aria-labelledby="batch-errors">
          <h2 id="batch-errors" className="detail-title">
            <Trans>Errors by row and column</Trans>
          </h2>
          <ul>
            {firstIssues.map(({ k, i }) => (
              <li key={`${k}:${i.field}`}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => focusCell(k, Math.max(0, BATCH_FIELDS.indexOf(i.field as BatchField)))}
                >
                  {t`Row ${k + 1}`}, {label(i.field)}
                </button>
                : {batchIssueMessage(i18n, i)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="sku-batch-scroll">
        <table className="sku-batch-grid" ref={gridRef} aria-label={t`SKU rows`}>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              {BATCH_FIELDS.map((f) => (
                <th key={f} scope="col">
                  {label(f)}
                  {requiredOnCreate(skus, f) && <span aria-hidden="true"> *</span>}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t`Remove`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, k) => (
              <BatchGridRow
                key={k}
                k={k}
                row={row}
                issues={issuesOf(k)}
                i18n={i18n}
                labels={BATCH_FIELDS.map(label)}
                onChange={update}
                onKeyDown={onKeyDown}
                onPaste={onCellPaste}
                onRemove={removeRow}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="form-actions sku-batch-actions">
        <button type="button" className="btn" onClick={() => addRow(rows.length - 1)}>
          <Trans>Add row</Trans>
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            discard()
            setVerdicts(new Map())
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
          onClick={() => void checkOnServer()}
        >
          {busy === 'check' ? <Trans>Checking…</Trans> : <Trans>Check with the server</Trans>}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!writable || valid.length === 0 || bad.length === 0}
          onClick={() => void createValid()}
        >
          <Trans>Create only the {valid.length} valid rows</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!writable || filled.length === 0 || bad.length > 0}
          onClick={() => void createAll()}
          title={online ? undefined : t`Not available offline`}
        >
          {busy === 'all' ? <Trans>Creating…</Trans> : <Trans>Create all {filled.length} SKUs</Trans>}
        </button>
      </div>
    </section>
  )
}

interface GridRowProps {
  k: number
  row: BatchRow
  issues: BatchIssue[]
  i18n: I18n
  labels: string[]
  onChange: (k: number, c: number, value: string) => void
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>, k: number, c: number) => void
  onPaste: (e: React.ClipboardEvent<HTMLInputElement>, k: number, c: number) => void
  onRemove: (k: number) => void
}

/** One row of inputs; an invalid cell says why under its input. */
const BatchGridRow = memo(function BatchGridRow(p: GridRowProps) {
  const { t } = useLingui()
  const byField = new Map(p.issues.map((i) => [i.field, i]))
  const rowIssue = p.issues.find((i) => !BATCH_FIELDS.includes(i.field as BatchField))
  return (
    <tr className={p.issues.length ? 'sku-batch-bad' : undefined}>
      <th scope="row" className="num">
        {p.k + 1}
      </th>
      {BATCH_FIELDS.map((f, c) => {
        const issue = byField.get(f) ?? (c === 0 ? rowIssue : undefined)
        const errId = `batch-err-${p.k}-${c}`
        return (
          <td key={f}>
            <input
              className="input"
              data-cell={`${p.k}:${c}`}
              value={p.row[c] ?? ''}
              aria-label={t`Row ${p.k + 1}, ${p.labels[c]}`}
              aria-invalid={issue ? true : undefined}
              aria-describedby={issue ? errId : undefined}
              onChange={(e) => p.onChange(p.k, c, e.target.value)}
              onKeyDown={(e) => p.onKeyDown(e, p.k, c)}
              onPaste={(e) => p.onPaste(e, p.k, c)}
            />
            {issue && (
              <span id={errId} className="field-error">
                {batchIssueMessage(p.i18n, issue)}
              </span>
            )}
          </td>
        )
      })}
      <td>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t`Remove row ${p.k + 1}`}
          onClick={() => p.onRemove(p.k)}
        >
          ×
        </button>
      </td>
    </tr>
  )
})
