import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ImportSpec } from '@/domain/imports'
import agentOrderBinding from '@/resources/bindings/agentOrders'
import offlineOrderBinding from '@/resources/bindings/offlineOrders'
import type { PasteVocabulary } from '@/resources/paste-vocabulary'

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

/**
 * Labels a header cell may carry: the label in every language the console offers (with the vocabulary), else
 * the active language's and the English one.
 */
export function headerLabels(i18n: I18n, field: string, vocabulary?: PasteVocabulary): string[] {
  const d = IMPORT_FIELD_LABELS[field]
  if (!d) return []
  return vocabulary ? vocabulary.inEveryLanguage(d) : [i18n._(d), d.message ?? field]
}

/** Every label of the imported records' fields, by entity: an exported list's columns. */
const LISTED_LABELS: Record<ImportSpec['entity'], Record<string, MessageDescriptor>> = {
  offlineOrders: offlineOrderBinding.labels,
  agentOrderImports: agentOrderBinding.labels,
}

/**
 * Header cells of columns an exported list has and the import does not take (a generated number, who
 * recorded it, a review status), in every language: skipped when the file comes back.
 */
export function ignoredHeaders(spec: ImportSpec, vocabulary?: PasteVocabulary): string[] {
  return Object.entries(LISTED_LABELS[spec.entity])
    .filter(([f]) => !(f in spec.fields))
    .flatMap(([f, d]) => [f, ...(vocabulary ? vocabulary.inEveryLanguage(d) : [d.message ?? f])])
}

/** The template's header for a field: readable in the active language, and still naming the field. */
export const templateHeader = (i18n: I18n, field: string) => `${fieldLabel(i18n, field)} (${field})`
