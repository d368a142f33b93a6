import type { EntityDef } from '../../../src/domain/entity'
import { splitKeys } from '../../../src/domain/references'
import type { RuleIssue } from '../../../src/domain/rule-issues'
import { COMMODITY_CENTER_RULES, normalizeCommoditySku } from '../../../src/domain/rules/commodity-center'
import { deleteRuleIssues } from '../../../src/domain/rules'
import type { Queryable } from '../../db/client'
import { changed, overlapSql, serialize, throwRuleIssues } from './price-center'

/**
 * The commodity center's rules on the server, run in the write's transaction after the references are
 * checked: the record rules shared with the console (src/domain/rules/commodity-center.ts) plus those that
 * read other records:
 * - two active buy-and-gift activities for the same bought SKU overlap in time in no country (giftOverlap; an
 *   activity without a country runs in every country, so it meets every other one);
 * - the active recommendations of one list (scene, language, country; nulls compared as equal) hold distinct
 *   positions (positionTaken);
 * - a commodity bundle's items are regular SKUs, and a regular SKU in a bundle keeps its type;
 * - an AB test's design (SKU, type, traffic split, variants) is locked once it has started (abTestLocked), and
 *   a running test is not deleted (abTestRunningDelete). Starting and stopping are actions
 *   (server/api/actions/ab-tests.ts).
 * As in the price center, cross-record rules run on a create and on an edit that changes a field they read.
 */

type Values = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/** The fields an AB test keeps once started. */
export const AB_TEST_DESIGN = ['skuCode', 'testType', 'trafficPercent', 'variantA', 'variantB'] as const

/** Whether `checkCommodityRules` knows the entity. */
export const hasCommodityRules = (name: string) =>
  Object.hasOwn(COMMODITY_CENTER_RULES, name) || name === 'abTests'

/** Checks a create (no `before`) or an edit; returns the values to write; throws a 400 with rule issues. */
export async function checkCommodityRules(
  tx: Queryable,
  e: Pick<EntityDef, 'name'>,
  values: Values,
  before?: Values,
): Promise<Values> {
  const merged = { ...before, ...values }
  const pure = Object.hasOwn(COMMODITY_CENTER_RULES, e.name) ? COMMODITY_CENTER_RULES[e.name] : undefined
  const issues = pure ? pure(merged) : []
  let out = values
  if (!issues.length)
    switch (e.name) {
      case 'marketingActivities':
        issues.push(...(await giftOverlap(tx, values, before)))
        break
      case 'recommends':
        issues.push(...(await positionTaken(tx, values, before)))
        break
      case 'commoditySkus':
        out = clearStrayItems(values, before)
        issues.push(...(await bundleIssues(tx, values, before)))
        break
      case 'abTests':
        issues.push(...lockedDesign(values, before))
        break
    }
  throwRuleIssues(issues)
  return out
}

/** Refuses deleting a running AB test (400). */
export function checkCommodityDelete(e: Pick<EntityDef, 'name'>, before: Values): void {
  const issues = deleteRuleIssues(e.name, before)
  if (issues.length) throwRuleIssues(issues)
}

const active = (v: Values) => (v.status ?? 'active') === 'active'

async function giftOverlap(tx: Queryable, values: Values, before?: Values): Promise<RuleIssue[]> {
  const v = { ...before, ...values }
  const scope = ['buySku', 'country', 'startTime', 'endTime', 'status']
  if (!active(v) || !changed(values, before, scope)) return []
  await serialize(tx, `marketingActivities:${String(v.buySku)}`)
  const { rows } = await tx.query<{ code: string }>(
    `select activity_code as code from marketing_activities
     where buy_sku = $1 and status = 'active' and id <> $5
       and ($2::text is null or country is null or country = $2::text)
       and ${overlapSql('start_time', 'end_time', '$3', '$4')}
     order by activity_code limit 1`,
    [v.buySku, text(v.country), v.startTime ?? null, v.endTime ?? null, Number(before?.id ?? 0)],
  )
  return rows[0] ? [{ field: 'startTime', rule: 'giftOverlap', params: { activityCode: rows[0].code } }] : []
}

async function positionTaken(tx: Queryable, values: Values, before?: Values): Promise<RuleIssue[]> {
  const v = { ...before, ...values }
  if (!active(v) || !changed(values, before, ['scene', 'language', 'country', 'position', 'status']))
    return []
  await serialize(tx, `recommends:${String(v.scene)}:${String(v.language)}:${String(v.country)}`)
  const { rows } = await tx.query<{ code: string }>(
    `select recommend_code as code from recommends
     where scene = $1 and language is not distinct from $2 and country is not distinct from $3
       and position = $4 and status = 'active' and id <> $5
     order by recommend_code limit 1`,
    [v.scene, text(v.language), text(v.country), v.position ?? 1, Number(before?.id ?? 0)],
  )
  return rows[0]
    ? [
        {
          field: 'position',
          rule: 'positionTaken',
          params: { position: Number(v.position ?? 1), recommendCode: rows[0].code },
        },
      ]
    : []
}

/** A SKU that is not (or no longer) a bundle stores no bundle items. */
function clearStrayItems(values: Values, before?: Values): Values {
  const merged = normalizeCommoditySku({ ...before, ...values })
  return merged.bundleItems === null && (text(values.bundleItems) || text(before?.bundleItems))
    ? { ...values, bundleItems: null }
    : values
}

async function bundleIssues(tx: Queryable, values: Values, before?: Values): Promise<RuleIssue[]> {
  const v = { ...before, ...values }
  const issues: RuleIssue[] = []
  if (v.type === 'bundle' && changed(values, before, ['type', 'bundleItems'])) {
    const items = splitKeys(text(v.bundleItems))
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from commodity_skus where sku_code = any($1::text[]) and type <> 'regular'
       order by sku_code`,
      [items],
    )
    for (const r of rows)
      issues.push({ field: 'bundleItems', rule: 'bundleItemNotRegular', params: { sku: r.code } })
  }
  if (before?.type === 'regular' && v.type !== 'regular') {
    const { rows } = await tx.query<{ code: string }>(
      `select sku_code as code from commodity_skus
       where type = 'bundle' and $1 = any(string_to_array(bundle_items, ','))
       order by sku_code limit 1`,
      [before.skuCode],
    )
    if (rows[0]) issues.push({ field: 'type', rule: 'skuInBundle', params: { bundle: rows[0].code } })
  }
  return issues
}

function lockedDesign(values: Values, before?: Values): RuleIssue[] {
  if (!before || before.status === 'draft') return []
  return AB_TEST_DESIGN.filter((f) => f in values && values[f] !== before[f]).map((field) => ({
    field,
    rule: 'abTestLocked' as const,
  }))
}
