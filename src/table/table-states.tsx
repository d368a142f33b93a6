import { Trans, useLingui } from '@lingui/react/macro'
import type { SortSpec } from '@/domain/entity'
import { formatDateTime } from '@/ui/format'
import type { ColumnDef } from './column'
import { formatCount } from '@/ui/format'
import { currentLanguage } from '@/i18n'
import { formatEstimate } from './list-total'

export function TableError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="table-state" role="alert">
      <p>
        <Trans>The list could not be loaded.</Trans>
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  )
}

export function TableEmpty({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="table-state" role="row">
      <div role="gridcell">
        <p>
          <Trans>No records match.</Trans>
        </p>
        <button type="button" className="btn" onClick={onClearFilters}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </div>
  )
}

interface TableStatusProps {
  loading: boolean
  count: number
  /** `count` is an estimate ("about 3.2 million"); `counting`: the exact count is on its way. */
  estimated: boolean
  counting: boolean
  sort: SortSpec[]
  columns: ColumnDef[]
  updatedAt: number
  fetching: boolean
  error: boolean
  onRefresh: () => void
}

/** Footer: the live row count and sort state (announced), when the data was read, refresh. */
export function TableStatus(p: TableStatusProps) {
  const { t } = useLingui()
  const header = (field: string) => p.columns.find((c) => c.field === field)?.header ?? field
  const sortText = p.sort
    .map((s) => (s.desc ? t`${header(s.field)} descending` : t`${header(s.field)} ascending`))
    .join(', ')
  const rows = formatCount(p.count)
  const about = formatEstimate(p.count, currentLanguage())
  return (
    <div className="table-footer">
      <span role="status" aria-live="polite" aria-atomic="true">
        {p.loading ? (
          <Trans>Loading…</Trans>
        ) : p.estimated ? (
          <Trans>About {about} rows</Trans>
        ) : (
          <Trans>{rows} rows</Trans>
        )}
        {!p.loading && p.counting && (
          <span className="muted">
            {' · '}
            <Trans>counting…</Trans>
          </span>
        )}
        {sortText && (
          <span className="muted">
            {' · '}
            <Trans>Sorted by {sortText}</Trans>
          </span>
        )}
      </span>
      <span className="table-footer-end">
        {p.error && (
          <span role="alert" className="error-text">
            <Trans>Some rows could not be loaded.</Trans>
          </span>
        )}
        {Number.isFinite(p.updatedAt) && p.updatedAt > 0 && (
          <span>
            <Trans>Data as of {formatDateTime(new Date(p.updatedAt).toISOString())}</Trans>
          </span>
        )}
        <button
          type="button"
          className="btn btn-small"
          onClick={p.onRefresh}
          aria-busy={p.fetching || undefined}
        >
          <Trans>Refresh</Trans>
        </button>
      </span>
    </div>
  )
}
