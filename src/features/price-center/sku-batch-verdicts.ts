import { ApiError, requestData } from '@/api/client'
import { serverRowIssues, type BatchIssue, type RowCheck, type ServerRowIssue } from './sku-batch-rows'

/** What the batch endpoint answers: the codes it created, and the rows (indexes into what was sent) it refused. */
export interface BatchAnswer {
  created: string[]
  refused: { row: number; issues: ServerRowIssue[] }[]
}

/** The server's word on a row, valid while the row still stands for the body that was sent. */
export interface ServerVerdict {
  sent: string
  issues: BatchIssue[]
}

export const bodyText = (body: Record<string, unknown> | undefined) => JSON.stringify(body ?? {})

/** Posts create bodies to the batch endpoint; a refusal that names rows is an answer, not an error. */
export async function postBatch(
  bodies: Record<string, unknown>[],
  mode: 'all' | 'valid',
  dryRun: boolean,
): Promise<BatchAnswer> {
  try {
    return await requestData<BatchAnswer>('/v1/skus/batch', {
      method: 'POST',
      quiet: true,
      body: { rows: bodies, mode, ...(dryRun ? { dryRun: true } : {}) },
    })
  } catch (e) {
    const refused =
      (e instanceof ApiError && (e.data as { rows?: BatchAnswer['refused'] } | null)?.rows) || undefined
    if (!refused) throw e
    return { created: [], refused }
  }
}

/**
 * The verdicts after an answer about the rows at `indexes` (grid indexes, in the order sent): the sent rows
 * get the server's new word; rows not sent keep what it said of them before.
 */
export function verdictsAfter(
  before: ReadonlyMap<number, ServerVerdict>,
  answer: BatchAnswer,
  indexes: readonly number[],
  checks: readonly RowCheck[],
): Map<number, ServerVerdict> {
  const fresh = new Map<number, ServerVerdict>()
  for (const r of answer.refused) {
    const k = indexes[r.row]
    if (k === undefined) continue
    fresh.set(k, { sent: bodyText(checks[k]!.body), issues: serverRowIssues(r.issues, checks[k]!.body) })
  }
  const sent = new Set(indexes)
  return new Map([...[...before].filter(([k]) => !sent.has(k)), ...fresh])
}

/** The verdicts of the rows at `keep` (old grid indexes), renumbered as those rows' new places. */
export const keptVerdicts = (
  verdicts: ReadonlyMap<number, ServerVerdict>,
  keep: readonly number[],
): Map<number, ServerVerdict> =>
  new Map(keep.flatMap((k, i) => (verdicts.has(k) ? [[i, verdicts.get(k)!] as const] : [])))
