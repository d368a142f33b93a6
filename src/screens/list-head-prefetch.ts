import type { QueryClient } from '@tanstack/react-query'
import { listBlockQuery, type ListView } from '@/api/list-queries'
import { routingFields, type Screen } from '@/domain/screens'
import { i18n } from '@/i18n'
import { loadBinding } from '@/resources/bindings'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { listColumns } from '@/table/entity-columns'
import { columnLayout, listViewOf, type ListSearch } from '@/table/list-search'
import { visibleRowFields } from '@/table/row-fields'

/**
 * What a generic list screen's grid asks for first: its entity, view and fields, from the functions its
 * screen (list-screen.tsx) and table (data-table.tsx) use.
 */
export function listHeadRequest(
  screen: Screen,
  binding: EntityBinding,
  search: ListSearch,
): { entity: string; view: ListView; fields: string[] } | undefined {
  const entity = binding.entity
  if (!entity) return undefined
  const fixed = screen.screen.fixed as Record<string, string> | undefined
  const columns = listColumns(entity, binding, i18n, fixed)
  return {
    entity: entity.name,
    view: listViewOf(entity, search, fixed),
    fields: visibleRowFields(entity, columns, columnLayout(columns, search.cols), routingFields(entity.name)),
  }
}

/**
 * The first rows of a generic list screen, asked for as soon as the route is entered, with the block, view
 * and fields its grid asks for: on a cold start they travel while the console still renders instead of after
 * it (issue 31). Fields that differ all the same are only a fill the grid reads itself.
 */
export async function prefetchListHead(queryClient: QueryClient, screen: Screen, search: ListSearch) {
  const request = listHeadRequest(screen, await loadBinding(screen.screen.entity ?? ''), search)
  if (!request) return
  await queryClient.prefetchQuery(listBlockQuery(request.entity, request.view, 0, request.fields))
}
