import type { I18n } from '@lingui/core'
import { orders } from '@/domain/orders'
import type { Row } from '@/api/list-queries'
import { formatDateTime, formatMoney } from '@/ui/format'
import { ORDER_STATUS_LABELS } from './order-labels'

/** The display text of one order field: dates in the default format, money in the order's currency. */
export function orderFieldText(i18n: I18n, row: Row, field: string): string {
  const def = orders.fields[field as keyof typeof orders.fields]
  const v = row[field]
  if (v === null || v === undefined || !def) return ''
  if (def.kind === 'datetime') return formatDateTime(String(v))
  if (def.kind === 'money') return formatMoney(Number(v), String(row.currency ?? 'USD'), i18n.locale)
  if (field === 'status') {
    const label = ORDER_STATUS_LABELS[String(v)]
    return label ? i18n._(label) : String(v)
  }
  return String(v)
}
