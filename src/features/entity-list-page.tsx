import { useCallback, useMemo, type ReactNode } from 'react'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from '@/table/column'
import { DataTable } from '@/table/data-table'
import type { ListSearch } from '@/table/list-search'
import { useTitleFor } from '@/shell/titles'
import { useCan } from '@/shell/use-access'

export interface EntityListPageProps {
  entity: EntityDef
  /** The screen's console path: its title comes from the menu registry. */
  path: string
  /** The entity's columns in the active language. */
  columns: (i18n: I18n) => ColumnDef[]
  /** The route's validated search (see listSearchSchema) and its navigate. */
  search: ListSearch
  navigate: (options: { search: ListSearch }) => unknown
  /** Enter/O on a row; absent while the entity has no detail screen. */
  onOpen?: (row: Row) => void
  /** E on a row and C (with the toolbar's create button), when the user may. */
  onEdit?: (row: Row) => void
  onCreate?: () => void
  /** Screen-level links or buttons beside the title (import, apply, ...). */
  actions?: ReactNode
  /** Filters the screen always applies (not shown, not removable), e.g. one platform's settings. */
  fixedFilters?: Record<string, string>
  /** Screen-specific parts between the title and the table (a query form, a job's progress). */
  children?: ReactNode
}

/** A list screen: the page title over the one data table, its view kept in the URL. */
export function EntityListPage(props: EntityListPageProps) {
  const { entity, path, columns, search, navigate, onOpen, onEdit, onCreate, actions, children } = props
  const { i18n } = useLingui()
  const can = useCan()
  const cols = useMemo(() => columns(i18n), [columns, i18n])
  const title = useTitleFor()(path)
  const onSearchChange = useCallback((next: ListSearch) => void navigate({ search: next }), [navigate])
  return (
    <section className="page page-fill" aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
        {actions}
      </div>
      {children}
      <DataTable
        entity={entity}
        columns={cols}
        search={search}
        onSearchChange={onSearchChange}
        label={title}
        onOpen={onOpen}
        onEdit={onEdit}
        onCreate={onCreate}
        fixedFilters={props.fixedFilters}
        canExport={can(`${entity.resource}:export`)}
      />
    </section>
  )
}
