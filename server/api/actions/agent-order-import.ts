import { agentOrderImports, agentOrders } from '@/domain/entities/order-center'
import {
  agentCompletionImportSchema,
  agentOrderCompletionImport,
  IMPORT_ROW_MESSAGES,
} from '@/domain/imports'
import { validate, type FieldIssue } from '@/domain/schemas'
import { columnName } from '@/domain/fields'
import { badRequest, notFound } from '../envelope'
import { findByKey, insertAudited, updateAudited, type ApiRecord } from '../records'
import { missingKeyIssues, rowKeyChecks } from '../references'
import type { ActionHandler } from './types'

/**
 * Agent platform order completion: each row names a pending agent order of the platform and the order it
 * became; all rows are checked against the stored agent orders and orders before any is completed (all or
 * none, issues per row and field; an order that does not exist is a `reference` issue on rows.N.orderNo).
 * The rows land in one import batch; a later request of the same file appends to it.
 */
export const agentOrderImport: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(agentCompletionImportSchema, body)
  if (!parsed.ok) throw badRequest('invalid import', parsed.issues)
  const { agentPlatform, fileName, batchNo, rows, dryRun } = parsed.value
  const keys = rows.map((r) => r.agentOrderNo as string)
  const { rows: found } = await tx.query<{ id: number; no: string; status: string }>(
    `select id, ${columnName(agentOrders.key)} as no, status from ${agentOrders.table}
     where agent_platform = $1 and ${columnName(agentOrders.key)} = any($2::text[]) for update`,
    [agentPlatform, keys],
  )
  const byNo = new Map(found.map((r) => [r.no, r]))
  const issues: FieldIssue[] = []
  const seen = new Set<string>()
  keys.forEach((no, i) => {
    const field = `rows.${i}.agentOrderNo`
    const hit = byNo.get(no)
    if (seen.has(no)) issues.push({ field, message: IMPORT_ROW_MESSAGES.duplicate })
    else if (!hit) issues.push({ field, message: IMPORT_ROW_MESSAGES.notFound })
    else if (hit.status !== 'pending') issues.push({ field, message: IMPORT_ROW_MESSAGES.notPending })
    seen.add(no)
  })
  issues.push(...(await missingKeyIssues(tx, rowKeyChecks(agentOrderCompletionImport, rows))))
  if (issues.length) throw badRequest('invalid import', issues)
  if (dryRun) return { data: { valid: rows.length, imported: 0 } }

  for (const [i, row] of rows.entries()) {
    const before = (await findByKey(tx, agentOrders, keys[i]!, true)) as ApiRecord
    const changes = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined))
    await updateAudited(tx, agentOrders, before, { ...changes, status: 'completed' }, user.username, 'import')
  }
  const batch = batchNo ? await appendTo(tx, batchNo, rows.length, user.username) : undefined
  const record =
    batch ??
    (await insertAudited(
      tx,
      agentOrderImports,
      { agentPlatform, fileName, rowCount: rows.length, completedCount: rows.length, status: 'succeeded' },
      user.username,
      'import',
    ))
  return {
    data: { valid: rows.length, imported: rows.length, batchNo: record.batchNo, id: record.id },
    alsoWrote: [agentOrders.table],
  }
}

async function appendTo(tx: Parameters<ActionHandler>[0]['tx'], batchNo: string, n: number, actor: string) {
  const before = await findByKey(tx, agentOrderImports, batchNo, true)
  if (!before) throw notFound()
  const count = (f: string) => Number(before[f] ?? 0) + n
  return updateAudited(
    tx,
    agentOrderImports,
    before,
    { rowCount: count('rowCount'), completedCount: count('completedCount') },
    actor,
    'import',
  )
}
