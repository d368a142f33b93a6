import { refunds } from '@/domain/entities/refunds-barters'
import { REFUND_CODES, refundApplySchema } from '@/domain/refund-apply'
import { REFUND_LIVE_STATUSES, REFUND_PENDING_STATUSES } from '@/domain/refund-workflow'
import { validate } from '@/domain/schemas'
import type { Queryable } from '../../db/client'
import { badRequest, businessError } from '../envelope'
import { insertAudited } from '../records'
import type { ActionHandler } from './types'

interface OrderRow {
  order_no: string
  status: string
  currency: string
  actual_payment: string | number
  source: 'online' | 'offline'
}

/** The order to refund, locked: an online order, or else an offline (contract) order (offlineOrderNo). */
async function lockOrder(tx: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  const online = await tx.query<OrderRow>(
    `select order_no, status, currency, actual_payment, 'online' as source
     from orders where order_no = $1 for update`,
    [orderNo],
  )
  if (online.rows[0]) return online.rows[0]
  const offline = await tx.query<OrderRow>(
    `select offline_order_no as order_no, 'normal' as status, order_currency as currency,
            order_amount as actual_payment, 'offline' as source
     from offline_orders where offline_order_no = $1 for update`,
    [orderNo],
  )
  return offline.rows[0]
}

/** Refund apply: checks the order in a fixed order so each failure has one defined code (see REFUND_CODES). */
export const refundApply: ActionHandler = async ({ tx, user, body }) => {
  const parsed = validate(refundApplySchema, body)
  if (!parsed.ok) throw badRequest('invalid refund application', parsed.issues)
  const input = parsed.value
  // Locking the order serialises concurrent applications for it, so the refundable remainder stays right.
  const order = await lockOrder(tx, input.orderNo)
  if (!order) throw businessError(REFUND_CODES.orderNotFound, `no order ${input.orderNo}`)
  if (order.status === 'refunded')
    throw businessError(REFUND_CODES.alreadyRefunded, 'the order is already refunded')
  const { rows: sums } = await tx.query<{ pending: number; live: string | number | null }>(
    `select count(*) filter (where status = any($2::text[]))::int as pending,
            sum(amount) filter (where status = any($3::text[])) as live
     from refunds where order_no = $1`,
    [input.orderNo, REFUND_PENDING_STATUSES, REFUND_LIVE_STATUSES],
  )
  if (Number(sums[0]?.pending ?? 0) > 0)
    throw businessError(
      REFUND_CODES.pendingRefundExists,
      'another refund for this order is still in progress',
    )
  if (input.currency !== order.currency)
    throw businessError(REFUND_CODES.currencyMismatch, `the order was paid in ${order.currency}`)
  if (input.method === 'keepAuthorization' && input.reasonType !== 'tax')
    throw businessError(
      REFUND_CODES.keepAuthorizationOnlyForTax,
      'keeping the authorization is only for tax refunds',
    )
  const remaining = Math.round((Number(order.actual_payment) - Number(sums[0]?.live ?? 0)) * 100) / 100
  if (remaining <= 0)
    throw businessError(REFUND_CODES.alreadyRefunded, 'nothing left to refund on this order')
  const tooMuch = input.amount > remaining + 0.001
  const fullButPartial = input.type === 'full' && Math.abs(input.amount - remaining) > 0.001
  if (tooMuch || fullButPartial)
    throw businessError(
      REFUND_CODES.amountExceedsRefundable,
      `the refundable amount is ${remaining.toFixed(2)}`,
      [
        {
          field: 'amount',
          message: `at most ${remaining.toFixed(2)}${input.type === 'full' ? ' (full refunds refund exactly that)' : ''}`,
        },
      ],
    )
  const record = await insertAudited(
    tx,
    refunds,
    {
      ...input,
      orderSource: order.source,
      status: 'awaitingCsReview',
      applicant: user.username,
      appliedAt: new Date().toISOString(),
    },
    user.username,
    'apply',
  )
  return { data: record }
}
