import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormIssue } from './form-issues'

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
    case 'duplicate':
      return i18n._(msg`This value is already in use.`)
    case 'invalid':
      return detail
        ? i18n._(msg`The server refused this value: ${detail}`)
        : i18n._(msg`This value is not valid.`)
  }
}
