import { memo, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { skus } from '@/domain/entities/price-center'
import { requiredOnCreate } from '@/domain/entity'
import { batchIssueMessage } from './sku-batch-messages'
import { BATCH_FIELDS, type BatchField, type BatchIssue, type BatchRow } from './sku-batch-rows'

interface CellHandlers {
  onChange: (k: number, c: number, value: string) => void
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>, k: number, c: number) => void
  onPaste: (e: ClipboardEvent<HTMLInputElement>, k: number, c: number) => void
  onRemove: (k: number) => void
}

interface GridProps extends CellHandlers {
  gridRef: RefObject<HTMLTableElement | null>
  rows: BatchRow[]
  issuesOf: (k: number) => BatchIssue[]
  /** The columns' labels, in the order of BATCH_FIELDS. */
  labels: string[]
}

/** The batch's rows as a grid of inputs, a column per batch field (each cell is `data-cell="row:col"`). */
export function SkuBatchGrid({ gridRef, rows, issuesOf, labels, ...handlers }: GridProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="sku-batch-scroll">
      <table className="sku-batch-grid" ref={gridRef} aria-label={t`SKU rows`}>
        <thead>
          <tr>
            <th scope="col" className="num">
              #
            </th>
            {BATCH_FIELDS.map((f, c) => (
              <th key={f} scope="col">
                {labels[c]}
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
              labels={labels}
              {...handlers}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface GridRowProps extends CellHandlers {
  k: number
  row: BatchRow
  issues: BatchIssue[]
  i18n: I18n
  labels: string[]
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
