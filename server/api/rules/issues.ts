import { ruleMessage, type RuleIssue, type RuleKey, type RuleParams } from '@/domain/rule-issues'
import { badRequest, type FieldIssue } from '../envelope'

/** A rule refusal as the envelope's field issue. */
interface RuleFieldIssue extends FieldIssue {
  rule: RuleKey
  params: RuleParams
}

export const toFieldIssue = (i: RuleIssue): RuleFieldIssue => ({
  field: i.field,
  message: ruleMessage(i),
  rule: i.rule,
  params: i.params ?? {},
})

/** Refuses the write with these rule issues (400), if there are any. */
export function throwRuleIssues(issues: readonly RuleIssue[]): void {
  if (!issues.length) return
  const list = issues.map(toFieldIssue)
  throw badRequest(list.map((i) => i.message).join('; '), list)
}
