import { useCallback, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { Row } from '@/api/list-queries'
import { EntityListPage } from '@/features/entity-list-page'
import { useOnline } from '@/offline/online-status'
import { useCan } from '@/shell/use-access'
import type { ListSearch } from '@/table/list-search'
import type { RecordScreens } from './record-screens'

/**
 * A record list: Enter/O opens the detail (or the edit form when the entity has no detail screen), E edits
 * and C creates where the user may (and only online: writes are never queued).
 */
export function RecordListPage({
  screens,
  path,
  search,
  navigate,
  fixedFilters,
  createQuery = '',
  actions,
}: {
  screens: RecordScreens
  path: string
  search: ListSearch
  navigate: (options: { search: ListSearch }) => unknown
  fixedFilters?: Record<string, string>
  /** Appended to the add screen's address (e.g. `?platform=applePay`). */
  createQuery?: string
  actions?: ReactNode
}) {
  const router = useRouter()
  const can = useCan()
  const online = useOnline()
  const { entity } = screens
  const go = useCallback((href: string) => void router.navigate({ href }), [router])
  const onEdit = useCallback((row: Row) => go(`${screens.edit}?id=${row.id}`), [go, screens.edit])
  const onOpen = useCallback(
    (row: Row) => (screens.detail ? go(`${screens.detail}?id=${row.id}`) : onEdit(row)),
    [go, onEdit, screens.detail],
  )
  const onCreate = useCallback(() => go(`${screens.add}${createQuery}`), [go, screens.add, createQuery])
  const writable = online
  return (
    <EntityListPage
      entity={entity}
      path={path}
      columns={screens.columns}
      search={search}
      navigate={navigate}
      onOpen={screens.detail || can(`${entity.resource}:edit`) ? onOpen : undefined}
      onEdit={writable && can(`${entity.resource}:edit`) ? onEdit : undefined}
      onCreate={writable && can(`${entity.resource}:add`) ? onCreate : undefined}
      fixedFilters={fixedFilters}
      actions={actions}
    />
  )
}
