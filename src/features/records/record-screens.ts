import type { I18n } from '@lingui/core'
import type { EntityDef } from '@/domain/entity'
import { customers, platformPaySettings } from '@/domain/entities/order-center'
import { offlineOrders } from '@/domain/entities/offline-orders'
import type { RecordBinding } from '@/forms/record-binding'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import { CUSTOMER_BINDING } from './customer-binding'
import { OFFLINE_ORDER_BINDING } from './offline-order-binding'
import { PLATFORM_PAY_BINDING } from './platform-pay-binding'

/** One entity's screens: its binding and the console paths of its list, add, edit and detail pages. */
export interface RecordScreens {
  entity: EntityDef
  binding: RecordBinding
  columns: (i18n: I18n) => ColumnDef[]
  /** The list a record belongs to (where create/delete/cancel return). */
  list: (record?: Record<string, unknown>) => string
  add: string
  edit: string
  detail?: string
}

function screens(
  entity: EntityDef,
  binding: RecordBinding,
  s: Omit<RecordScreens, 'entity' | 'binding' | 'columns'>,
) {
  return { entity, binding, columns: (i18n: I18n) => entityColumns(entity, binding, i18n), ...s }
}

const O = '/orderCenter'

export const CUSTOMER_SCREENS: RecordScreens = screens(customers, CUSTOMER_BINDING, {
  list: () => `${O}/customerList`,
  add: `${O}/customerAdd`,
  edit: `${O}/customerEdit`,
  detail: `${O}/customerDetail`,
})

export const OFFLINE_ORDER_SCREENS: RecordScreens = screens(offlineOrders, OFFLINE_ORDER_BINDING, {
  list: () => `${O}/orderList`,
  add: `${O}/orderAdd`,
  edit: `${O}/orderEdit`,
  detail: `${O}/orderDetail`,
})

/** Google Play and Apple Pay settings share one entity; each record lists under its platform's screen. */
export const PLATFORM_PAY_SCREENS: RecordScreens = screens(platformPaySettings, PLATFORM_PAY_BINDING, {
  list: (row) => `${O}/${row?.platform === 'applePay' ? 'applePay' : 'googlePlay'}`,
  add: `${O}/platformPayAdd`,
  edit: `${O}/platformPayEdit`,
})

export const PAY_PLATFORM_PATHS = { googlePlay: `${O}/googlePlay`, applePay: `${O}/applePay` } as const
