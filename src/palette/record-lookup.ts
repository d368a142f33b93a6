import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { requestData } from '@/api/client'
import { entityByName } from '@/domain/registry'

/**
 * Record numbers the palette recognises, and where each one opens. A kind is offered only once its entity
 * is in the domain registry with that key field, and only to users who may reach its list.
 */
export interface RecordKind {
  entity: string
  pattern: RegExp
  field: string
  listPath: string
  detailHref: (id: number | string) => string
  open: (no: string) => MessageDescriptor
  notFound: (no: string) => MessageDescriptor
}

export const RECORD_KINDS: readonly RecordKind[] = [
  {
    entity: 'orders',
    pattern: /^OD\d{6,}$/i,
    field: 'orderNo',
    listPath: '/orderCenter/orders',
    detailHref: (id) => `/orderCenter/order/detail?id=${encodeURIComponent(id)}`,
    open: (no) => msg`Open order ${no}`,
    notFound: (no) => msg`Order ${no} was not found.`,
  },
  {
    entity: 'refunds',
    pattern: /^RF\d{6,}$/i,
    field: 'refundNo',
    listPath: '/orderCenter/refunds',
    detailHref: (id) => `/orderCenter/refunds?id=${encodeURIComponent(id)}`,
    open: (no) => msg`Open refund ${no}`,
    notFound: (no) => msg`Refund ${no} was not found.`,
  },
  {
    entity: 'carts',
    pattern: /^(CART|CT)\d{6,}$/i,
    field: 'cartId',
    listPath: '/orderCenter/cartOrderList',
    detailHref: (id) => `/orderCenter/cartOrderList?id=${encodeURIComponent(id)}`,
    open: (no) => msg`Open cart ${no}`,
    notFound: (no) => msg`Cart ${no} was not found.`,
  },
]

/** The record kind a query looks like, if its entity exists and the user may reach its list. */
export function recordKindFor(query: string, isPermitted: (path: string) => boolean): RecordKind | undefined {
  const q = query.trim()
  return RECORD_KINDS.find(
    (k) => k.pattern.test(q) && !!entityByName(k.entity)?.fields[k.field] && isPermitted(k.listPath),
  )
}

/** Looks the number up on the server: the record's id, or undefined when there is none. */
export async function findRecordId(kind: RecordKind, no: string, signal?: AbortSignal) {
  const page = await requestData<{ items: { id: number }[] }>(`/v1/${kind.entity}`, {
    query: { [kind.field]: no.trim().toUpperCase(), limit: 1 },
    signal,
    quiet: true,
  })
  return page.items[0]?.id
}
