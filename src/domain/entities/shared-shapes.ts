import { defineEntity } from '../entity'
import { field } from '../fields'
import { COUNTRIES, COUPON_USE_MODES, DISCOUNT_TYPES } from '../enums'
import type { Resource } from '../permissions'
import { common, CRUD } from './common'

/**
 * Coupons exist in the price center and in the commodity center with the same shape; each names the SKUs of
 * its own center (`skuEntity`).
 */
export function couponFields(skuEntity: string) {
  return {
    couponCode: common.code(),
    name: common.name(),
    useMode: field.enum(COUPON_USE_MODES, {
      required: true,
      default: 'buy_link',
      filter: 'enum',
      sortable: true,
      column: true,
    }),
    discountType: common.requiredEnum(DISCOUNT_TYPES),
    discountValue: common.amount(),
    currency: common.currency(),
    skuCodes: common.refList(skuEntity),
    validFrom: common.time(),
    validTo: common.time(),
    usageLimit: field.int({ max: 10_000_000, filter: 'range', sortable: true }),
    usedCount: field.int({ readOnly: true, default: 0, sortable: true }),
    status: common.status(),
  }
}

export const SKU_RELATION_TYPES = ['upgrade', 'crossgrade', 'addon', 'replacement'] as const

/** SKU relations exist in the price center and in the commodity center with the same shape (over `skuEntity`). */
export function skuRelationFields(skuEntity: string) {
  return {
    relationCode: common.code(),
    fromSku: common.ref(skuEntity, { required: true }),
    toSku: common.ref(skuEntity, { required: true }),
    relationType: common.requiredEnum(SKU_RELATION_TYPES),
    country: field.enum(COUNTRIES, { filter: 'enum', sortable: true }),
    description: common.remark(),
    status: common.status(),
  }
}

/** How a center numbers the new records of a shared shape when their code is left empty (EntityDef.keyPrefix). */
export interface CodeFormat {
  keyPrefix: string
  keyDigits?: number
}

/** A coupon entity of one center (the price and commodity centers keep separate coupon tables). */
export function couponEntity(
  name: string,
  table: string,
  resource: Resource,
  skuEntity: string,
  codes: CodeFormat,
) {
  return defineEntity({
    name,
    table,
    key: 'couponCode',
    ...codes,
    currencyField: 'currency',
    percentWhen: { discountValue: { discountType: 'percent' } },
    resource,
    defaultSort: [{ field: 'validFrom', desc: true }],
    search: ['couponCode', 'name'],
    operations: [...CRUD],
    fields: couponFields(skuEntity),
  })
}

/** A SKU relation entity of one center. */
export function skuRelationEntity(
  name: string,
  table: string,
  resource: Resource,
  skuEntity: string,
  codes: CodeFormat,
) {
  return defineEntity({
    name,
    table,
    key: 'relationCode',
    ...codes,
    resource,
    defaultSort: [{ field: 'relationCode', desc: false }],
    search: ['relationCode', 'fromSku', 'toSku'],
    operations: [...CRUD],
    fields: skuRelationFields(skuEntity),
  })
}
