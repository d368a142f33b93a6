import { barterEditSchema, barterInputSchema, barterRuleIssues } from '@/domain/barter-rules'
import {
  BARTER_TRANSITIONS,
  nextBarterStatus,
  type BarterAction,
  type BarterStatus,
} from '@/domain/barter-workflow'
import { barterDutyIssue } from '@/domain/duties'
import { barters } from '@/domain/entities/refunds-barters'
import { orders } from '@/domain/entities/orders'
import { refundTransitionSchema } from '@/domain/refund-apply'
import { validate } from '@/domain/schemas'
import { badRequest, conflict, notFound } from '../envelope'
import { findByKey, insertAudited, lockVersion, updateAudited } from '../records'
import { assertExchange } from '../barter-items'
import { assertReferences } from '../references'
import { throwRuleIssues } from '../rules/issues'
import type { ActionHandler } from './types'

/**
 * Barter apply: types first (400), then the eight form rules (400, one issue per broken rule), then the order
 * (230015), then the SKUs it names (400, one issue per unknown item), then whether the exchange type allows the
 * new item beside the replacement item (400, its key on newItem).
 */
export const barterApply: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(barterInputSchema, body)
  if (!parsed.ok) throw badRequest('invalid barter', parsed.issues)
  const rules = barterRuleIssues(parsed.value)
  if (rules.length) throw badRequest('the barter form is incomplete', rules)
  if (!(await findByKey(tx, orders, parsed.value.orderNo))) throw notFound()
  await assertReferences(tx, barters, parsed.value)
  await assertExchange(tx, parsed.value)
  const record = await insertAudited(
    tx,
    barters,
    {
      ...parsed.value,
      status: 'pending',
      applicant: user.username,
    },
    user.username,
    'apply',
  )
  return { data: record }
}

/** The fields the exchange rules read: an edit changing none of them is not checked again. */
const EXCHANGE_FIELDS = ['replacementItem', 'exchangeType', 'newItem'] as const

/**
 * Barter edit: only a pending barter, at its current version; the merged result must still pass the rules,
 * an item it changes must exist, and when it changes an item or the exchange type, they must still fit.
 */
export const barterEdit: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(barterEditSchema, body)
  if (!parsed.ok) throw badRequest('invalid barter', parsed.issues)
  const { version, ...changes } = parsed.value
  const before = await lockVersion(tx, barters, id ?? 0, version)
  if (before.status !== 'pending') {
    const message = `a ${String(before.status)} barter cannot be edited`
    throw conflict(message, [{ field: 'status', message }])
  }
  const merged = { ...before, ...changes } as Parameters<typeof barterRuleIssues>[0]
  const rules = barterRuleIssues(merged)
  if (rules.length) throw badRequest('the barter form is incomplete', rules)
  await assertReferences(tx, barters, changes, before)
  if (EXCHANGE_FIELDS.some((f) => f in changes)) await assertExchange(tx, merged)
  const after = await updateAudited(tx, barters, before, changes, user.username, 'edit')
  return { data: after }
}

/**
 * One handler per barter step (BARTER_TRANSITIONS): version check, allowed-from check, separation of duties
 * (the applicant does not review their own barter), status change, audit.
 */
export function barterTransition(action: BarterAction): ActionHandler {
  return async ({ tx, user, id, body }) => {
    const parsed = validate(refundTransitionSchema, body ?? {})
    if (!parsed.ok) throw badRequest('invalid request', parsed.issues)
    const before = await lockVersion(tx, barters, id ?? 0, parsed.value.version)
    const to = nextBarterStatus(action, before.status as BarterStatus)
    if (!to)
      throw conflict(`cannot ${action} a barter that is ${String(before.status)}`, [
        { field: 'status', message: `${action} needs one of: ${BARTER_TRANSITIONS[action].from.join(', ')}` },
      ])
    const duty = barterDutyIssue(action, before, user.username)
    if (duty) throwRuleIssues([duty])
    const after = await updateAudited(tx, barters, before, { status: to }, user.username, action)
    return { data: after }
  }
}
