import type { I18n } from '@lingui/core'
import { barters } from '@/domain/entities/refunds-barters'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import {
  BARTER_EXCHANGE_TYPE_LABELS,
  BARTER_FIELD_LABELS,
  BARTER_HANDLING_METHOD_LABELS,
  BARTER_STATUS_LABELS,
} from './barter-labels'

const WIDTHS: Partial<Record<string, number>> = {
  barterNo: 190,
  orderNo: 150,
  replacementItem: 160,
  exchangeType: 180,
  reason: 240,
  newItem: 150,
  handlingMethod: 190,
  billingStartDate: 180,
  priceDifference: 140,
  status: 120,
  applicant: 130,
}

/** A barter carries no currency of its own: its price difference is a plain signed amount. */
const formatDifference = (v: unknown, locale: string) =>
  v === null || v === undefined
    ? ''
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, signDisplay: 'exceptZero' }).format(Number(v))

/** The barter list's columns: every barter field, the registry's `column` fields shown by default. */
export function barterColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    barters,
    {
      labels: BARTER_FIELD_LABELS,
      valueLabels: {
        exchangeType: BARTER_EXCHANGE_TYPE_LABELS,
        handlingMethod: BARTER_HANDLING_METHOD_LABELS,
        status: BARTER_STATUS_LABELS,
      },
      widths: WIDTHS,
      tagFields: ['status'],
    },
    i18n,
  ).map((c) => {
    if (c.field !== 'priceDifference') return c
    const text = (row: Record<string, unknown>) => formatDifference(row.priceDifference, i18n.locale)
    return { ...c, text, render: text }
  })
}
