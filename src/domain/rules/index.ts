import type { RuleIssue } from '../rule-issues'
import { COMMODITY_CENTER_RULES, commodityDeleteIssues } from './commodity-center'
import { recordRuleIssues } from './price-center'

/**
 * Every center's record rules that need nothing but the record (the console checks them before sending; the
 * server again in the write's transaction). Values as stored: a create body, or the record merged with an
 * edit's changes.
 */
export function entityRuleIssues(name: string, values: Record<string, unknown>): RuleIssue[] {
  const commodity = Object.hasOwn(COMMODITY_CENTER_RULES, name) ? COMMODITY_CENTER_RULES[name] : undefined
  return commodity ? commodity(values) : recordRuleIssues(name, values)
}

/** Why a record may not be deleted in its current state (the console disables Delete; the server refuses). */
export function deleteRuleIssues(name: string, record: Record<string, unknown>): RuleIssue[] {
  return commodityDeleteIssues(name, record)
}
