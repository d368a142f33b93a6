import { offlineReviewDutyIssue } from '@/domain/duties'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { orders } from '@/domain/entities/orders'
import { offlineImportSchema } from '@/domain/imports'
import { offlineReviewSchema, resendInvoiceSchema } from '@/domain/order-actions'
import { validate } from '@/domain/schemas'
import { writeAudit } from '../audit'
import { badRequest, conflict, notFound } from '../envelope'
import { findRecord, insertAudited, lockVersion, updateAudited } from '../records'
import { assertRowReferences } from '../references'
import { throwRuleIssues } from '../rules/issues'
import type { ActionHandler } from './types'

/** Resend invoice: records who sent which order's invoice to which address (the mail itself is out of scope). */
export const resendInvoice: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(resendInvoiceSchema, body)
  if (!parsed.ok) throw badRequest('a receiving email address is required', parsed.issues)
  const order = await findRecord(tx, orders, id ?? 0)
  if (!order) throw notFound()
  const sent = { orderNo: order.orderNo, sentTo: parsed.value.email, sentAt: new Date().toISOString() }
  await writeAudit(tx, {
    entity: orders.name,
    recordId: order.id,
    action: 'resendInvoice',
    actor: user.username,
    before: null,
    after: sent,
  })
  return { data: sent }
}

/** Offline order review: toBeReviewed → passed | rejected, by someone other than who recorded it. */
export const offlineReview: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(offlineReviewSchema, body)
  if (!parsed.ok) throw badRequest('invalid review', parsed.issues)
  const before = await lockVersion(tx, offlineOrders, id ?? 0, parsed.value.version)
  if (before.reviewStatus !== 'toBeReviewed') {
    const message = `the order was already reviewed (${String(before.reviewStatus)})`
    throw conflict(message, [{ field: 'reviewStatus', message }])
  }
  const duty = offlineReviewDutyIssue(before, user.username)
  if (duty) throwRuleIssues([duty])
  const after = await updateAudited(
    tx,
    offlineOrders,
    before,
    { reviewStatus: parsed.value.decision },
    user.username,
    'review',
  )
  return { data: after }
}

/**
 * Offline order import: all rows or none; issues name the row (rows.3.accountName, rows.4.licenseCode for an
 * unknown license). A dry run only checks.
 */
export const offlineImport: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(offlineImportSchema, body)
  if (!parsed.ok) throw badRequest('invalid import', parsed.issues)
  await assertRowReferences(tx, offlineOrders, parsed.value.rows)
  if (parsed.value.dryRun) return { data: { valid: parsed.value.rows.length, imported: 0, ids: [] } }
  const ids: number[] = []
  for (const row of parsed.value.rows) {
    const record = await insertAudited(
      tx,
      offlineOrders,
      { ...row, [offlineOrders.recordedBy]: user.username },
      user.username,
      'import',
    )
    ids.push(record.id)
  }
  return { data: { valid: ids.length, imported: ids.length, ids } }
}
