import { defaultStringifySearch } from '@tanstack/react-router'
import type { ListSearch } from '@/table/list-search'

/** A list screen's address with filters in its search (the form list screens read, see table/list-search). */
export function listHref(path: string, filters: Record<string, string>): string {
  const search: ListSearch = { f: filters }
  return `${path}${defaultStringifySearch(search)}`
}
