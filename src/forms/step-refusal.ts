import type { I18n } from '@lingui/core'
import { ApiError } from '@/api/client'
import { isRuleKey } from '@/domain/rule-issues'
import { ruleParamsOf, type ServerIssue } from './form-issues'
import { ruleIssueMessage } from './rule-messages'

/**
 * The business rule (such as a separation of duties) for which the server refused a workflow step, in the
 * console's words; undefined when the refusal was not a rule's.
 */
export function ruleRefusalText(i18n: I18n, err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined
  const issue = (err.issues as ServerIssue[]).find((i) => isRuleKey(i.rule))
  return issue && isRuleKey(issue.rule) ? ruleIssueMessage(i18n, issue.rule, ruleParamsOf(issue)) : undefined
}
