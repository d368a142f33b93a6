import { z } from '@/domain/zod'
import { BARTER_EXCHANGE_TYPES, BARTER_HANDLING_METHODS } from './enums'

export type BarterExchangeType = (typeof BARTER_EXCHANGE_TYPES)[number]

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

/**
 * What each exchange type allows as the new item, given the replacement item (the SKU being exchanged):
 *
 *   sameProduct       another SKU of the replacement item's product (another edition or term)
 *   differentProduct  a SKU of another product
 *   upgrade           the upgrade SKU whose upgrade path starts at the replacement item (its upgradeFromSku)
 *   downgrade         the SKU the replacement item, an upgrade SKU, upgrades from
 *
 * and any new item is an active SKU other than the replacement item. Declared once as conditions on the new
 * item's SKU record: the server refuses a new item failing one (400, the condition's key on `newItem`) and its
 * new-item picker offers only the SKUs meeting them all (GET /v1/barters/new-item-options).
 */
export const BARTER_EXCHANGE_MESSAGES = {
  newItemNotActive: 'The new item must be an active SKU',
  newItemSameAsReplacement: 'The new item must differ from the replacement item',
  sameProductOnly: "Same product: the new item must be another SKU of the replacement item's product",
  differentProductOnly: 'Different product: the new item must be a SKU of another product',
  upgradeOnly: 'Upgrade: the new item must be the upgrade SKU that upgrades from the replacement item',
  downgradeOnly:
    'Downgrade: the replacement item must be an upgrade SKU, and the new item the SKU it upgrades from',
} as const
export type BarterExchangeKey = keyof typeof BARTER_EXCHANGE_MESSAGES
/** Every key a barter field is refused with: the form's eight rules and the exchange rules. */
export type BarterRuleKey = BarterMessageKey | BarterExchangeKey

export const isBarterRuleKey = (k: string): k is BarterRuleKey =>
  Object.hasOwn(BARTER_MESSAGES, k) || Object.hasOwn(BARTER_EXCHANGE_MESSAGES, k)

/** What the exchange rules read of a SKU. */
export interface ExchangeSku {
  skuCode: string
  productName: string | null
  type: string | null
  upgradeFromSku: string | null
  status: string | null
}

/**
 * One condition on the new item: its `field` equals `value` (or, with `not`, differs from it). A null on either
 * side never meets it, as in SQL.
 */
export interface NewItemCondition {
  field: keyof ExchangeSku
  value: string | null
  not?: boolean
  message: BarterExchangeKey
}

/** The conditions a new item meets for `type` and the replacement item (as far as they are known yet). */
export function newItemConditions(
  type: BarterExchangeType | null | undefined,
  replacement: ExchangeSku | null | undefined,
): NewItemCondition[] {
  const out: NewItemCondition[] = [{ field: 'status', value: 'active', message: 'newItemNotActive' }]
  if (!replacement) return out
  const code = replacement.skuCode
  out.push({ field: 'skuCode', value: code, not: true, message: 'newItemSameAsReplacement' })
  const product = replacement.productName
  if (type === 'sameProduct') out.push({ field: 'productName', value: product, message: 'sameProductOnly' })
  if (type === 'differentProduct')
    out.push({ field: 'productName', value: product, not: true, message: 'differentProductOnly' })
  if (type === 'upgrade')
    out.push(
      { field: 'type', value: 'upgrade', message: 'upgradeOnly' },
      { field: 'upgradeFromSku', value: code, message: 'upgradeOnly' },
    )
  if (type === 'downgrade') {
    const from = replacement.type === 'upgrade' ? replacement.upgradeFromSku : null
    out.push({ field: 'skuCode', value: from, message: 'downgradeOnly' })
  }
  return out
}

export function meetsCondition(c: NewItemCondition, sku: ExchangeSku): boolean {
  const v = sku[c.field]
  if (v === null || c.value === null) return false
  return c.not ? v !== c.value : v === c.value
}

/** Why the new item does not fit the exchange type and the replacement item, if it does not (the first reason). */
export function newItemIssue(
  type: BarterExchangeType | null | undefined,
  replacement: ExchangeSku | null | undefined,
  newItem: ExchangeSku,
): { field: 'newItem'; message: BarterExchangeKey } | undefined {
  const failed = newItemConditions(type, replacement).find((c) => !meetsCondition(c, newItem))
  return failed ? { field: 'newItem', message: failed.message } : undefined
}

/** Where the barter form's new-item picker searches (server/api/barter-items.ts). */
export const NEW_ITEM_OPTIONS_PATH = '/v1/barters/new-item-options'

/** The new-item picker's query: the SKUs that fit these (GET /v1/barters/new-item-options). */
export const newItemOptionsSchema = z.strictObject({
  replacementItem: z.string().min(1).max(40).optional(),
  exchangeType: z.enum(BARTER_EXCHANGE_TYPES).optional(),
  q: z.string().max(100).optional(),
  limit: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .optional(),
})
