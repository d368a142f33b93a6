import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { useCan } from '@/auth/use-can'
import {
  addScreensFor,
  customScreensOf,
  hrefOf,
  recordHref,
  routingFields,
  screenFor,
  screenPermission,
  screensOf,
  type Screen,
} from '@/domain/screens'
import { useOnline } from '@/offline/online-status'
import { useBulkActions } from './bulk-actions'
import { useBulkSet } from './bulk-set'
import { bulkSetFields, inPlaceFields } from './cell-fields'
import type { CellEditing } from '@/table/cell-edit'
import { useTitleFor } from '@/ui/titles'
import type { ColumnDef } from '@/table/column'
import { DataTable } from '@/table/data-table'
import { listColumns, type entityColumns } from '@/table/entity-columns'
import type { ListSearch } from '@/table/list-search'
import { WriteLink } from '@/forms/write-link'
import { HrefLink } from '@/ui/href-link'
import type { ScreenProps, ScreenSearch } from './screen-props'

// A record opened in the list (`?id=`, from the palette) shows in the peek panel, loaded then.
const RecordPeek = lazy(() => import('./record-peek').then((m) => ({ default: m.RecordPeek })))
// The cell editor saves as the form does (the shared schema and rules): its own chunk, off the list's load.
const CellEditor = lazy(() => import('./cell-editor').then((m) => ({ default: m.CellEditor })))

export interface ListScreenProps extends ScreenProps {
  /** Enter/O on a row, when it should not open the record's own screen (an order of an agent order...). */
  onOpen?: (row: Row) => void
  /** Fields `onOpen` reads that the list may not show (the order number it opens). */
  rowFields?: readonly string[]
  /** The columns, when the binding's are not all (the default hides the screen's fixed fields). */
  columns?: (i18n: ScreenI18n) => ColumnDef[]
  /** Screen-specific parts between the title and the table (a query form, a job's progress). */
  children?: ReactNode
  /** Extra buttons beside the title. */
  actions?: ReactNode
  /** The record open on this list (`?id=`), for a list that shows records itself; the default is a peek. */
  panel?: (id: number, close: () => void) => ReactNode
}

type ScreenI18n = Parameters<typeof entityColumns>[2]

/** The list's fixed values a screen it leads to does not fix itself: they start its form (`?platform=`). */
const presetsFor = (target: Screen, fixed: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(fixed).filter(([k]) => !(k in (target.screen.fixed ?? {}))))

/**
 * The one list screen. Everything but the table's data derives from the declaration: the fixed filters,
 * where Enter/O opens a row (its detail, else its edit screen), E edits it, C and the toolbar create (the
 * first add screen the list offers, started with the list's fixed values), and links beside the title to the
 * other add screens and to the entity's custom screens (an import). Writes are offered only online and with
 * the permission.
 */
export function ListScreen(p: ListScreenProps) {
  const { screen, binding, search } = p
  const { i18n } = useLingui()
  const router = useRouter()
  const can = useCan()
  const online = useOnline()
  const titleFor = useTitleFor()
  const title = titleFor(screen.path)
  const entity = binding.entity
  if (!entity) throw new Error(`list screen ${screen.path} has no entity`)
  const fixed = screen.screen.fixed
  const columnsOf = p.columns
  const columns = useMemo(
    () => (columnsOf ? columnsOf(i18n) : listColumns(entity, binding, i18n, fixed)),
    [columnsOf, entity, binding, i18n, fixed],
  )
  const extraFields = p.rowFields
  // Where a row opens depends on these values (a SKU's type picks its detail screen), shown or not.
  const rowFields = useMemo(
    () => [...routingFields(entity.name), ...(extraFields ?? [])],
    [entity.name, extraFields],
  )
  const go = useCallback((href: string) => void router.navigate({ href }), [router])
  const { navigate } = p
  const onSearchChange = useCallback(
    (next: ListSearch) => void navigate({ search: next as ScreenSearch }),
    [navigate],
  )

  const adds = addScreensFor(screen).filter((s) => can(screenPermission(s)))
  const create = adds[0]
  const createHref = create && hrefOf(create.path, presetsFor(create, fixed))
  const editScreen = screensOf(entity.name, 'edit')[0]
  // Records open on their own screen when the entity has one, even when every such screen fixes a value (a
  // SKU opens on the regular, bundle or upgrade detail by its type).
  const opensRecord = screensOf(entity.name, 'detail').length + screensOf(entity.name, 'edit').length > 0
  // A list whose records have no screen of their own opens them here: `?id=` in its address.
  const openHere = useCallback(
    (row: Row) => void navigate({ search: { ...search, id: row.id } }),
    [navigate, search],
  )
  const onOpen = useCallback(
    (row: Row) => {
      const href = recordHref(entity.name, row)
      if (href && !href.startsWith(`${screen.path}?`)) go(href)
      else openHere(row)
    },
    [entity.name, go, openHere, screen.path],
  )
  const closeHere = useCallback(() => {
    const { id: _open, ...rest } = search
    void navigate({ search: rest })
  }, [navigate, search])
  const onEdit = useCallback(
    (row: Row) => {
      const target = screenFor(entity.name, 'edit', row)
      if (target) go(hrefOf(target.path, { id: row.id }))
    },
    [entity.name, go],
  )
  // Offered online or not: the toolbar disables bulk actions offline and says why (decision 0108).
  const bulk = useBulkActions(entity, !!screen.screen.bulk)
  // Editing in place and "Set field…" (issue 30): wherever the user may edit the entity; the cell editor
  // online only, "Set field…" disabled offline with the other bulk actions.
  const mayEdit = entity.operations.includes('update') && can(`${entity.resource}:edit`)
  const notFixed = useCallback((f: string) => !fixed || !(f in fixed), [fixed])
  const cellEditing = useMemo<CellEditing | undefined>(
    () =>
      mayEdit && online
        ? {
            fields: new Set(inPlaceFields(entity, binding).filter(notFixed)),
            editor: (props) => (
              <Suspense fallback={null}>
                <CellEditor entity={entity} binding={binding} {...props} />
              </Suspense>
            ),
          }
        : undefined,
    [mayEdit, online, entity, binding, notFixed],
  )
  const setFields = useMemo(
    () => bulkSetFields(entity, binding).filter(notFixed),
    [entity, binding, notFixed],
  )
  const bulkSet = useBulkSet(entity, binding, setFields, mayEdit)
  const bulkActions = useMemo(
    () => [...bulk.actions, ...(bulkSet.action ? [bulkSet.action] : [])],
    [bulk.actions, bulkSet.action],
  )
  const links = [...adds.slice(1), ...customScreensOf(screen).filter((s) => can(screenPermission(s)))]
  return (
    <section className="page page-fill" aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
        {/* The other add screens (a bundle SKU, an upgrade SKU) and custom ones (a batch add), grouped. */}
        <div className="page-head-actions">
          {p.actions}
          {links.map((s) => {
            // A screen that needs more than reading (an add screen, an import) is offered online only.
            const Link = (s.needs ?? 'view') === 'view' ? HrefLink : WriteLink
            return (
              <Link key={s.path} className="btn" href={hrefOf(s.path, presetsFor(s, fixed))}>
                {titleFor(s.path)}
              </Link>
            )
          })}
        </div>
      </div>
      {p.children}
      <DataTable
        entity={entity}
        columns={columns}
        search={search}
        onSearchChange={onSearchChange}
        label={title}
        onOpen={p.onOpen ?? (opensRecord ? onOpen : openHere)}
        onEdit={online && editScreen && can(screenPermission(editScreen)) ? onEdit : undefined}
        onCreate={createHref ? () => go(createHref) : undefined}
        fixedFilters={fixed as Record<string, string> | undefined}
        rowFields={rowFields}
        canExport={can(`${entity.resource}:export`)}
        bulkActions={bulkActions}
        cellEditing={cellEditing}
      />
      {bulk.dialog}
      {bulkSet.dialog}
      {search.id !== undefined &&
        (p.panel ? (
          p.panel(search.id, closeHere)
        ) : (
          <Suspense fallback={null}>
            <RecordPeek entity={entity} id={search.id} columns={columns} onClose={closeHere} />
          </Suspense>
        ))}
    </section>
  )
}
