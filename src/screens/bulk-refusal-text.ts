import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { isRuleKey } from '@/domain/rule-issues'
import { ruleParamsOf } from '@/forms/form-issues'
import { ruleIssueMessage } from '@/forms/rule-messages'
import type { BulkRefusal } from './bulk-api'

/** A refused row's reason in words (the "used by" lines are listed beside it). */
export function refusalText(i18n: I18n, r: BulkRefusal): string {
  switch (r.reason) {
    case 'usedBy':
      return i18n._(msg`Still used by other records:`)
    case 'version':
      return i18n._(msg`Someone else changed it meanwhile; reload the list and try again.`)
    case 'notFound':
      return i18n._(msg`It no longer exists.`)
    case 'rules': {
      // The rule's own translated words; a rule this console does not know yet keeps the server's.
      const words = (r.issues ?? [])
        .map((i) => (isRuleKey(i.rule) ? ruleIssueMessage(i18n, i.rule, ruleParamsOf(i)) : i.message))
        .join('; ')
      return words ? i18n._(msg`Its values break a rule: ${words}`) : i18n._(msg`Its values break a rule.`)
    }
    default:
      return i18n._(msg`Refused by the server.`)
  }
}
