/**
 * A list's row count. The first block's answer may carry only the database's estimate
 * (`totalEstimated`: a count of ten million rows is not worth waiting for before showing any); the exact
 * count then follows from `/count`, or from a block that comes back short (the list ends there). Pure.
 */
export interface ListTotal {
  total: number
  /** true: `total` is the planner's estimate, above or below the truth. */
  estimated: boolean
}

export interface TotalAnswer {
  total: number
  totalEstimated?: boolean
}

/**
 * What the grid counts with: the exact count once known, else an exact answer, else the end a short block
 * showed, else the estimate.
 */
export function resolveTotal(
  answer: TotalAnswer | undefined,
  exact: number | undefined,
  end: number | undefined,
): ListTotal | undefined {
  if (exact !== undefined) return { total: exact, estimated: false }
  if (!answer) return undefined
  if (!answer.totalEstimated) return { total: answer.total, estimated: false }
  if (end !== undefined) return { total: end, estimated: false }
  return { total: answer.total, estimated: true }
}

/** Where a block shows the list ends: a block with fewer rows than asked for ends it (none: it ends before). */
export function blockEnd(block: number, rows: number, blockSize: number): number | undefined {
  return rows < blockSize ? block * blockSize + rows : undefined
}

/** The nearest end the blocks show (the earliest, as rows past it do not exist). */
export function nearestEnd(
  blocks: readonly { block: number; rows: number }[],
  blockSize: number,
  known: number | undefined,
): number | undefined {
  let end = known
  for (const b of blocks) {
    const at = blockEnd(b.block, b.rows, blockSize)
    if (at !== undefined && (end === undefined || at < end)) end = at
  }
  return end
}

/**
 * An estimate as people say it: "3.2 million", "320 万" (zh spaces the unit as it spaces numbers), "320万".
 * Compact notation keeps two or three significant digits, about what an estimate is worth.
 */
export function formatEstimate(n: number, language: string): string {
  const text = new Intl.NumberFormat(language, { notation: 'compact', compactDisplay: 'long' }).format(n)
  return language.startsWith('zh') ? text.replace(/(\d)(?=[^\d.,\s])/u, '$1 ') : text
}
