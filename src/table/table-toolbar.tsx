import { memo, useId, type RefObject } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import type { ListView } from '@/api/list-queries'
import type { ColumnDef } from './column'
import { ColumnPanel } from './column-panel'
import { ExportButton } from './export-button'
import { withFilter } from './filter-codec'
import { FilterPanel } from './filter-panel'
import type { ListSearch } from './list-search'
import { SavedViewsMenu } from './saved-views-menu'
import { SearchBox } from './search-box'
import { isEmpty, selectedCount, type Selection } from './selection'
import type { ColumnModel } from './use-column-model'
import { formatCount } from '@/ui/format'
import { currentLanguage } from '@/i18n'
import { formatEstimate } from './list-total'
import { useOnline } from '@/offline/online-status'

/** An entity's bulk action (from the registry, wired by the page only where permitted). */
export interface BulkAction {
  id: string
  label: string
  /** `total`: the view's row count (what "all" selects); `clearSelection` once the action is done. */
  run: (selection: Selection, view: ListView, ctx: { total: number; clearSelection: () => void }) => void
}

interface TableToolbarProps {
  entity: EntityDef
  model: ColumnModel
  columns: ColumnDef[]
  search: ListSearch
  view: ListView
  onSearchChange: (next: ListSearch) => void
  searchRef: RefObject<HTMLInputElement | null>
  selection: Selection
  total: number
  /** `total` is an estimate: "all" is counted as "about". */
  totalEstimated: boolean
  onClearSelection: () => void
  canExport?: boolean
  bulkActions?: BulkAction[]
  onCreate?: () => void
}

// Memoised: the table's footer (a count, a refresh) changes while the toolbar's props stay the same.
export const TableToolbar = memo(function TableToolbar(p: TableToolbarProps) {
  const { t } = useLingui()
  const online = useOnline()
  const createReasonId = useId()
  const filters = p.search.f
  const filterable = p.columns.filter(
    (c) =>
      c.filter &&
      c.filter !== 'bool' &&
      (p.model.table.getColumn(c.field)?.getIsVisible() || filters?.[c.field]),
  )
  const column = (field: string) => p.columns.find((c) => c.field === field)
  const header = (field: string) => column(field)?.header ?? field
  /** Enum filters read as their labels ("Normal, Refunded"), others as typed. */
  const shown = (field: string, value: string) => {
    const options = column(field)?.options
    const text = options
      ? value
          .split(',')
          .map((v) => options.find((o) => o.value === v)?.label ?? v)
          .join(', ')
      : value
    return text.length > 40 ? `${text.slice(0, 40)}…` : text
  }
  const count = formatCount(selectedCount(p.selection, p.total))
  const about = formatEstimate(p.total, currentLanguage())
  return (
    <div className="table-toolbar" role="toolbar" aria-label={t`List tools`}>
      <SearchBox
        value={p.search.q ?? ''}
        inputRef={p.searchRef}
        onCommit={(q) => p.onSearchChange({ ...p.search, q })}
      />
      <FilterPanel
        columns={filterable}
        filters={filters}
        onApply={(f) => p.onSearchChange({ ...p.search, f })}
      />
      <ul className="filter-chips" aria-label={t`Active filters`}>
        {Object.entries(filters ?? {}).map(([field, value]) => (
          <li key={field} className="chip">
            <span>
              {header(field)}: {shown(field, value)}
            </span>
            <button
              type="button"
              className="chip-remove"
              aria-label={t`Remove filter ${header(field)}`}
              onClick={() => p.onSearchChange({ ...p.search, f: withFilter(filters, field, undefined) })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <span className="toolbar-spacer" />
      {!isEmpty(p.selection) && (
        <span className="selection-bar">
          <span>
            {!p.selection.all ? (
              <Trans>{count} selected</Trans>
            ) : p.totalEstimated ? (
              <Trans>All (about {about}) selected</Trans>
            ) : (
              <Trans>All {count} selected</Trans>
            )}
          </span>
          {p.bulkActions?.map((a) => (
            <button
              key={a.id}
              type="button"
              className="btn"
              disabled={!online}
              aria-describedby={online ? undefined : createReasonId}
              onClick={() =>
                a.run(p.selection, p.view, { total: p.total, clearSelection: p.onClearSelection })
              }
            >
              {a.label}
            </button>
          ))}
          <button type="button" className="btn" onClick={p.onClearSelection}>
            <Trans>Clear selection</Trans>
          </button>
        </span>
      )}
      {!online && (p.onCreate || (!isEmpty(p.selection) && !!p.bulkActions?.length)) && (
        <span id={createReasonId} className="offline-reason">
          {t`Unavailable offline: reconnect to make changes.`}
        </span>
      )}
      {p.canExport && (
        <ExportButton
          entity={p.entity.name}
          view={p.view}
          columns={p.model.visible.map((v) => v.def)}
          selection={p.selection}
        />
      )}
      <SavedViewsMenu search={p.search} onOpen={p.onSearchChange} />
      <ColumnPanel
        model={p.model}
        columns={p.columns}
        onReset={() => p.onSearchChange({ ...p.search, cols: undefined })}
      />
      {p.onCreate && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={p.onCreate}
          disabled={!online}
          aria-describedby={online ? undefined : createReasonId}
        >
          <Trans>Create</Trans>
        </button>
      )}
    </div>
  )
})
