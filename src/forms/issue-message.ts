import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormIssue, MissingReference } from './form-issues'
import { entityNoun } from './reference-nouns'
import { ruleIssueMessage } from './rule-messages'

/** "No SKU with code NOSUCHSKU." — the sentence for keys that name no record, in the active language. */
export function missingReferenceMessage(i18n: I18n, reference: MissingReference): string {
  const noun = entityNoun(i18n, reference.entity)
  const codes = reference.missing.join(', ')
  return reference.missing.length === 1
    ? i18n._(msg`No ${noun} with code ${codes}.`)
    : i18n._(msg`No ${noun} with codes ${codes}.`)
}

/** The translated sentence for a refused value. */
export function issueMessage(i18n: I18n, issue: FormIssue): string {
  const limit = issue.limit ?? 0
  const detail = issue.detail ?? ''
  switch (issue.kind) {
    case 'required':
      return i18n._(msg`This field is required.`)
    case 'tooLong':
      return i18n._(msg`Use at most ${limit} characters.`)
    case 'tooShort':
      return i18n._(msg`Use at least ${limit} characters.`)
    case 'tooSmall':
      return i18n._(msg`Enter a value of at least ${limit}.`)
    case 'tooLarge':
      return i18n._(msg`Enter a value of at most ${limit}.`)
    case 'wholeNumber':
      return i18n._(msg`Enter a whole number.`)
    case 'cents':
      return i18n._(msg`Use at most 2 decimal places.`)
    case 'email':
      return i18n._(msg`Enter a valid email address.`)
    case 'date':
      return i18n._(msg`Enter a valid date.`)
    case 'datetime':
      return i18n._(msg`Enter a valid date and time.`)
    case 'option':
      return i18n._(msg`Choose one of the options.`)
    case 'json':
      return i18n._(msg`Enter a JSON object.`)
    case 'code':
      return i18n._(msg`Use only letters, digits, - and _.`)
    case 'duplicate':
      return i18n._(msg`This value is already in use.`)
    case 'missingReference':
      return issue.reference
        ? missingReferenceMessage(i18n, issue.reference)
        : i18n._(msg`No record has this code.`)
    case 'rule':
      return issue.rule
        ? ruleIssueMessage(i18n, issue.rule, issue.params)
        : i18n._(msg`This value is not valid.`)
    case 'ambiguous': {
      const candidates = (issue.candidates ?? []).join(', ')
      return i18n._(msg`This could mean any of ${candidates}: use one of them.`)
    }
    case 'invalid':
      return detail
        ? i18n._(msg`The server refused this value: ${detail}`)
        : i18n._(msg`This value is not valid.`)
  }
}
