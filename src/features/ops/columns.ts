import type { I18n } from '@lingui/core'
import type { Row } from '@/api/list-queries'
import { agentOrders, douyinPullJobs, orderAssociations } from '@/domain/entities/order-center'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import {
  AGENT_ORDER_FIELD_LABELS,
  AGENT_ORDER_STATUS_LABELS,
  ASSOCIATION_FIELD_LABELS,
  ASSOCIATION_STATUS_LABELS,
  JOB_STATUS_LABELS,
  PULL_JOB_FIELD_LABELS,
  PULL_MESSAGE_LABELS,
  STORE_LABELS,
} from './labels'

/** Online agent orders: every field; agent platform, agent name and commission shown by default. */
export function agentOrderColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    agentOrders,
    {
      labels: AGENT_ORDER_FIELD_LABELS,
      valueLabels: { status: AGENT_ORDER_STATUS_LABELS },
      widths: { agentOrderNo: 160, orderNo: 150, agentPlatform: 150, agentName: 160, orderTime: 170 },
      currencyField: 'currency',
      tagFields: ['status'],
    },
    i18n,
  )
}

export function associationColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    orderAssociations,
    {
      labels: ASSOCIATION_FIELD_LABELS,
      valueLabels: { status: ASSOCIATION_STATUS_LABELS, store: STORE_LABELS },
      widths: { associationNo: 170, storeOrderNo: 170, orderNo: 150, associatedAt: 170, status: 150 },
      tagFields: ['status'],
    },
    i18n,
  )
}

export function pullJobColumns(i18n: I18n): ColumnDef[] {
  const columns = entityColumns(
    douyinPullJobs,
    {
      labels: PULL_JOB_FIELD_LABELS,
      valueLabels: { status: JOB_STATUS_LABELS },
      widths: { jobNo: 170, shopName: 220, fromTime: 170, toTime: 170, message: 320 },
      tagFields: ['status'],
    },
    i18n,
  )
  // The result is stored as a code; show its translation.
  return columns.map((c) => {
    if (c.field !== 'message') return c
    const text = (row: Row) => pullMessageText(i18n, row.message)
    return { ...c, text, render: text }
  })
}

export function pullMessageText(i18n: I18n, message: unknown): string {
  if (typeof message !== 'string') return ''
  const label = PULL_MESSAGE_LABELS[message as keyof typeof PULL_MESSAGE_LABELS]
  return label ? i18n._(label) : message
}
