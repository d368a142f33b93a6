import { useState } from 'react'
import { Label } from 'react-aria-components/Label'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { batchIssueMessage } from './sku-batch-messages'
import type { BatchIssue } from './sku-batch-rows'

/** A box to paste spreadsheet rows into; `onAdd` says whether it found rows (then the box empties). */
export function SkuBatchPaste({ onAdd }: { onAdd: (text: string) => boolean }) {
  const [paste, setPaste] = useState('')
  return (
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
        onClick={() => onAdd(paste) && setPaste('')}
      >
        <Trans>Add pasted rows</Trans>
      </button>
    </div>
  )
}

interface SummaryProps {
  /** Grid indexes of the rows typed, of those nothing is known against, and of those with errors. */
  filled: readonly number[]
  valid: readonly number[]
  bad: readonly number[]
  /** The server has checked exactly these rows. */
  serverChecked: boolean
}

/** How many rows, how many valid, how many with errors, and the server's word when it accepted them all. */
export function SkuBatchSummary({ filled, valid, bad, serverChecked }: SummaryProps) {
  const good = valid.length
  return (
    <p className="sku-batch-summary" role="status" aria-live="polite">
      <Plural value={filled.length} one="# row" other="# rows" />
      {' · '}
      <Plural value={good} one="# valid" other="# valid" />
      {' · '}
      <Plural value={bad.length} one="# with errors" other="# with errors" />
      {serverChecked && bad.length === 0 ? (
        <>
          {' · '}
          <Trans>the server accepts every row</Trans>
        </>
      ) : null}
    </p>
  )
}

interface ErrorsProps {
  issues: { k: number; i: BatchIssue }[]
  label: (field: string) => string
  /** Moves to the cell of row `k` that an issue is about. */
  onGo: (k: number, field: string) => void
}

/** The first errors listed by row and column, each a link to its cell. */
export function SkuBatchErrors({ issues, label, onGo }: ErrorsProps) {
  const { t, i18n } = useLingui()
  if (!issues.length) return null
  return (
    <section className="sku-batch-errors" aria-labelledby="batch-errors">
      <h2 id="batch-errors" className="detail-title">
        <Trans>Errors by row and column</Trans>
      </h2>
      <ul>
        {issues.map(({ k, i }) => (
          <li key={`${k}:${i.field}`}>
            <button type="button" className="link-button" onClick={() => onGo(k, i.field)}>
              {t`Row ${k + 1}`}, {label(i.field)}
            </button>
            : {batchIssueMessage(i18n, i)}
          </li>
        ))}
      </ul>
    </section>
  )
}
