import { splitKeys } from '@/domain/references'
import type { Queryable } from '../../db/client'
import type { DatabaseChecks } from './database-check'
import { changed, overlapSql, serialize, text } from './sql'

/**
 * The price center's database rules (declared in src/domain/rules/price-center.ts), run in the write's
 * transaction after its record rules pass:
 * - a bundle's items are regular SKUs (bundleItemNotRegular); a regular SKU that is in a bundle keeps its type
 *   (skuInBundle); upgrade relations never form a cycle (upgradeCycle);
 * - at most one active price per SKU × currency × country (null = all countries, its own scope) whose windows
 *   [effectiveFrom, effectiveTo) overlap (priceOverlap);
 * - two active price rules of the same priority for the same SKU, country and currency (each null = all,
 *   compared as equal values) with overlapping periods clash (rulePriorityClash).
 * They run on a create, and on an edit only when it changes a field they read.
 */

/** "A → B → A" when `from`'s upgrade chain leads back to `code`, else undefined. */
async function upgradeCycle(tx: Queryable, code: string, from: string): Promise<string | undefined> {
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

const active = (v: Record<string, unknown>) => (v.status ?? 'active') === 'active'

export const PRICE_CENTER_CHECKS = {
  skuBundleItemsRegular: async (tx, { values, before, merged }) => {
    if (!values || merged.type !== 'bundle' || !changed(values, before, ['type', 'bundleItems'])) return []
    const items = splitKeys(text(merged.bundleItems))
    if (!items.length) return []
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from skus where sku_code = any($1::text[]) and type <> 'regular'`,
      [items],
    )
    const bad = new Set(rows.map((r) => r.code))
    // Missing items are the references' to refuse.
    return items
      .filter((k) => bad.has(k))
      .map((sku) => ({ field: 'bundleItems', rule: 'bundleItemNotRegular' as const, params: { sku } }))
  },

  skuUpgradeCycle: async (tx, { values, before, merged }) => {
    if (
      !values ||
      merged.type !== 'upgrade' ||
      !changed(values, before, ['type', 'upgradeFromSku', 'skuCode'])
    )
      return []
    const path = await upgradeCycle(tx, text(merged.skuCode) ?? '', text(merged.upgradeFromSku) ?? '')
    return path ? [{ field: 'upgradeFromSku', rule: 'upgradeCycle', params: { path } }] : []
  },

  skuInBundle: async (tx, { values, before, merged }) => {
    if (!values || before?.type !== 'regular' || merged.type === 'regular') return []
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from skus where type = 'bundle' and $1 = any(string_to_array(bundle_items, ','))
       order by sku_code limit 1`,
      [before.skuCode],
    )
    return rows[0] ? [{ field: 'type', rule: 'skuInBundle', params: { bundle: rows[0].code } }] : []
  },

  priceOverlap: async (tx, { values, before, merged }) => {
    const scope = ['skuCode', 'currency', 'country', 'effectiveFrom', 'effectiveTo', 'status']
    if (!values || !active(merged) || !changed(values, before, scope)) return []
    const sku = text(merged.skuCode)
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
    return rows[0]
      ? [{ field: 'effectiveFrom', rule: 'priceOverlap', params: { priceCode: rows[0].code } }]
      : []
  },

  rulePriorityClash: async (tx, { values, before, merged }) => {
    const scope = ['skuCode', 'currency', 'country', 'priority', 'startTime', 'endTime', 'status']
    if (!values || !active(merged) || !changed(values, before, scope)) return []
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
    return rows[0]
      ? [{ field: 'priority', rule: 'rulePriorityClash', params: { ruleCode: rows[0].code } }]
      : []
  },
} satisfies Partial<DatabaseChecks>
