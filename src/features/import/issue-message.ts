import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { IMPORT_ROW_MESSAGES } from '@/domain/imports'
import { missingReferenceMessage } from '@/forms/issue-message'
import type { ImportIssue } from './check-rows'

const SERVER_MESSAGES: Record<string, ReturnType<typeof msg>> = {
  [IMPORT_ROW_MESSAGES.notFound]: msg`No pending agent order with this number on the platform.`,
  [IMPORT_ROW_MESSAGES.notPending]: msg`This agent order is no longer pending.`,
  [IMPORT_ROW_MESSAGES.duplicate]: msg`This value appears more than once in the file.`,
}

/** One issue in words, in the active language. */
export function issueMessage(i18n: I18n, issue: ImportIssue): string {
  const d = issue.detail ?? ''
  switch (issue.code) {
    case 'required':
      return i18n._(msg`Required.`)
    case 'notNumber':
      return i18n._(msg`Enter a number.`)
    case 'notInteger':
      return i18n._(msg`Enter a whole number.`)
    case 'decimals':
      return i18n._(msg`Use at most 2 decimal places.`)
    case 'tooLong':
      return i18n._(msg`At most ${d} characters.`)
    case 'tooSmall':
      return i18n._(msg`Must be at least ${d}.`)
    case 'tooLarge':
      return i18n._(msg`Must be at most ${d}.`)
    case 'email':
      return i18n._(msg`Enter a valid email address.`)
    case 'date':
      return i18n._(msg`Enter a date as YYYY-MM-DD.`)
    case 'datetime':
      return i18n._(msg`Enter a date and time as YYYY-MM-DD HH:mm:ss.`)
    case 'enum':
      return i18n._(msg`Use one of: ${d}.`)
    case 'bool':
      return i18n._(msg`Enter yes or no.`)
    case 'duplicate':
      return i18n._(msg`Repeats the value of row ${d}.`)
    case 'ambiguous':
      return i18n._(msg`This could mean any of ${d}: use one of them.`)
    case 'unknownColumn':
      return i18n._(msg`Unknown column: use the template's headers.`)
    case 'duplicateColumn':
      return i18n._(msg`This column appears twice.`)
    case 'missingColumn':
      return i18n._(msg`A required column is missing.`)
    case 'noRows':
      return i18n._(msg`The file has no data rows.`)
    case 'server': {
      if (issue.reference) return missingReferenceMessage(i18n, issue.reference)
      const known = SERVER_MESSAGES[d]
      return known ? i18n._(known) : i18n._(msg`Refused by the server: ${d}`)
    }
    case 'invalid':
      return i18n._(msg`Invalid value.`)
  }
}
