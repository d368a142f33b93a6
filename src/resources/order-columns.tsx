import type { I18n } from '@lingui/core'
import { orders } from '@/domain/orders'
import type { ColumnDef } from '@/table/column'
import type { Row } from '@/api/list-queries'
import { formatDateTime, formatMoney } from '@/ui/format'
import { ORDER_FIELD_LABELS, ORDER_STATUS_LABELS } from './order-labels'

const WIDTHS: Partial<Record<string, number>> = {
  orderNo: 150,
  paymentNo: 160,
  email: 260,
  purchaseTime: 170,
  finishTime: 170,
  productName: 160,
  orderType: 170,
}

/** The orders list's columns: one per field the registry marks as a default column. */
export function orderColumns(i18n: I18n): ColumnDef[] {
  return Object.entries(orders.fields)
    .filter(([, def]) => def.column)
    .map(([field, def]): ColumnDef => {
      const text = (row: Row): string => {
        const v = row[field]
        if (v === null || v === undefined) return ''
        if (def.kind === 'datetime') return formatDateTime(String(v))
        if (def.kind === 'money') return formatMoney(Number(v), String(row.currency ?? 'USD'), i18n.locale)
        if (field === 'status') {
          const label = ORDER_STATUS_LABELS[String(v)]
          return label ? i18n._(label) : String(v)
        }
        return String(v)
      }
      return {
        field,
        header: i18n._(ORDER_FIELD_LABELS[field as keyof typeof ORDER_FIELD_LABELS]),
        width: WIDTHS[field] ?? 120,
        align: def.kind === 'money' || def.kind === 'int' ? 'end' : 'start',
        render: (row) =>
          field === 'status' ? (
            <span className={`tag tag-${String(row[field])}`}>{text(row)}</span>
          ) : (
            text(row)
          ),
        text,
      }
    })
}
