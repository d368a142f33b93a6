import type { EntityDef } from '../../../src/domain/entity'
import { splitKeys } from '../../../src/domain/references'
import { ruleMessage, type RuleIssue, type RuleKey, type RuleParams } from '../../../src/domain/rule-issues'
import { normalizeSku, recordRuleIssues } from '../../../src/domain/rules/price-center'
import type { Queryable } from '../../db/client'
import { badRequest, type FieldIssue } from '../envelope'
import { checkEquityRefresh, checkPurchasePages } from './commodity-pages'

/**
 * The price center's rules on the server, run in the write's transaction after the references are checked
 * (write-routes.ts, bulk-routes.ts): the record rules shared with the console (src/domain/rules/price-center.ts)
 * plus those that read other records:
 * - a bundle's items are regular SKUs (bundleItemNotRegular); a regular SKU that is in a bundle keeps its type
 *   (skuInBundle); upgrade relations never form a cycle (upgradeCycle);
 * - at most one active price per SKU × currency × country (null = all countries, its own scope) whose windows
 *   [effectiveFrom, effectiveTo) overlap (priceOverlap); a price's type is its SKU's type, set here (whatever
 *   the body says), and follows the SKU when the SKU's type changes;
 * - two active price rules of the same priority for the same SKU, country and currency (each null = all,
 *   compared as equal values) with overlapping periods clash (rulePriorityClash).
 * The cross-record rules run on a create, and on an edit only when it changes a field they read: an edit is
 * refused for what it introduces, never for what it leaves alone.
 */

/** A rule refusal as the envelope's field issue. */
export interface RuleFieldIssue extends FieldIssue {
  rule: RuleKey
  params: RuleParams
}

export const toFieldIssue = (i: RuleIssue): RuleFieldIssue => ({
  field: i.field,
  message: ruleMessage(i),
  rule: i.rule,
  params: i.params ?? {},
})

export function throwRuleIssues(issues: readonly RuleIssue[]): void {
  if (!issues.length) return
  const list = issues.map(toFieldIssue)
  throw badRequest(list.map((i) => i.message).join('; '), list)
}

type Values = Record<string, unknown>

/** Does a create, or an edit changing one of `fields`, need the cross-record rules that read them? */
export const changed = (values: Values, before: Values | undefined, fields: readonly string[]) =>
  !before || fields.some((f) => f in values && values[f] !== before[f])

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/**
 * Checks a create (no `before`) or an edit of `e` and returns the values to write (normalized: a SKU's stray
 * bundle items or upgrade source cleared, a price's type set from its SKU); throws a 400 with rule issues.
 */
export async function checkRules(
  tx: Queryable,
  e: Pick<EntityDef, 'name'>,
  values: Values,
  before?: Values,
): Promise<Values> {
  switch (e.name) {
    case 'skus':
      return checkSku(tx, values, before)
    case 'prices':
      return checkPrice(tx, values, before)
    case 'priceRules':
      return checkPriceRule(tx, values, before)
    case 'priceCoupons':
      throwRuleIssues(recordRuleIssues(e.name, { ...before, ...values }))
      return values
    // The commodity center's purchase pages and equity refresh jobs (rules/commodity-pages.ts).
    case 'clientBuyConfigs':
      return checkPurchasePages(values, before)
    case 'skuEquityRefreshJobs':
      return checkEquityRefresh(tx, values, before)
    default:
      return values
  }
}

async function checkSku(tx: Queryable, values: Values, before?: Values): Promise<Values> {
  const merged = normalizeSku({ ...before, ...values })
  const out: Values = { ...values }
  for (const f of ['bundleItems', 'upgradeFromSku'])
    if (merged[f] === null && (text(values[f]) || text(before?.[f]))) out[f] = null
  const issues = recordRuleIssues('skus', merged)
  const code = text(merged.skuCode) ?? ''
  if (!issues.length) {
    if (merged.type === 'bundle' && changed(values, before, ['type', 'bundleItems']))
      issues.push(...(await bundleItemIssues(tx, splitKeys(text(merged.bundleItems)))))
    if (merged.type === 'upgrade' && changed(values, before, ['type', 'upgradeFromSku', 'skuCode'])) {
      const path = await upgradeCycle(tx, code, text(merged.upgradeFromSku) ?? '')
      if (path) issues.push({ field: 'upgradeFromSku', rule: 'upgradeCycle', params: { path } })
    }
    if (before && before.type === 'regular' && merged.type !== 'regular') {
      const { rows } = await tx.query<{ code: string }>(
        `select sku_code as code from skus where type = 'bundle' and $1 = any(string_to_array(bundle_items, ','))
         order by sku_code limit 1`,
        [before.skuCode],
      )
      if (rows[0]) issues.push({ field: 'type', rule: 'skuInBundle', params: { bundle: rows[0].code } })
    }
  }
  throwRuleIssues(issues)
  // A price's type is its SKU's: when the SKU changes kind, so do its prices.
  if (before && merged.type !== before.type)
    await tx.query(
      `update prices set type = $2, version = version + 1, updated_at = now() where sku_code = $1 and type <> $2`,
      [code, merged.type],
    )
  return out
}

/** bundleItemNotRegular for each item that exists and is not a regular SKU (missing ones: references). */
export async function bundleItemIssues(tx: Queryable, items: readonly string[]): Promise<RuleIssue[]> {
  if (!items.length) return []
  const { rows } = await tx.query<{ code: string }>(
    `select sku_code as code from skus where sku_code = any($1::text[]) and type <> 'regular'`,
    [[...items]],
  )
  const bad = new Set(rows.map((r) => r.code))
  return items
    .filter((k) => bad.has(k))
    .map((sku) => ({ field: 'bundleItems', rule: 'bundleItemNotRegular' as const, params: { sku } }))
}

/** "A → B → A" when `from`'s upgrade chain leads back to `code`, else undefined. */
export async function upgradeCycle(tx: Queryable, code: string, from: string): Promise<string | undefined> {
  const path = [code]
  const seen = new Set([code])
  let cur: string | null = from
  for (let hop = 0; cur && hop < 1000; hop++) {
    path.push(cur)
    if (cur === code) return path.join(' → ')
    if (seen.has(cur)) return undefined // an older loop that does not pass through this SKU
    seen.add(cur)
    const { rows }: { rows: { next: string | null }[] } = await tx.query<{ next: string | null }>(
      `select upgrade_from_sku as next from skus where sku_code = $1`,
      [cur],
    )
    cur = text(rows[0]?.next)
  }
  return undefined
}

/** SQL: the window [$from, $to) of the parameters overlaps the row's [fromCol, toCol) (nulls open, empty windows overlap nothing). */
export const overlapSql = (fromCol: string, toCol: string, from: string, to: string) =>
  `(${fromCol} is null or ${toCol} is null or ${fromCol} < ${toCol})
   and (${fromCol} is null or ${to}::timestamptz is null or ${fromCol} < ${to}::timestamptz)
   and (${toCol} is null or ${from}::timestamptz is null or ${from}::timestamptz < ${toCol})
   and (${from}::timestamptz is null or ${to}::timestamptz is null or ${from}::timestamptz < ${to}::timestamptz)`

/** Concurrent writes of one scope wait for each other, so two overlapping prices cannot both pass the check. */
export const serialize = (tx: Queryable, scope: string) =>
  tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [scope])

async function checkPrice(tx: Queryable, values: Values, before?: Values): Promise<Values> {
  const out: Values = { ...values }
  const merged = { ...before, ...values }
  const sku = text(merged.skuCode)
  if (sku && (!before || 'skuCode' in values || 'type' in values)) {
    const { rows } = await tx.query<{ type: string }>(`select type from skus where sku_code = $1`, [sku])
    if (rows[0]) out.type = merged.type = rows[0].type
  }
  const issues = recordRuleIssues('prices', merged)
  const scope = ['skuCode', 'currency', 'country', 'effectiveFrom', 'effectiveTo', 'status']
  if (!issues.length && (merged.status ?? 'active') === 'active' && changed(values, before, scope)) {
    await serialize(tx, `prices:${sku}`)
    const { rows } = await tx.query<{ code: string }>(
      `select price_code as code from prices
       where sku_code = $1 and currency = $2 and country is not distinct from $3 and status = 'active'
         and id <> $6 and ${overlapSql('effective_from', 'effective_to', '$4', '$5')}
       order by price_code limit 1`,
      [
        sku,
        merged.currency,
        merged.country ?? null,
        merged.effectiveFrom ?? null,
        merged.effectiveTo ?? null,
        Number(before?.id ?? 0),
      ],
    )
    if (rows[0])
      issues.push({ field: 'effectiveFrom', rule: 'priceOverlap', params: { priceCode: rows[0].code } })
  }
  throwRuleIssues(issues)
  return out
}

async function checkPriceRule(tx: Queryable, values: Values, before?: Values): Promise<Values> {
  const merged = { ...before, ...values }
  const issues = recordRuleIssues('priceRules', merged)
  const scope = ['skuCode', 'currency', 'country', 'priority', 'startTime', 'endTime', 'status']
  if (!issues.length && (merged.status ?? 'active') === 'active' && changed(values, before, scope)) {
    await serialize(tx, `priceRules:${String(merged.priority ?? 0)}`)
    const { rows } = await tx.query<{ code: string }>(
      `select rule_code as code from price_rules
       where sku_code is not distinct from $1 and currency is not distinct from $2
         and country is not distinct from $3 and priority = $4 and status = 'active' and id <> $7
         and ${overlapSql('start_time', 'end_time', '$5', '$6')}
       order by rule_code limit 1`,
      [
        text(merged.skuCode),
        text(merged.currency),
        text(merged.country),
        merged.priority ?? 0,
        merged.startTime ?? null,
        merged.endTime ?? null,
        Number(before?.id ?? 0),
      ],
    )
    if (rows[0])
      issues.push({ field: 'priority', rule: 'rulePriorityClash', params: { ruleCode: rows[0].code } })
  }
  throwRuleIssues(issues)
  return values
}
