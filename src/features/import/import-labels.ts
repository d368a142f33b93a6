import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { OFFLINE_ORDER_FIELD_LABELS } from '@/features/records/offline-order-labels'
import { ORDER_FIELD_LABELS as O } from '@/resources/order-labels'

/**
 * Column labels of the two imports: the offline order's own field labels (one table, in records), and the
 * agent order completion fields.
 */
export const IMPORT_FIELD_LABELS: Record<string, MessageDescriptor> = {
  ...OFFLINE_ORDER_FIELD_LABELS,
  agentOrderNo: msg`Agent order number`,
  orderNo: O.orderNo,
  agentName: O.agentName,
  agencyCommission: O.agencyCommission,
  referralFee: O.referralFee,
}

export function fieldLabel(i18n: I18n, field: string): string {
  const d = IMPORT_FIELD_LABELS[field]
  return d ? i18n._(d) : field
}

/** Labels a header cell may carry: the active language's and the English one. */
export function headerLabels(i18n: I18n, field: string): string[] {
  const d = IMPORT_FIELD_LABELS[field]
  return d ? [i18n._(d), d.message ?? field] : []
}

/** The template's header for a field: readable in the active language, and still naming the field. */
export const templateHeader = (i18n: I18n, field: string) => `${fieldLabel(i18n, field)} (${field})`
