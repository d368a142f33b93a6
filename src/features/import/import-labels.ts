import type { I18n, MessageDescriptor } from '@lingui/core'
import agentOrderBinding from '@/resources/bindings/agentOrders'
import offlineOrderBinding from '@/resources/bindings/offlineOrders'

const agent = agentOrderBinding.labels

/**
 * Column labels of the two imports: the offline order's field labels, and the agent order completion fields
 * (an agent order's), both from their entity's binding.
 */
export const IMPORT_FIELD_LABELS: Record<string, MessageDescriptor> = {
  ...offlineOrderBinding.labels,
  agentOrderNo: agent.agentOrderNo,
  orderNo: agent.orderNo,
  agentName: agent.agentName,
  agencyCommission: agent.agencyCommission,
  referralFee: agent.referralFee,
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
