import type { EntityDef } from '@/domain/entity'
import { parseSort } from '@/domain/list-params'
import type { ListView } from '@/api/list-queries'

/** A list's view in the URL, so it can be bookmarked and shared: sort, free text, filters, columns. */
export interface ListSearch {
  sort?: string
  q?: string
  /** Filters by field name, in the product API's wire form (see domain/list-params). */
  f?: Record<string, string>
  /** Visible column order, comma-joined. */
  cols?: string
}

const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)

export function listSearchSchema(raw: Record<string, unknown>): ListSearch {
  const f =
    raw.f && typeof raw.f === 'object'
      ? Object.fromEntries(
          Object.entries(raw.f as Record<string, unknown>).flatMap(([k, v]) =>
            typeof v === 'string' && v ? [[k, v]] : [],
          ),
        )
      : undefined
  return {
    sort: str(raw.sort, 200),
    q: str(raw.q, 200),
    f: f && Object.keys(f).length ? f : undefined,
    cols: str(raw.cols, 2000),
  }
}

/** The product API view for a URL search; unknown filter or sort fields are dropped, not sent. */
export function viewFromSearch(entity: EntityDef, s: ListSearch): ListView {
  const filters = Object.fromEntries(Object.entries(s.f ?? {}).filter(([k]) => entity.fields[k]?.filter))
  return { sort: parseSort(entity, s.sort), q: s.q, filters }
}
