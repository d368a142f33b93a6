import type { FilterKind } from '@/domain/fields'
import { pasteToList, splitList, splitRange } from '@/domain/list-params'

/** What a filter input holds while the user edits it; one shape for every filter kind. */
export interface FilterDraft {
  text: string
  min: string
  max: string
  values: string[]
}

export type FilterProblem = 'number' | 'date' | 'order'

export const EMPTY_DRAFT: FilterDraft = { text: '', min: '', max: '', values: [] }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A URL filter value (product API wire form, see domain/list-params) back to an editable draft. */
export function decodeFilter(kind: FilterKind, raw: string | undefined): FilterDraft {
  if (!raw) return EMPTY_DRAFT
  switch (kind) {
    case 'enum':
      return { ...EMPTY_DRAFT, values: splitList(raw) }
    case 'range':
    case 'dateRange': {
      const [min = '', max = ''] = splitRange(raw)
      return { ...EMPTY_DRAFT, min, max }
    }
    default:
      return { ...EMPTY_DRAFT, text: raw }
  }
}

/** A draft to its wire form; undefined value means "no filter". Bad input gives a problem instead. */
export function encodeFilter(kind: FilterKind, d: FilterDraft): { value?: string; problem?: FilterProblem } {
  switch (kind) {
    case 'enum':
      return { value: d.values.length ? d.values.join(',') : undefined }
    case 'list':
      return { value: pasteToList(d.text) || undefined }
    case 'range': {
      const [min, max] = [d.min.trim(), d.max.trim()]
      if ([min, max].some((v) => v && !Number.isFinite(Number(v)))) return { problem: 'number' }
      if (min && max && Number(min) > Number(max)) return { problem: 'order' }
      return { value: min || max ? `${min}..${max}` : undefined }
    }
    case 'dateRange': {
      const [min, max] = [d.min.trim(), d.max.trim()]
      if ([min, max].some((v) => v && (!DAY.test(v) || Number.isNaN(Date.parse(v)))))
        return { problem: 'date' }
      if (min && max && min > max) return { problem: 'order' }
      return { value: min || max ? `${min}..${max}` : undefined }
    }
    default:
      return { value: d.text.trim() || undefined }
  }
}

/** Filters with one field set or removed; empty results drop the key, so URLs stay short. */
export function withFilter(
  filters: Record<string, string> | undefined,
  field: string,
  value: string | undefined,
): Record<string, string> | undefined {
  const next = { ...filters }
  if (value) next[field] = value
  else delete next[field]
  return Object.keys(next).length ? next : undefined
}
