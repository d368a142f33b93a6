import type { EntityDef } from '@/domain/entity'
import { parseSort } from '@/domain/list-params'
import type { ListView } from '@/api/list-queries'
import type { ColumnDef } from './column'

/** A list's view in the URL, so it can be bookmarked and shared: sort, free text, filters, columns. */
export interface ListSearch {
  sort?: string
  q?: string
  /** Filters by field name, in the product API's wire form (see domain/list-params). */
  f?: Record<string, string>
  /** Visible columns in display order, comma-joined; absent means the entity's default columns. */
  cols?: string
}

const str = (v: unknown, max: number) => (typeof v === 'string' && v && v.length <= max ? v : undefined)

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
  const sort = parseSort(entity, s.sort)
  return { sort: sort.length ? sort : entity.defaultSort, q: s.q, filters }
}

/** The view a list asks for: the URL's, with the screen's fixed filters over it (`?f.platform=` cannot undo them). */
export function listViewOf(
  entity: EntityDef,
  s: ListSearch,
  fixed: Readonly<Record<string, string>> = {},
): ListView {
  const v = viewFromSearch(entity, s)
  return { ...v, filters: { ...v.filters, ...fixed } }
}

/** Column order and visibility from the `cols` parameter; unknown names are ignored. */
export interface ColumnLayout {
  order: string[]
  visible: Record<string, boolean>
}

export function layoutFromCols(
  all: readonly string[],
  defaults: readonly string[],
  cols?: string,
): ColumnLayout {
  const wanted = (cols ? cols.split(',') : defaults).filter(
    (c, i, a) => all.includes(c) && a.indexOf(c) === i,
  )
  const shown = wanted.length ? wanted : [...defaults]
  const order = [...shown, ...all.filter((c) => !shown.includes(c))]
  return { order, visible: Object.fromEntries(all.map((c) => [c, shown.includes(c)])) }
}

/** A list's column layout from the `cols` parameter: every column, the default-visible ones shown. */
export function columnLayout(
  columns: readonly Pick<ColumnDef, 'field' | 'defaultVisible'>[],
  cols: string | undefined,
): ColumnLayout {
  const all = columns.map((c) => c.field)
  return layoutFromCols(all, defaultColumns(columns), cols)
}

/** The columns a list shows until the user changes its layout. */
export const defaultColumns = (columns: readonly Pick<ColumnDef, 'field' | 'defaultVisible'>[]) =>
  columns.filter((c) => c.defaultVisible).map((c) => c.field)

/** The `cols` parameter for a layout, or undefined when it is the default (short URLs). */
export function colsFromLayout(layout: ColumnLayout, defaults: readonly string[]): string | undefined {
  const shown = layout.order.filter((c) => layout.visible[c])
  const value = shown.join(',')
  return value === defaults.join(',') || !shown.length ? undefined : value
}
