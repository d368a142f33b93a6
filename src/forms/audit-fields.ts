import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from '@/table/column'
import { formatDateTime } from '@/ui/format'
import { boolText } from './bool-text'

/** Fields business actions record that are not fields of the entity. */
const ACTION_FIELDS: Record<string, MessageDescriptor> = {
  sentTo: msg`Sent to`,
  sentAt: msg`Sent at`,
  passwordGenerated: msg`Generated password`,
  mustChangePassword: msg`Must choose a new password`,
}

/**
 * How an audit entry names a changed field and shows its values, in the user's language: by the entity's
 * columns (their header and the text a list shows), so a record's history and the audit log read alike.
 */
export function auditFieldText(i18n: I18n, columns: readonly ColumnDef[]) {
  const byField = new Map(columns.map((c) => [c.field, c]))
  return {
    label(field: string): string {
      const extra = ACTION_FIELDS[field]
      return byField.get(field)?.header ?? (extra ? i18n._(extra) : field)
    },
    value(field: string, row: Record<string, unknown>): string {
      const c = byField.get(field)
      const v = row[field]
      if (v === null || v === undefined || v === '') return '—'
      if (typeof v === 'boolean') return boolText(i18n, v)
      if (c) return c.text(row as Row) || '—'
      if (field.endsWith('At')) return formatDateTime(String(v))
      return typeof v === 'object' ? JSON.stringify(v) : String(v)
    },
  }
}
