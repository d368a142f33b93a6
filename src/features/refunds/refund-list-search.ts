import { listSearchSchema, type ListSearch } from '@/table/list-search'

/** Kept apart from the page: route files import it eagerly, and the page (with the table) must stay lazy. */
export type RefundListSearch = ListSearch & { refund?: number }

/** The list's search plus ?refund=<id>, the refund open in the detail panel (bookmarkable). */
export function refundListSearchSchema(raw: Record<string, unknown>): RefundListSearch {
  const id = Number(raw.refund)
  return { ...listSearchSchema(raw), refund: Number.isSafeInteger(id) && id > 0 ? id : undefined }
}
