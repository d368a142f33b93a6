import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { Row } from '@/api/list-queries'
import { barters } from '@/domain/entities/refunds-barters'
import { EntityListPage } from '@/features/entity-list-page'
import { useCan } from '@/shell/use-access'
import type { ListSearch } from '@/table/list-search'
import { barterColumns } from './barter-columns'
import { BARTER_PATHS } from './barter-page'

/**
 * Order center › Barter orders: every barter field. Enter/O opens the barter's detail; E edits it and C applies
 * for a new one, when the user may.
 */
export function BarterListPage({
  search,
  navigate,
}: {
  search: ListSearch
  navigate: (options: { search: ListSearch }) => unknown
}) {
  const go = useNavigate()
  const can = useCan()
  const onOpen = useCallback((row: Row) => void go({ to: BARTER_PATHS.detail, search: { id: row.id } }), [go])
  const onEdit = useCallback((row: Row) => void go({ to: BARTER_PATHS.edit, search: { id: row.id } }), [go])
  const onCreate = useCallback(() => void go({ to: BARTER_PATHS.apply }), [go])
  return (
    <EntityListPage
      entity={barters}
      path={BARTER_PATHS.list}
      columns={barterColumns}
      search={search}
      navigate={navigate}
      onOpen={onOpen}
      onEdit={can(`${barters.resource}:edit`) ? onEdit : undefined}
      onCreate={can(`${barters.resource}:apply`) ? onCreate : undefined}
    />
  )
}
