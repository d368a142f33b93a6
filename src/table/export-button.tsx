import { useEffect, useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ListView } from '@/api/list-queries'
import type { ColumnDef } from './column'
import {
  exportColumns,
  exportProgress,
  startExport,
  type ExportFormat,
  type ExportProgress,
} from './export-download'
import type { Selection } from './selection'
import { formatCount } from '@/ui/format'
import { currentLanguage } from '@/i18n'
import { formatEstimate } from './list-total'
import { useOnline } from '@/offline/online-status'

type State = { kind: 'idle' } | { kind: 'running'; id: string; progress: ExportProgress } | { kind: 'failed' }

const MAX_SELECTED_IDS = 10_000

/**
 * Export the selected rows, or the whole filtered list, to CSV or XLSX (as on screen, or raw values for
 * machine use); progress in a live region.
 */
export function ExportButton({
  entity,
  view,
  columns,
  selection,
}: {
  entity: string
  view: ListView
  columns: ColumnDef[]
  selection: Selection
}) {
  const { t } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [raw, setRaw] = useState(false)
  const runningId = state.kind === 'running' && !state.progress.done ? state.id : undefined

  useEffect(() => {
    if (!runningId) return
    let alive = true
    const poll = async () => {
      const progress = await exportProgress(entity, runningId).catch(() => undefined)
      if (!alive) return
      if (!progress || progress.failed) return setState({ kind: 'failed' })
      // The progress answer may leave out whether its total is an estimate: the ticket's word then stands.
      setState((s) => {
        const estimated = s.kind === 'running' ? s.progress.totalEstimated : undefined
        return { kind: 'running', id: runningId, progress: { totalEstimated: estimated, ...progress } }
      })
      if (!progress.done) timer = setTimeout(() => void poll(), 400)
    }
    let timer = setTimeout(() => void poll(), 300)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [entity, runningId])

  const ids = selection.all || !selection.ids.size ? undefined : [...selection.ids].slice(0, MAX_SELECTED_IDS)
  const run = async (format: ExportFormat) => {
    try {
      const { id, total, totalEstimated } = await startExport(entity, {
        format,
        view,
        columns: exportColumns(columns),
        ids,
        raw,
      })
      setState({
        kind: 'running',
        id,
        progress: { rows: 0, total, totalEstimated, done: false, failed: false },
      })
    } catch {
      setState({ kind: 'failed' })
    }
  }
  const p = state.kind === 'running' ? state.progress : undefined
  const rows = formatCount(p?.rows ?? 0)
  const total = formatCount(p?.total ?? 0)
  const about = formatEstimate(p?.total ?? 0, currentLanguage())
  return (
    <span className="export">
      <button
        type="button"
        className="btn"
        onClick={() => void run('csv')}
        disabled={!!runningId || !online}
        aria-describedby={online ? undefined : reasonId}
      >
        {ids ? t`Export selected (CSV)` : t`Export CSV`}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => void run('xlsx')}
        disabled={!!runningId || !online}
        aria-describedby={online ? undefined : reasonId}
      >
        {ids ? t`Export selected (XLSX)` : t`Export XLSX`}
      </button>
      {!online && (
        <span id={reasonId} className="offline-reason">
          {t`Unavailable offline: reconnect to export.`}
        </span>
      )}
      <label className="export-raw">
        <input type="checkbox" checked={raw} onChange={(e) => setRaw(e.target.checked)} />
        <Trans>Raw values</Trans>
      </label>
      <span role="status" aria-live="polite" className="export-status">
        {p &&
          !p.done &&
          (p.totalEstimated ? (
            <Trans>
              Exporting… {rows} of about {about} rows
            </Trans>
          ) : (
            <Trans>
              Exporting… {rows} of {total} rows
            </Trans>
          ))}
        {p?.done && <Trans>Exported {rows} rows</Trans>}
        {state.kind === 'failed' && (
          <span className="error-text">
            <Trans>Export failed. Try again.</Trans>
          </span>
        )}
      </span>
      {p && !p.done && (
        <progress
          className="export-progress"
          max={p.total || 1}
          value={p.rows}
          aria-label={t`Export progress`}
        />
      )}
    </span>
  )
}
