import { skuEquityRefreshJobs } from '../../../src/domain/entities/commodity-center'
import { ACTIVE_EQUITY_STATUSES } from '../../../src/domain/equity-refresh'
import { PAGE_FIELDS, PAGE_KINDS, purchasePageSchema } from '../../../src/domain/purchase-page'
import { splitKeys } from '../../../src/domain/references'
import type { RuleIssue } from '../../../src/domain/rule-issues'
import { purchasePageIssues } from '../../../src/domain/rules/purchase-page'
import type { Queryable } from '../../db/client'
import { badRequest, type FieldIssue } from '../envelope'
import { throwRuleIssues } from './price-center'

type Values = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/**
 * Purchase pages (clientBuyConfigs): each page whose cards or settings a write changes must have settings of
 * the declared shape (else a plain field issue) and pass the page rules (src/domain/rules/purchase-page.ts).
 * A page the write leaves alone is not checked again.
 */
export function checkPurchasePages(values: Values, before?: Values): Values {
  const merged = { ...before, ...values }
  const shapeIssues: FieldIssue[] = []
  const issues: RuleIssue[] = []
  for (const kind of PAGE_KINDS) {
    const { cards, settings } = PAGE_FIELDS[kind]
    if (before && !(cards in values) && !(settings in values)) continue
    const json = text(merged[settings])
    // The field's own check has already refused text that is not a JSON object.
    const parsed = purchasePageSchema.safeParse(json ? JSON.parse(json) : {})
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        shapeIssues.push({ field: [settings, ...i.path.map(String)].join('.'), message: i.message })
      continue
    }
    issues.push(...purchasePageIssues(kind, splitKeys(text(merged[cards])), parsed.data))
  }
  if (shapeIssues.length) throw badRequest('invalid page settings', shapeIssues)
  throwRuleIssues(issues)
  return values
}

/**
 * SKU equity refresh jobs: one queued or running job per SKU. Concurrent creates for one SKU wait for each
 * other (a transaction-scoped advisory lock), so two cannot both pass the check.
 */
export async function checkEquityRefresh(tx: Queryable, values: Values, before?: Values): Promise<Values> {
  if (before) return values
  const sku = text(values.skuCode)
  if (!sku) return values
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`equityRefresh:${sku}`])
  const { rows } = await tx.query<{ job_no: string }>(
    `select job_no from ${skuEquityRefreshJobs.table} where sku_code = $1 and status = any($2::text[])
     order by id limit 1`,
    [sku, [...ACTIVE_EQUITY_STATUSES]],
  )
  if (rows[0])
    throwRuleIssues([{ field: 'skuCode', rule: 'equityRefreshActive', params: { jobNo: rows[0].job_no } }])
  return values
}
