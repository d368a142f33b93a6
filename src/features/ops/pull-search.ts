import type { ListSearch } from '@/table/list-search'

/** Kept apart from the page: route files import it eagerly, and the page (with the table) must stay lazy. */
/** The screen's search: the list's view plus the job being followed, so a running pull can be bookmarked. */
export function pullSearchSchema(
  raw: Record<string, unknown>,
  list: ListSearch,
): ListSearch & { job?: number } {
  const job = Number(raw.job)
  return Number.isSafeInteger(job) && job > 0 ? { ...list, job } : list
}
