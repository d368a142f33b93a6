import type { I18n } from '@lingui/core'
import { refunds } from '@/domain/entities/refunds-barters'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import {
  REFUND_FIELD_LABELS,
  ORDER_SOURCE_LABELS,
  REFUND_ISSUE_CATEGORY_LABELS,
  REFUND_METHOD_LABELS,
  REFUND_REASON_TYPE_LABELS,
  REFUND_STATUS_LABELS,
  REFUND_TYPE_LABELS,
} from './refund-labels'

const WIDTHS: Partial<Record<string, number>> = {
  refundNo: 160,
  orderNo: 150,
  status: 250,
  type: 120,
  method: 250,
  amount: 150,
  currency: 100,
  reasonType: 150,
  description: 240,
  applicant: 130,
  appliedAt: 170,
  reviewTime: 170,
}

/** The refunds list's columns: every refund field, the registry's `column` fields shown by default. */
export function refundColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    refunds,
    {
      labels: REFUND_FIELD_LABELS,
      valueLabels: {
        orderSource: ORDER_SOURCE_LABELS,
        status: REFUND_STATUS_LABELS,
        type: REFUND_TYPE_LABELS,
        method: REFUND_METHOD_LABELS,
        reasonType: REFUND_REASON_TYPE_LABELS,
        issueCategory: REFUND_ISSUE_CATEGORY_LABELS,
      },
      widths: WIDTHS,
      currencyField: 'currency',
      tagFields: ['status'],
    },
    i18n,
  )
}
