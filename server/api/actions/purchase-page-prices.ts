import { prices, priceRules, skus } from '@/domain/entities/price-center'
import type { EntityDef } from '@/domain/entity'
import { priceCheck, type CheckPrice, type CheckRule } from '@/domain/price-check'
import { cardPricesSchema, type CardPrice } from '@/domain/purchase-page'
import { validate } from '@/domain/schemas'
import type { Queryable } from '../../db/client'
import { badRequest } from '../envelope'
import { selectColumns, toRecord } from '../list-query'
import type { ActionHandler } from './types'

async function load<T>(tx: Queryable, e: EntityDef, where: string, params: unknown[]): Promise<T[]> {
  const { rows } = await tx.query(`select ${selectColumns(e)} from ${e.table} where ${where}`, params)
  return rows.map((r) => toRecord(e, r) as unknown as T)
}

/**
 * The current price of each card of a purchase page, in one currency: the price center's own check
 * (src/domain/price-check.ts, as POST /v1/prices/check answers it) for every SKU, with the SKU's name. Served
 * to whoever may view purchase configurations, who need not see the price center itself.
 */
export const cardPrices: ActionHandler = async ({ tx, body }) => {
  const parsed = validate(cardPricesSchema, body)
  if (!parsed.ok) throw badRequest('invalid card prices request', parsed.issues)
  const { skuCodes, currency } = parsed.value
  const [names, priceRows, ruleRows] = await Promise.all([
    load<{ skuCode: string; name: string }>(tx, skus, 'sku_code = any($1::text[])', [skuCodes]),
    load<CheckPrice>(tx, prices, 'sku_code = any($1::text[]) and currency = $2', [skuCodes, currency]),
    load<CheckRule>(tx, priceRules, '(sku_code = any($1::text[]) or sku_code is null)', [skuCodes]),
  ])
  const at = new Date().toISOString()
  const data: CardPrice[] = skuCodes.map((skuCode) => {
    const check = priceCheck({ skuCode, currency, at }, { prices: priceRows, rules: ruleRows })
    return {
      skuCode,
      name: names.find((n) => n.skuCode === skuCode)?.name ?? null,
      currency,
      base: check.base?.amount ?? null,
      final: check.final,
    }
  })
  return { data }
}
