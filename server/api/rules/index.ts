import type { EntityDef } from '@/domain/entity'
import type { RuleIssue } from '@/domain/rule-issues'
import { rulesOf } from '@/domain/rules'
import {
  deleteIssues,
  lockIssues,
  recordIssues,
  shapeIssues,
  storedValues,
  type DatabaseRule,
  type EntityRules,
} from '@/domain/rules/define'
import type { Queryable } from '../../db/client'
import { deriveValues } from '../entity-hooks'
import { badRequest } from '../envelope'
import { BACKSTAGE_CHECKS } from './backstage'
import { COMMODITY_CENTER_CHECKS } from './commodity-center'
import type { DatabaseCheck, DatabaseChecks, WriteContext } from './database-check'
import { throwRuleIssues } from './issues'
import { PRICE_CENTER_CHECKS } from './price-center'

/**
 * The rule table (src/domain/rules/table.ts) as the server runs it, in the write's transaction, for every write
 * of an entity: the generic create, edit and delete (write-routes.ts), bulk enable, disable and delete
 * (bulk-routes.ts) and the SKU batch (price-center-routes.ts). Nothing here names an entity: a rule declared in
 * the table is enforced.
 */

/** The implementation of every declared database rule (the type refuses a declared name without one). */
const DATABASE_CHECKS: DatabaseChecks = {
  ...PRICE_CENTER_CHECKS,
  ...COMMODITY_CENTER_CHECKS,
  ...BACKSTAGE_CHECKS,
}

/** The implementation of a database rule; a name without one (a test's declaration) is a server error. */
export function databaseCheck(rule: DatabaseRule): DatabaseCheck<string> {
  const check = (DATABASE_CHECKS as Partial<Record<string, DatabaseCheck<string>>>)[rule.name]
  if (!check) throw new Error(`database rule ${rule.name} is declared but not implemented`)
  return check
}

/** The refusals of the database rules `which` selects, in declaration order. */
async function databaseIssues(
  tx: Queryable,
  rules: EntityRules,
  w: WriteContext,
  which: (d: DatabaseRule) => boolean = () => true,
): Promise<RuleIssue[]> {
  const issues: RuleIssue[] = []
  for (const d of (rules.database ?? []).filter(which))
    issues.push(...((await databaseCheck(d)(tx, w)) as RuleIssue[]))
  return issues
}

type Values = Record<string, unknown>

/**
 * Checks a create (no `before`) or an edit of `e` by `actor` and returns the values to write (normalized, and
 * with those read from other records set); throws a 400: plain field issues for a JSON field of the wrong
 * shape, else the record rules' and locks' issues, else (only then) the database rules'.
 */
export async function checkRules(
  tx: Queryable,
  e: EntityDef,
  given: Values,
  before: Values | undefined,
  actor: string,
): Promise<Values> {
  const values = await deriveValues(tx, e, given, before)
  const rules = rulesOf(e.name)
  if (!rules) return values
  const shape = shapeIssues(rules, values, before)
  if (shape[0])
    throw badRequest(
      `invalid ${shape[0].what}`,
      shape.map(({ field, message }) => ({ field, message })),
    )
  const out = { ...values, ...storedValues(rules, values, before).changes }
  throwRuleIssues([
    ...(recordIssues(rules, out, before) as RuleIssue[]),
    ...(before ? (lockIssues(rules, out, before) as RuleIssue[]) : []),
  ])
  throwRuleIssues(
    await databaseIssues(tx, rules, { entity: e, values: out, before, merged: { ...before, ...out }, actor }),
  )
  return out
}

/** The rules a delete of `before` by `actor` must keep (a running AB test is stopped first); throws a 400. */
export async function checkDeleteRules(tx: Queryable, e: EntityDef, before: Values, actor: string) {
  const rules = rulesOf(e.name)
  if (!rules) return
  throwRuleIssues(deleteIssues(rules, before) as RuleIssue[])
  const w = { entity: e, values: null, before, merged: before, actor }
  throwRuleIssues(await databaseIssues(tx, rules, w, (d) => !!d.onDelete))
}

/**
 * The database rules' refusals of a create of `e` whose values already pass its record rules (a batch checks
 * those itself, row by row).
 */
export async function databaseRuleIssues(tx: Queryable, e: EntityDef, values: Values, actor: string) {
  const rules = rulesOf(e.name)
  return rules ? databaseIssues(tx, rules, { entity: e, values, merged: values, actor }) : []
}
