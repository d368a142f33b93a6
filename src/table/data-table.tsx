import './table.css'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ListView, Row } from '@/api/list-queries'
import type { SortSpec } from '@/domain/entity'
import type { ColumnDef } from './column'
import { moveFocus, type CellPos } from './grid-keys'
import { useBlockRows } from './use-block-rows'

export const ROW_HEIGHT = 36

interface DataTableProps {
  entity: string
  view: ListView
  columns: ColumnDef[]
  label: string
  onSortChange: (sort: SortSpec[]) => void
  onOpen?: (row: Row) => void
  onClearFilters?: () => void
}

/**
 * The one list component: a WAI-ARIA grid over the whole server list. The row count is the server's
 * total, so the scrollbar spans the whole list; rows load in blocks as they scroll into view. Focus stays
 * on the grid (aria-activedescendant), so it survives virtualisation and block loading.
 */
export function DataTable({
  entity,
  view,
  columns,
  label,
  onSortChange,
  onOpen,
  onClearFilters,
}: DataTableProps) {
  const { t } = useLingui()
  const id = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 0 })
  const [range, setRange] = useState({ first: 0, last: 50 })
  const { total, rowAt, error, refetch } = useBlockRows(entity, view, range.first, range.last)
  const count = total ?? 0

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    onChange: (v) => {
      const items = v.getVirtualItems()
      const first = items[0]?.index ?? 0
      const last = items.at(-1)?.index ?? 0
      setRange((r) => (r.first === first && r.last === last ? r : { first, last }))
    },
  })

  const width = columns.reduce((w, c) => w + c.width, 0)
  const cellId = (row: number, col: number) => `${id}-r${row}-c${col}`

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const mod = e.ctrlKey || e.metaKey
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1)
    const next = moveFocus(e.key, mod, focus, { rows: count, cols: columns.length, page })
    if (next) {
      e.preventDefault()
      setFocus(next)
      virtualizer.scrollToIndex(next.row, { align: 'auto' })
      return
    }
    const row = rowAt(focus.row)
    if ((e.key === 'Enter' || e.key === 'o') && row && onOpen) {
      e.preventDefault()
      onOpen(row)
    }
  }

  const sortState = (field: string) => view.sort.find((s) => s.field === field)
  const toggleSort = (field: string, multi: boolean) => {
    const current = sortState(field)
    const nextSpec = !current ? { field, desc: false } : !current.desc ? { field, desc: true } : undefined
    const others = multi ? view.sort.filter((s) => s.field !== field) : []
    onSortChange(nextSpec ? [...others, nextSpec] : others)
  }

  if (error && total === undefined)
    return (
      <div className="table-state" role="alert">
        <p>
          <Trans>The list could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={refetch}>
          <Trans>Retry</Trans>
        </button>
      </div>
    )

  return (
    <div className="data-table">
      <div
        ref={scrollRef}
        className="table-scroll"
        role="grid"
        aria-label={label}
        aria-rowcount={total === undefined ? -1 : count + 1}
        aria-colcount={columns.length}
        aria-busy={total === undefined}
        tabIndex={0}
        aria-activedescendant={count ? cellId(focus.row, focus.col) : undefined}
        onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className="table-head" style={{ width }}>
          <div role="row" aria-rowindex={1} className="table-row">
            {columns.map((c) => {
              const s = sortState(c.field)
              return (
                <div
                  key={c.field}
                  role="columnheader"
                  className="table-cell head-cell"
                  style={{ width: c.width }}
                  aria-sort={s ? (s.desc ? 'descending' : 'ascending') : 'none'}
                  data-align={c.align}
                >
                  <button
                    type="button"
                    tabIndex={-1}
                    className="sort-button"
                    onClick={(e) => toggleSort(c.field, e.shiftKey)}
                  >
                    {c.header}
                    {s && <span aria-hidden="true">{s.desc ? ' ↓' : ' ↑'}</span>}
                  </button>
                </div>
              )
            })}
          </div>
        </div>
        {total === 0 ? (
          <div className="table-state">
            <p>
              <Trans>No records match.</Trans>
            </p>
            {onClearFilters && (
              <button type="button" className="btn" onClick={onClearFilters}>
                <Trans>Clear filters</Trans>
              </button>
            )}
          </div>
        ) : (
          <div
            role="rowgroup"
            style={{ height: (total === undefined ? 20 : count) * ROW_HEIGHT, width, position: 'relative' }}
          >
            {(total === undefined ? skeletonItems(20) : virtualizer.getVirtualItems()).map((v) => {
              const row = total === undefined ? undefined : rowAt(v.index)
              const focused = v.index === focus.row
              return (
                <div
                  key={v.index}
                  role="row"
                  aria-rowindex={v.index + 2}
                  className="table-row body-row"
                  data-focused={focused || undefined}
                  data-placeholder={!row || undefined}
                  style={{ transform: `translateY(${v.start}px)`, width }}
                  onClick={() => setFocus((f) => ({ ...f, row: v.index }))}
                  onDoubleClick={() => row && onOpen?.(row)}
                >
                  {columns.map((c, ci) => (
                    <div
                      key={c.field}
                      id={cellId(v.index, ci)}
                      role="gridcell"
                      className="table-cell"
                      data-focused={(focused && ci === focus.col) || undefined}
                      data-align={c.align}
                      style={{ width: c.width }}
                      title={row ? c.text(row) : undefined}
                    >
                      {row ? c.render(row) : <span className="placeholder-bar" aria-label={t`Loading`} />}
                    </div>
                  ))}
                </div>
              )
            })}
          </div>
        )}
      </div>
      <div className="table-footer" aria-live="polite">
        {total === undefined ? <Trans>Loading…</Trans> : <Trans>{count.toLocaleString()} rows</Trans>}
      </div>
    </div>
  )
}

const skeletonItems = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ index, start: index * ROW_HEIGHT }))
