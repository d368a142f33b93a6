import { RULE_MESSAGES, type RuleIssue, type RuleKey } from '../rule-issues'
import {
  declaredMessages,
  deleteIssues,
  lockIssues,
  lockOf,
  recordIssues,
  type EntityRules,
  type Values,
} from './define'
import { RULE_TABLE } from './table'

/**
 * The rule table as both sides run it. The console checks the record rules before sending, locks the fields
 * a lock keeps and disables Delete with the delete rules' reason; the server runs the same declarations in the
 * write's transaction (server/api/rules/index.ts), then the database rules. Values are a create body (no
 * `before`) or an edit's changes over the record as it was.
 */

const fixtures = new Map<string, EntityRules[]>()

const concat = <T>(...lists: (readonly T[] | undefined)[]): T[] => lists.flatMap((l) => l ?? [])

/** The rules of entity `name`: the table's, and any a test declared; undefined when it has none. */
export function rulesOf(name: string): EntityRules | undefined {
  const own: EntityRules | undefined = Object.hasOwn(RULE_TABLE, name)
    ? RULE_TABLE[name as keyof typeof RULE_TABLE]
    : undefined
  const extra = fixtures.get(name) ?? []
  if (!extra.length) return own
  const all = [own ?? {}, ...extra]
  return {
    normalize: own?.normalize,
    shapes: concat(...all.map((r) => r.shapes)),
    record: concat(...all.map((r) => r.record)),
    lockedWhen: concat(...all.map((r) => r.lockedWhen)),
    delete: concat(...all.map((r) => r.delete)),
    database: concat(...all.map((r) => r.database)),
  }
}

/**
 * Tests only: declares more rules on an entity, as if the table held them, messages included (a rule added
 * with no server edit is enforced: tests/api/rule-fixture.test.ts). Returns the undo.
 */
export function declareRulesForTest(name: string, rules: EntityRules): () => void {
  const messages = RULE_MESSAGES as Record<string, string>
  const added = declaredMessages({ [name]: rules }).filter(([key]) => !Object.hasOwn(messages, key))
  for (const [key, message] of added) messages[key] = message
  fixtures.set(name, [...(fixtures.get(name) ?? []), rules])
  return () => {
    fixtures.set(
      name,
      (fixtures.get(name) ?? []).filter((r) => r !== rules),
    )
    for (const [key] of added) delete messages[key]
  }
}

/** The record rules a create (no `before`) or an edit of entity `name` breaks. */
export function entityRuleIssues(name: string, values: Values, before?: Values): RuleIssue[] {
  const rules = rulesOf(name)
  return rules ? (recordIssues(rules, values, before) as RuleIssue[]) : []
}

/** The locked fields an edit of entity `name` changes. */
export function lockedFieldIssues(name: string, values: Values, before: Values): RuleIssue[] {
  const rules = rulesOf(name)
  return rules ? (lockIssues(rules, values, before) as RuleIssue[]) : []
}

/** Why a record may not be deleted in its current state (the console disables Delete; the server refuses). */
export function deleteRuleIssues(name: string, record: Values): RuleIssue[] {
  const rules = rulesOf(name)
  return rules ? (deleteIssues(rules, record) as RuleIssue[]) : []
}

/** The rule that keeps `field` of the record as it is (the form shows it read-only with its message). */
export function fieldLock(name: string, field: string, record: Values): RuleKey | undefined {
  const rules = rulesOf(name)
  return rules ? (lockOf(rules, field, record)?.key as RuleKey | undefined) : undefined
}
