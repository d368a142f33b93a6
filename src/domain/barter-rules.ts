import { z } from 'zod'
import { BARTER_EXCHANGE_TYPES, BARTER_HANDLING_METHODS } from './enums'

/**
 * The barter form's eight rules (spec section 5). Each failing rule is one issue on its field with a stable
 * message key; the console translates the key, the server returns it. Keys in the spec's order.
 */
export const BARTER_MESSAGES = {
  selectReplacementItem: 'Select the replacement item',
  selectReplacementType: 'Select the type of replacement',
  provideReason: 'Provide a reason or certificate explanation',
  selectNewItem: 'Select the new item',
  selectHandlingMethod: 'Select the handling method',
  selectBillingStartDate: 'Select the billing start date for the new item',
  fillPriceDifference: 'Fill in the price difference',
  priceDifferenceNotZero: 'The price difference cannot be zero',
} as const
export type BarterMessageKey = keyof typeof BARTER_MESSAGES

/** Shape of the barter apply/edit body: types are checked here, presence by the rules below. */
export const barterInputSchema = z.strictObject({
  orderNo: z.string().min(1).max(40),
  replacementItem: z.string().max(40).nullish(),
  exchangeType: z.enum(BARTER_EXCHANGE_TYPES).nullish(),
  reason: z.string().max(2000).nullish(),
  newItem: z.string().max(40).nullish(),
  handlingMethod: z.enum(BARTER_HANDLING_METHODS).nullish(),
  billingStartDate: z.iso.date().nullish(),
  priceDifference: z.number().min(-1e9).max(1e9).nullish(),
})
export type BarterInput = z.infer<typeof barterInputSchema>

/** The edit body: the same fields (order excluded) plus the barter's version. */
export const barterEditSchema = barterInputSchema
  .omit({ orderNo: true })
  .extend({ version: z.number().int().min(1) })

const blank = (v: string | null | undefined) => !v || !v.trim()

export function barterRuleIssues(
  b: Omit<BarterInput, 'orderNo'>,
): { field: string; message: BarterMessageKey }[] {
  const issues: { field: string; message: BarterMessageKey }[] = []
  if (blank(b.replacementItem)) issues.push({ field: 'replacementItem', message: 'selectReplacementItem' })
  if (!b.exchangeType) issues.push({ field: 'exchangeType', message: 'selectReplacementType' })
  if (blank(b.reason)) issues.push({ field: 'reason', message: 'provideReason' })
  if (blank(b.newItem)) issues.push({ field: 'newItem', message: 'selectNewItem' })
  if (!b.handlingMethod) issues.push({ field: 'handlingMethod', message: 'selectHandlingMethod' })
  if (!b.billingStartDate) issues.push({ field: 'billingStartDate', message: 'selectBillingStartDate' })
  if (b.priceDifference === null || b.priceDifference === undefined)
    issues.push({ field: 'priceDifference', message: 'fillPriceDifference' })
  else if (b.priceDifference === 0)
    issues.push({ field: 'priceDifference', message: 'priceDifferenceNotZero' })
  return issues
}
