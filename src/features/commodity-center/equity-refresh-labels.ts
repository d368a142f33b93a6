import type { I18n } from '@lingui/core'
import { EQUITY_REFRESH_MESSAGE_LABELS, EQUITY_REFRESH_STATUS_LABELS } from '@/resources/enum-labels'

/** A job's status in the active language. */
export function equityStatusText(i18n: I18n, status: unknown): string {
  const label = EQUITY_REFRESH_STATUS_LABELS[status as keyof typeof EQUITY_REFRESH_STATUS_LABELS]
  return label ? i18n._(label) : String(status ?? '')
}

/** A job's result code as a sentence (the code itself when unknown, nothing when there is none). */
export function equityMessageText(i18n: I18n, message: unknown): string {
  if (typeof message !== 'string' || !message) return ''
  const label = EQUITY_REFRESH_MESSAGE_LABELS[message as keyof typeof EQUITY_REFRESH_MESSAGE_LABELS]
  return label ? i18n._(label) : message
}
