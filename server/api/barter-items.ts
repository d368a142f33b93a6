import { Hono } from 'hono'
import {
  newItemConditions,
  newItemIssue,
  newItemOptionsSchema,
  type BarterExchangeType,
  type ExchangeSku,
} from '@/domain/barter-rules'
import { barters } from '@/domain/entities/refunds-barters'
import { skus } from '@/domain/entities/price-center'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import { labelOf } from '@/domain/references'
import { validate } from '@/domain/schemas'
import type { Queryable } from '../db/client'
import type { AppEnv } from './auth'
import { badRequest, forbidden, ok } from './envelope'
import { optionSearchClause } from './reference-routes'

/** The exchange rules (src/domain/barter-rules.ts) on the server: checking a barter, and its new-item picker. */

const SKU_COLUMNS = ['skuCode', 'productName', 'type', 'upgradeFromSku', 'status'] as const
const skuSelection = SKU_COLUMNS.map((f) => `${columnName(f)} as "${f}"`).join(', ')

/** The SKUs with these codes, as the exchange rules read them. */
async function exchangeSkus(tx: Queryable, codes: readonly string[]): Promise<Map<string, ExchangeSku>> {
  const { rows } = await tx.query<ExchangeSku>(
    `select ${skuSelection} from ${skus.table} where ${columnName('skuCode')} = any($1::text[])`,
    [codes],
  )
  return new Map(rows.map((r) => [r.skuCode, r]))
}

interface ExchangeValues {
  replacementItem?: string | null
  exchangeType?: BarterExchangeType | null
  newItem?: string | null
}

/**
 * Refuses (400, the rule's key on newItem) a new item the exchange type does not allow beside the replacement
 * item. Runs after the form rules and the references, so both items name existing SKUs.
 */
export async function assertExchange(tx: Queryable, b: ExchangeValues): Promise<void> {
  if (!b.replacementItem || !b.newItem) return
  const found = await exchangeSkus(tx, [b.replacementItem, b.newItem])
  const newItem = found.get(b.newItem)
  const issue = newItem && newItemIssue(b.exchangeType, found.get(b.replacementItem), newItem)
  if (issue) throw badRequest('the new item does not fit the exchange type', [issue])
}

/** Who fills in a barter's new item: whoever applies for or edits barters. */
const PICKERS = ['apply', 'edit'].map((a) => `${barters.resource}:${a}`)

/**
 * GET /v1/barters/new-item-options?replacementItem=&exchangeType=&q=&limit=: the SKUs a barter may name as
 * its new item (active, and allowed by the exchange type beside the replacement item), as picker options.
 */
export function barterItemRoutes(db: Queryable) {
  const app = new Hono<AppEnv>()
  app.get('/new-item-options', async (c) => {
    if (!PICKERS.some((p) => isGranted(c.get('user').grants, p))) throw forbidden()
    const parsed = validate(newItemOptionsSchema, c.req.query())
    if (!parsed.ok) throw badRequest('invalid new-item options parameters', parsed.issues)
    const { replacementItem, exchangeType, limit = 20 } = parsed.value
    const q = parsed.value.q?.trim()
    const replacement = replacementItem
      ? (await exchangeSkus(db, [replacementItem])).get(replacementItem)
      : undefined
    // A replacement item that names no SKU allows nothing.
    if (replacementItem && !replacement) return ok(c, [])
    const params: unknown[] = []
    const bind = (v: unknown) => {
      params.push(v)
      return `$${params.length}`
    }
    const where = newItemConditions(exchangeType, replacement).map((cond) =>
      cond.value === null
        ? 'false'
        : `${columnName(cond.field)} ${cond.not ? '<>' : '='} ${bind(cond.value)}`,
    )
    if (q) where.push(optionSearchClause(skus, q, bind))
    const key = columnName(skus.key)
    const label = columnName(labelOf(skus) ?? skus.key)
    const { rows } = await db.query<{ id: number; key: string; label: string | null }>(
      `select id, ${key} as key, ${label} as label from ${skus.table}
        where ${where.join(' and ')} order by ${key} limit ${bind(limit)}`,
      params,
    )
    return ok(
      c,
      rows.map((r) => ({ id: Number(r.id), key: r.key, label: r.label ?? null })),
    )
  })
  return app
}
