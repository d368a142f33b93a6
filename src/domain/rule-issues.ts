import { declaredMessages, type KeyedIssue } from './rules/define'
import { RULE_TABLE, type DeclaredRuleKey } from './rules/table'

export type { RuleParams } from './rules/define'

/**
 * Business rules that refuse one field of a record, beyond its own type and range: a bundle with one item, a
 * price whose window overlaps another. The server sends each refusal as a field issue carrying `rule` (a key)
 * and `params` (the values the message names); the console translates the key (src/forms/rule-messages.ts),
 * and the English message is the issue's `message` for other clients. Keys are stable: add, never rename.
 *
 * The rules of an entity's writes are declared, with their keys and messages, in the rule table
 * (src/domain/rules/table.ts); the rules of actions, which no write of an entity runs, are listed here.
 */
const ACTION_RULE_MESSAGES = {
  // Separation of duties (src/domain/duties.ts)
  ownRefund: 'You applied for this refund; another person reviews it',
  sameRefundReviewer:
    'You did the customer service review of this refund; another person does the financial review',
  ownOfflineOrder: 'You recorded this offline order; another person reviews it',
  ownBarter: 'You applied for this barter; another person reviews it',
  // Claims on work (src/domain/work-inbox.ts): a workflow step on a record someone else holds
  claimedByOther: '{holder} has claimed this and is working on it; ask them, or an admin, to release it',
  notWaitingForYou: 'This is not waiting for you: it has moved on, or your duties leave it to someone else',
  // Starting an AB test (server/api/actions/ab-tests.ts)
  abTestAlreadyRunning: 'AB test {testCode} is already running for this SKU and type',
} as const

export type RuleKey = DeclaredRuleKey | keyof typeof ACTION_RULE_MESSAGES

/** Every rule's English message, by key. */
export const RULE_MESSAGES = {
  ...(Object.fromEntries(declaredMessages(RULE_TABLE)) as Record<DeclaredRuleKey, string>),
  ...ACTION_RULE_MESSAGES,
} satisfies Record<RuleKey, string> as Record<RuleKey, string>

/** One refused field: which rule and the values its message names. */
export type RuleIssue = KeyedIssue<RuleKey>

export const isRuleKey = (k: unknown): k is RuleKey =>
  typeof k === 'string' && Object.hasOwn(RULE_MESSAGES, k)

/** The English message of a rule issue, with its params filled in (the server's `message`). */
export function ruleMessage(issue: Pick<RuleIssue, 'rule' | 'params'>): string {
  return RULE_MESSAGES[issue.rule].replace(/\{(\w+)\}/g, (m, name: string) =>
    issue.params && Object.hasOwn(issue.params, name) ? String(issue.params[name]) : m,
  )
}
