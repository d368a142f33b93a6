import { isValidTaxId, REFUND_CODES, VAT_CODES, vatNoVerifySchema } from '@/domain/refund-apply'
import { validate } from '@/domain/schemas'
import { badRequest, businessError } from '../envelope'
import type { ActionHandler } from './types'

/** Checks whether an order's tax can be refunded against a tax ID without external VAT verification. Reads only. */
export const vatNoVerify: ActionHandler = async ({ tx, body }) => {
  const parsed = validate(vatNoVerifySchema, body)
  if (!parsed.ok) throw badRequest('invalid request', parsed.issues)
  const { orderNo, taxId } = parsed.value
  const { rows } = await tx.query<{ country: string | null; tax: string | number | null; currency: string }>(
    'select country, tax, currency from orders where order_no = $1',
    [orderNo],
  )
  const order = rows[0]
  if (!order) throw businessError(REFUND_CODES.orderNotFound, `no order ${orderNo}`)
  if (!isValidTaxId(order.country, taxId))
    throw businessError(VAT_CODES.invalidTaxId, `not a valid tax ID for ${order.country ?? 'this country'}`, [
      { field: 'taxId', message: 'invalid format' },
    ])
  const tax = Number(order.tax ?? 0)
  if (tax <= 0) throw businessError(VAT_CODES.noTaxCharged, 'the order carried no tax')
  return {
    data: {
      orderNo,
      taxId: taxId.replace(/\s/g, '').toUpperCase(),
      refundableTax: tax,
      currency: order.currency,
    },
  }
}
