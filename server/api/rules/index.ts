import type { EntityDef } from '../../../src/domain/entity'
import type { Queryable } from '../../db/client'
import { checkCommodityDelete, checkCommodityRules, hasCommodityRules } from './commodity-center'
import { checkRules as checkPriceCenterRules } from './price-center'

type Values = Record<string, unknown>

/**
 * The business rules of a write, by the entity's center, run in the write's transaction (write-routes.ts,
 * bulk-routes.ts): returns the values to store (normalized), or throws a 400 with rule issues.
 */
export function checkRules(
  tx: Queryable,
  e: Pick<EntityDef, 'name'>,
  values: Values,
  before?: Values,
): Promise<Values> {
  return hasCommodityRules(e.name)
    ? checkCommodityRules(tx, e, values, before)
    : checkPriceCenterRules(tx, e, values, before)
}

/** The rules a delete must keep (a running AB test is stopped first); throws a 400 with rule issues. */
export function checkDeleteRules(e: Pick<EntityDef, 'name'>, before: Values): void {
  checkCommodityDelete(e, before)
}
