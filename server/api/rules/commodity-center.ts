import { skuEquityRefreshJobs } from '@/domain/entities/commodity-center'
import { ACTIVE_EQUITY_STATUSES } from '@/domain/equity-refresh'
import { splitKeys } from '@/domain/references'
import type { DatabaseChecks } from './database-check'
import { changed, overlapSql, serialize, text } from './sql'

/**
 * The commodity center's database rules (declared in src/domain/rules/commodity-center.ts), run in the write's
 * transaction after its record rules pass; as in the price center, on a create and on an edit that changes a
 * field they read:
 * - two active buy-and-gift activities for the same bought SKU overlap in time in no country (giftOverlap; an
 *   activity without a country runs in every country, so it meets every other one);
 * - the active recommendations of one list (scene, language, country; nulls compared as equal) hold distinct
 *   positions (positionTaken);
 * - a commodity bundle's items are regular SKUs, and a regular SKU in a bundle keeps its type;
 * - one queued or running equity refresh job per SKU (equityRefreshActive).
 * Concurrent writes of one scope wait for each other (a transaction-scoped advisory lock), so two cannot both
 * pass a check.
 */

const active = (v: Record<string, unknown>) => (v.status ?? 'active') === 'active'

export const COMMODITY_CENTER_CHECKS = {
  giftOverlap: async (tx, { values, before, merged: v }) => {
    if (
      !values ||
      !active(v) ||
      !changed(values, before, ['buySku', 'country', 'startTime', 'endTime', 'status'])
    )
      return []
    await serialize(tx, `marketingActivities:${String(v.buySku)}`)
    const { rows } = await tx.query<{ code: string }>(
      `select activity_code as code from marketing_activities
       where buy_sku = $1 and status = 'active' and id <> $5
         and ($2::text is null or country is null or country = $2::text)
         and ${overlapSql('start_time', 'end_time', '$3', '$4')}
       order by activity_code limit 1`,
      [v.buySku, text(v.country), v.startTime ?? null, v.endTime ?? null, Number(before?.id ?? 0)],
    )
    return rows[0]
      ? [{ field: 'startTime', rule: 'giftOverlap', params: { activityCode: rows[0].code } }]
      : []
  },

  positionTaken: async (tx, { values, before, merged: v }) => {
    if (
      !values ||
      !active(v) ||
      !changed(values, before, ['scene', 'language', 'country', 'position', 'status'])
    )
      return []
    await serialize(tx, `recommends:${String(v.scene)}:${String(v.language)}:${String(v.country)}`)
    const { rows } = await tx.query<{ code: string }>(
      `select recommend_code as code from recommends
       where scene = $1 and language is not distinct from $2 and country is not distinct from $3
         and position = $4 and status = 'active' and id <> $5
       order by recommend_code limit 1`,
      [v.scene, text(v.language), text(v.country), v.position ?? 1, Number(before?.id ?? 0)],
    )
    const position = Number(v.position ?? 1)
    return rows[0]
      ? [{ field: 'position', rule: 'positionTaken', params: { position, recommendCode: rows[0].code } }]
      : []
  },

  commoditySkuBundleItemsRegular: async (tx, { values, before, merged: v }) => {
    if (!values || v.type !== 'bundle' || !changed(values, before, ['type', 'bundleItems'])) return []
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from commodity_skus where sku_code = any($1::text[]) and type <> 'regular'
       order by sku_code`,
      [splitKeys(text(v.bundleItems))],
    )
    return rows.map((r) => ({
      field: 'bundleItems',
      rule: 'bundleItemNotRegular' as const,
      params: { sku: r.code },
    }))
  },

  commoditySkuInBundle: async (tx, { values, before, merged: v }) => {
    if (!values || before?.type !== 'regular' || v.type === 'regular') return []
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from commodity_skus
       where type = 'bundle' and $1 = any(string_to_array(bundle_items, ','))
       order by sku_code limit 1`,
      [before.skuCode],
    )
    return rows[0] ? [{ field: 'type', rule: 'skuInBundle', params: { bundle: rows[0].code } }] : []
  },

  equityRefreshActive: async (tx, { values, before }) => {
    const sku = before ? null : text(values?.skuCode)
    if (!sku) return []
    await serialize(tx, `equityRefresh:${sku}`)
    const { rows } = await tx.query<{ job_no: string }>(
      `select job_no from ${skuEquityRefreshJobs.table} where sku_code = $1 and status = any($2::text[])
       order by id limit 1`,
      [sku, [...ACTIVE_EQUITY_STATUSES]],
    )
    return rows[0]
      ? [{ field: 'skuCode', rule: 'equityRefreshActive', params: { jobNo: rows[0].job_no } }]
      : []
  },
} satisfies Partial<DatabaseChecks>
