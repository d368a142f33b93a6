import { Hono } from 'hono'
import { z } from 'zod'
import { CODES } from '@/domain/envelope'
import { prices, priceCoupons, priceRules, skus } from '@/domain/entities/price-center'
import { operationAction, type EntityDef } from '@/domain/entity'
import {
  priceCheck,
  priceCheckSchema,
  type CheckCoupon,
  type CheckPrice,
  type CheckRule,
} from '@/domain/price-check'
import { splitKeys, unknownKeysMessage } from '@/domain/references'
import type { RuleIssue } from '@/domain/rule-issues'
import { entityRuleIssues } from '@/domain/rules'
import { normalizeSku } from '@/domain/rules/price-center'
import { createSchema, validate } from '@/domain/schemas'
import type { Db, Queryable } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { ApiError, badRequest, ok, type FieldIssue } from './envelope'
import { selectColumns, toRecord } from './list-query'
import { insertAudited } from './records'
import { keyChecks, missingKeyIssues, normalizeReferences } from './references'
import { readJsonBody } from './request-body'
import { databaseRuleIssues } from './rules'
import { toFieldIssue } from './rules/issues'

export const BATCH_MAX_ROWS = 1000

export const skuBatchSchema = z.strictObject({
  rows: z.array(z.unknown()).min(1).max(BATCH_MAX_ROWS),
  mode: z.enum(['all', 'valid']),
  dryRun: z.boolean().optional(),
})

export interface RefusedRow {
  row: number
  issues: FieldIssue[]
}

/**
 * POST /v1/prices/check (prices view): what a customer pays, step by step (src/domain/price-check.ts).
 */
export function priceCheckRoutes(db: Db) {
  const app = new Hono<AppEnv>()
  app.post('/check', async (c) => {
    assertGranted(c.get('user'), `${prices.resource}:view`)
    const body = validate(priceCheckSchema, await readJsonBody(c))
    if (!body.ok) throw badRequest('invalid body', body.issues)
    const q = body.value
    const load = async <T>(e: EntityDef, where: string, params: unknown[]) => {
      const { rows } = await db.query(`select ${selectColumns(e)} from ${e.table} where ${where}`, params)
      return rows.map((r) => toRecord(e, r) as unknown as T)
    }
    const [priceRows, ruleRows, couponRows] = await Promise.all([
      load<CheckPrice>(prices, 'sku_code = $1 and currency = $2', [q.skuCode, q.currency]),
      load<CheckRule>(priceRules, '(sku_code = $1 or sku_code is null)', [q.skuCode]),
      q.couponCode
        ? load<CheckCoupon>(priceCoupons, 'coupon_code = $1', [q.couponCode])
        : Promise.resolve([] as CheckCoupon[]),
    ])
    return ok(c, priceCheck(q, { prices: priceRows, rules: ruleRows, coupon: couponRows[0] ?? null }))
  })
  return app
}

type Row = Record<string, unknown>

/** The SKU code a batch row gives, if any. */
const givenCode = (v: Row) => (typeof v.skuCode === 'string' && v.skuCode !== '' ? v.skuCode : undefined)

/**
 * Validates a batch of SKU create bodies without writing: the create schema, the record rules, duplicate
 * codes (in the batch and in the database), references (a SKU of the batch counts as existing), bundle items'
 * types and upgrade cycles. A row naming a refused row of the batch is refused too. Returns the rows to
 * create (normalized) and the refused ones, by row number.
 */
export async function validateSkuBatch(tx: Queryable, rows: readonly unknown[], actor: string) {
  const schema = createSchema(skus)
  const issues = new Map<number, FieldIssue[]>()
  const refuse = (i: number, list: FieldIssue[]) => {
    if (list.length) issues.set(i, [...(issues.get(i) ?? []), ...list])
  }
  const values = new Map<number, Row>()
  rows.forEach((raw, i) => {
    const v = validate(schema, raw)
    if (!v.ok) return refuse(i, v.issues)
    values.set(i, normalizeSku(normalizeReferences(skus, v.value as Row)))
  })

  // Duplicate codes within the batch (the later rows) and against the database.
  const firstRow = new Map<string, number>()
  for (const [i, v] of values) {
    // A row whose code is left empty gets the next one when created: nothing to compare.
    const code = givenCode(v)
    if (code === undefined) continue
    const first = firstRow.get(code)
    if (first === undefined) firstRow.set(code, i)
    else refuse(i, [{ field: 'skuCode', message: `duplicate of row ${first}` }])
  }
  const { rows: taken } = await tx.query<{ code: string }>(
    `select sku_code as code from skus where sku_code = any($1::text[])`,
    [[...firstRow.keys()]],
  )
  for (const { code } of taken)
    refuse(firstRow.get(code) as number, [{ field: 'skuCode', message: 'already exists' }])

  // Record rules.
  for (const [i, v] of values) refuse(i, entityRuleIssues('skus', v).map(toFieldIssue))

  // References: SKUs of the batch count as existing; the rest are looked up in one query per entity.
  const batchType = new Map<string, string>()
  for (const [code, i] of firstRow)
    if (!issues.has(i)) batchType.set(code, String(values.get(i)?.type ?? 'regular'))
  const checks = [...values]
    .filter(([i]) => !issues.has(i))
    .flatMap(([i, v]) =>
      keyChecks(skus, v, undefined, `${i}.`)
        .map((k) => (k.target === 'skus' ? { ...k, keys: k.keys.filter((x) => !firstRow.has(x)) } : k))
        .filter((k) => k.keys.length),
    )
  for (const issue of await missingKeyIssues(tx, checks)) {
    const dot = issue.field.indexOf('.')
    refuse(Number(issue.field.slice(0, dot)), [{ ...issue, field: issue.field.slice(dot + 1) }])
  }

  // Bundle items' types (batch first, then the database) and upgrade cycles within the batch.
  const named = new Set<string>()
  for (const v of values.values()) {
    for (const k of splitKeys(v.bundleItems as string | null)) if (!firstRow.has(k)) named.add(k)
  }
  const dbType = new Map<string, string>()
  if (named.size) {
    const { rows: found } = await tx.query<{ code: string; type: string }>(
      `select sku_code as code, type from skus where sku_code = any($1::text[])`,
      [[...named]],
    )
    for (const r of found) dbType.set(r.code, r.type)
  }
  const upgradeOf = new Map<string, string>()
  for (const [i, v] of values)
    if (!issues.has(i) && v.type === 'upgrade' && typeof v.upgradeFromSku === 'string' && givenCode(v))
      upgradeOf.set(String(v.skuCode), v.upgradeFromSku)
  for (const [i, v] of values) {
    if (issues.has(i)) continue
    const found: RuleIssue[] = []
    if (v.type === 'bundle')
      for (const sku of splitKeys(v.bundleItems as string | null)) {
        const type = firstRow.has(sku) ? batchType.get(sku) : dbType.get(sku)
        if (type && type !== 'regular')
          found.push({ field: 'bundleItems', rule: 'bundleItemNotRegular', params: { sku } })
      }
    if (v.type === 'upgrade' && givenCode(v)) {
      const code = String(v.skuCode)
      const path = [code]
      let cur = upgradeOf.get(code)
      while (cur && path.length <= upgradeOf.size + 1 && !path.slice(1).includes(cur)) {
        path.push(cur)
        if (cur === code) {
          found.push({ field: 'upgradeFromSku', rule: 'upgradeCycle', params: { path: path.join(' → ') } })
          break
        }
        cur = upgradeOf.get(cur)
      }
    }
    refuse(i, found.map(toFieldIssue))
  }

  // The declared database rules, as a single create would run them (the batch's own SKUs are not stored yet:
  // the checks above cover what the batch names of itself).
  for (const [i, v] of values)
    if (!issues.has(i)) refuse(i, (await databaseRuleIssues(tx, skus, v, actor)).map(toFieldIssue))

  // A row naming a refused row of the batch cannot be created without it.
  const refusedCodes = () => {
    const out = new Set<string>()
    for (const [code, i] of firstRow) if (issues.has(i)) out.add(code)
    return out
  }
  for (let again = true; again;) {
    again = false
    const gone = refusedCodes()
    for (const [i, v] of values) {
      if (issues.has(i)) continue
      for (const field of ['bundleItems', 'upgradeFromSku'] as const) {
        const missing = splitKeys(v[field] as string | null).filter((k) => gone.has(k))
        if (missing.length) {
          refuse(i, [
            { field, message: unknownKeysMessage('skus', missing), reference: { entity: 'skus', missing } },
          ])
          again = true
        }
      }
    }
  }

  const refused: RefusedRow[] = [...issues]
    .sort(([a], [b]) => a - b)
    .map(([row, list]) => ({ row, issues: list }))
  const valid = [...values].filter(([i]) => !issues.has(i)).map(([, v]) => v)
  return { valid, refused }
}

/**
 * POST /v1/skus/batch (skus add): { rows, mode: 'all' | 'valid', dryRun? } → { created, refused }. Every row is
 * validated before anything is written, in one transaction. mode 'all' with any refused row: 400 with
 * data { rows: refused } and nothing written; 'valid' creates the valid rows (bundles first after their items)
 * and lists the rest. dryRun: nothing is written, the answer is 200 in either mode, `created` lists the keys
 * that would be created and `dryRun` is true.
 */
export function skuBatchRoutes(db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  app.post('/batch', async (c) => {
    const user = c.get('user')
    assertGranted(user, `${skus.resource}:${operationAction('create')}`)
    const body = validate(skuBatchSchema, await readJsonBody(c))
    if (!body.ok) throw badRequest('invalid body', body.issues)
    const { rows, mode, dryRun } = body.value
    const result = await db.transaction(async (tx) => {
      const { valid, refused } = await validateSkuBatch(tx, rows, user.username)
      // A row left without a code is listed empty: its code is given when it is created.
      if (dryRun) return { created: valid.map((v) => givenCode(v) ?? ''), refused, dryRun: true }
      if (mode === 'all' && refused.length)
        throw new ApiError(
          400,
          CODES.badRequest,
          `${refused.length} of ${rows.length} rows refused`,
          undefined,
          {
            rows: refused,
          },
        )
      // Regular SKUs first, so a bundle or upgrade of the batch names SKUs that already exist.
      const order = [...valid].sort((a, b) => Number(a.type !== 'regular') - Number(b.type !== 'regular'))
      const codes = new Map<Row, string>()
      for (const v of order) codes.set(v, String((await insertAudited(tx, skus, v, user.username)).skuCode))
      return { created: valid.map((v) => codes.get(v)!), refused }
    })
    if (result.created.length && !dryRun) counts.invalidate(skus.table)
    return ok(c, result)
  })
  return app
}
