import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { cartOrders } from '@/domain/entities/order-center'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import type { EntityName } from '@/domain/registry'
import { entities } from '@/domain/registry'
import { recordHref, screensOf } from '@/domain/screens'

/**
 * Record numbers the palette recognises. Each is looked up by its entity's key and opens where the screen
 * declarations say the record opens; it is offered only to users who may reach a list of that entity.
 */
export interface RecordKind {
  entity: EntityName
  pattern: RegExp
  open: (no: string) => MessageDescriptor
  notFound: (no: string) => MessageDescriptor
}

export const RECORD_KINDS: readonly RecordKind[] = [
  {
    entity: orders.name,
    pattern: /^OD\d{6,}$/i,
    open: (no) => msg`Open order ${no}`,
    notFound: (no) => msg`Order ${no} was not found.`,
  },
  {
    entity: refunds.name,
    pattern: /^RF[0-9A-Z]{6,}$/i,
    open: (no) => msg`Open refund ${no}`,
    notFound: (no) => msg`Refund ${no} was not found.`,
  },
  {
    entity: cartOrders.name,
    pattern: /^CART\d{6,}$/i,
    open: (no) => msg`Open cart ${no}`,
    notFound: (no) => msg`Cart ${no} was not found.`,
  },
]

/** The record kind a query looks like, if the user may reach a list of its entity. */
export function recordKindFor(query: string, isPermitted: (path: string) => boolean): RecordKind | undefined {
  const q = query.trim()
  return RECORD_KINDS.find(
    (k) => k.pattern.test(q) && screensOf(k.entity, 'list').some((s) => isPermitted(s.path)),
  )
}

/** Looks the number up on the server: where the record opens, or undefined when there is none. */
export async function findRecordHref(kind: RecordKind, no: string, signal?: AbortSignal) {
  const page = await requestData<{ items: Row[] }>(`/v1/${kind.entity}`, {
    query: { [entities[kind.entity].key]: no.trim().toUpperCase(), limit: 1 },
    signal,
    quiet: true,
  })
  const record = page.items[0]
  const href = record && recordHref(kind.entity, record)
  return record && href ? { id: record.id, href } : undefined
}
