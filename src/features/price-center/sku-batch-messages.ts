import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ruleMessage, type RuleKey } from '@/domain/rule-issues'
import { issueMessage } from '@/forms/issue-message'
import type { BatchIssue } from './sku-batch-rows'

/** The SKU rules a batch row can break, in words (other rules read as the server words them). */
const SKU_RULES: Partial<Record<RuleKey, (p: Record<string, string | number>) => MessageDescriptor>> = {
  bundleTooFewItems: () => msg`A bundle contains at least two different regular SKUs.`,
  bundleItemNotRegular: (p) =>
    msg`SKU ${String(p.sku ?? '')} is not a regular SKU, so it cannot be in a bundle.`,
  bundleContainsItself: () => msg`A bundle cannot contain itself.`,
  upgradeFromRequired: () => msg`Choose the SKU this one upgrades from.`,
  upgradeFromItself: () => msg`A SKU cannot upgrade from itself.`,
  upgradeCycle: (p) => msg`This upgrade path would form a cycle: ${String(p.path ?? '')}`,
}

/** One refused cell in the active language: the form's wording, a rule's, or the repeated code's row. */
export function batchIssueMessage(i18n: I18n, issue: BatchIssue): string {
  if (issue.rule) {
    const words = SKU_RULES[issue.rule]
    return words ? i18n._(words(issue.params ?? {})) : ruleMessage({ rule: issue.rule, params: issue.params })
  }
  if (issue.kind === 'duplicate' && issue.params?.row !== undefined) {
    const row = issue.params.row
    return i18n._(msg`Repeats the SKU code of row ${row}.`)
  }
  return issueMessage(i18n, issue)
}
