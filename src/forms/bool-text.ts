import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Yes/No for a boolean value in the active language (details and history; lists keep their own cells). */
export function boolText(i18n: I18n, v: boolean): string {
  return v ? i18n._(msg`Yes`) : i18n._(msg`No`)
}
