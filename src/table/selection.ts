/**
 * Row selection: explicit ids, or "all rows matching the current view" (Mod+A), which bulk actions and
 * export then apply to server-side without loading every row. Pure.
 */
export interface Selection {
  all: boolean
  ids: ReadonlySet<number>
}

export const EMPTY_SELECTION: Selection = { all: false, ids: new Set() }

export function isSelected(s: Selection, id: number): boolean {
  return s.all || s.ids.has(id)
}

export function toggle(s: Selection, id: number): Selection {
  if (s.all) return s
  const ids = new Set(s.ids)
  if (ids.has(id)) ids.delete(id)
  else ids.add(id)
  return { all: false, ids }
}

/** Shift+arrow: the rows passed over join the selection. */
export function extend(s: Selection, ids: readonly number[]): Selection {
  if (s.all || ids.every((id) => s.ids.has(id))) return s
  return { all: false, ids: new Set([...s.ids, ...ids]) }
}

export const selectAll = (): Selection => ({ all: true, ids: new Set() })

export function selectedCount(s: Selection, total: number): number {
  return s.all ? total : s.ids.size
}

export const isEmpty = (s: Selection) => !s.all && s.ids.size === 0
