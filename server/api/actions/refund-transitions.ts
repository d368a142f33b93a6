import { orders } from '@/domain/entities/orders'
import { refundDutyIssue } from '@/domain/duties'
import { refunds } from '@/domain/entities/refunds-barters'
import { refundTransitionSchema } from '@/domain/refund-apply'
import {
  nextRefundStatus,
  REFUND_DONE_STATUSES,
  REFUND_STEPS,
  REFUND_TRANSITIONS,
  refundStepOf,
  type RefundAction,
  type RefundStatus,
} from '@/domain/refund-workflow'
import { validate } from '@/domain/schemas'
import type { Queryable } from '../../db/client'
import { badRequest, conflict } from '../envelope'
import { findByKey, lockVersion, updateAudited } from '../records'
import { throwRuleIssues } from '../rules/issues'
import type { ActionHandler } from './types'

/**
 * One handler per row of REFUND_TRANSITIONS: version check, allowed-from check, separation of duties (the
 * applicant reviews nothing of theirs, the customer-service reviewer does not do the financial review), status
 * change with who took the step and when (REFUND_STEPS), audit.
 */
export function refundTransition(action: RefundAction): ActionHandler {
  return async ({ tx, user, id, body }) => {
    const parsed = validate(refundTransitionSchema, body ?? {})
    if (!parsed.ok) throw badRequest('invalid request', parsed.issues)
    const before = await lockVersion(tx, refunds, id ?? 0, parsed.value.version)
    const from = before.status as RefundStatus
    const to = nextRefundStatus(action, from)
    if (!to)
      throw conflict(`cannot ${action} a refund that is ${from}`, [
        { field: 'status', message: `${action} needs one of: ${REFUND_TRANSITIONS[action].from.join(', ')}` },
      ])
    const duty = refundDutyIssue(action, before, user.username)
    if (duty) throwRuleIssues([duty])
    const step = refundStepOf(action)
    const taken = step
      ? { [REFUND_STEPS[step].by]: user.username, [REFUND_STEPS[step].at]: new Date().toISOString() }
      : {}
    const after = await updateAudited(tx, refunds, before, { status: to, ...taken }, user.username, action)
    const orderRefunded =
      REFUND_DONE_STATUSES.includes(to) &&
      (await markOrderIfFullyRefunded(tx, String(before.orderNo), user.username))
    return { data: after, alsoWrote: orderRefunded ? [orders.table] : [] }
  }
}

/** When finished refunds cover what the customer paid, the order's status becomes 'refunded'. */
async function markOrderIfFullyRefunded(tx: Queryable, orderNo: string, actor: string): Promise<boolean> {
  const order = await findByKey(tx, orders, orderNo, true)
  if (!order || order.status === 'refunded') return false
  const { rows } = await tx.query<{ done: string | number | null }>(
    'select sum(amount) as done from refunds where order_no = $1 and status = any($2::text[])',
    [orderNo, REFUND_DONE_STATUSES],
  )
  if (Number(rows[0]?.done ?? 0) + 0.001 < Number(order.actualPayment)) return false
  await updateAudited(tx, orders, order, { status: 'refunded' }, actor, 'refunded')
  return true
}
