import { BLOCK_SIZE, defaultListFields } from './list-fields'
import { listParamsToQuery } from './list-params'
import { entityByName } from './registry'
import { hasListHead } from './screen-code'
import type { Screen } from './screens'

/**
 * The product API read of a generic list screen's first rows at its default view (no sort, search, filter or
 * column choice in its address): what its grid asks for first, so the page can ask for it while the console's
 * code downloads (issue 31).
 */
export function firstListRead(screen: Screen): string | undefined {
  const entity = hasListHead(screen) ? entityByName(screen.screen.entity ?? '') : undefined
  if (!entity) return undefined
  const fixed = screen.screen.fixed ?? {}
  const query = listParamsToQuery({
    sort: entity.defaultSort,
    filters: { ...fixed },
    offset: 0,
    limit: BLOCK_SIZE,
    columns: defaultListFields(entity, fixed),
  })
  return `/v1/${entity.name}?${new URLSearchParams(query)}`
}
