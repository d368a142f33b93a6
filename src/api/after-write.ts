import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { WORK_QUEUES } from '@/domain/dashboard'
import { auditEntries } from '@/domain/audit-log'
import type { EntityDef } from '@/domain/entity'
import { abTests } from '@/domain/entities/commodity-center'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { agentOrderImports, agentOrders } from '@/domain/entities/order-center'
import { orders } from '@/domain/entities/orders'
import { priceRules, prices, skus } from '@/domain/entities/price-center'
import { roles, users } from '@/domain/entities/product-backstage'
import { refunds } from '@/domain/entities/refunds-barters'
import { referencesOf } from '@/domain/references'
import { CLAIMABLE_ENTITIES } from '@/domain/work-inbox'
import type { Row } from './block-columns'
import { ApiError } from './client'
import { appKeys, entityKeys } from './query-keys'

/**
 * What a write makes stale, decided here for every screen: a write names itself (a `Write`: its entity, the
 * record or records, and what it was) and `staleAfter` answers which cached reads it changes, so the generic
 * form, a bulk action, an import and a workflow step all leave the same things fresh. `afterWrite` carries the
 * answer out on the query cache; nothing else in the console invalidates by key (eslint.config.js).
 *
 * Live updates (issue 28, "Working as a team") plug in here. The server's change event for a write made
 * elsewhere, { entity, id, kind, version, who }, becomes `afterWrite(queryClient, { entity:
 * entityByName(event.entity), id: event.id, kind })` with the event's kind ('create' | 'update' | 'delete', or
 * 'changed' for anything else), skipped when the cached record already has that version (the echo of one's
 * own write): an open list, detail, history or dashboard then freshens exactly as after one's own write. The
 * server's own side effects (ALSO_CHANGED) arrive there as events of their own entities.
 */

/** The bulk writes of a list's selection ("Set field…" is `set`), and a batch add. */
export type BulkWriteAction = 'enable' | 'disable' | 'delete' | 'add' | 'set'

/** The business actions an entity declares (src/domain/entities): a misspelt one is a type error. */
export type ActionName<E extends EntityDef> = NonNullable<E['actions']>[number]['name']

interface Written<E extends EntityDef> {
  entity: E
  /** The one record written, when the write names one. */
  id?: number
  /** The records written, when several. */
  ids?: readonly number[]
  /** The record as the server answered it: it replaces the cached copy instead of being read again. */
  answer?: Row
}

/**
 * One write, named. `changed` is a record (or, without an id, the entity) seen to have changed elsewhere: a
 * 409 on save, a job that moved on, a live event.
 */
export type Write<E extends EntityDef = EntityDef> = Written<E> &
  (
    | { kind: 'create' | 'update' | 'delete' | 'changed' }
    | { kind: 'bulk'; action: BulkWriteAction }
    | { kind: 'action'; action: ActionName<E> }
  )

/** What to do with one cached read after a write. `invalidate` and `refetch` act on every key it prefixes. */
export type Freshening =
  /** The server's answer is the record now. */
  | { do: 'set'; queryKey: QueryKey; data: Row }
  /** The record is gone. */
  | { do: 'remove'; queryKey: QueryKey }
  /** Stale: read again now where shown, otherwise when next shown. */
  | { do: 'invalidate'; queryKey: QueryKey }
  /** Read again now even where not shown: the written record's history, so it has the change when opened. */
  | { do: 'refetch'; queryKey: QueryKey }

/**
 * Entities the server changes along with a write of another (server/api/entity-hooks.ts `alsoWritten` and
 * the actions' `alsoWrote`): a staff record keeps its roles' user counts, a role's new code is carried to its
 * staff, a SKU's type to its prices, a finished refund may mark its order refunded, an agent order import
 * completes agent orders.
 */
export const ALSO_CHANGED: Readonly<Partial<Record<string, readonly string[]>>> = {
  [users.name]: [roles.name],
  [roles.name]: [users.name],
  [skus.name]: [prices.name],
  [refunds.name]: [orders.name],
  [agentOrderImports.name]: [agentOrders.name],
}

/**
 * Reads that combine several entities, and which ones: a write to any of them makes the read stale. Every
 * other key reads its own entity only.
 */
export const COMBINED_READS: readonly { key: QueryKey; reads: readonly string[] }[] = [
  // The dashboard's work queues and its sales figures (src/domain/dashboard.ts): a new queue needs no edit.
  { key: appKeys.dashboard(), reads: [...new Set([...WORK_QUEUES.map((q) => q.entity.name), orders.name])] },
  // The trends: orders and refunds per day (src/domain/dashboard-trends.ts).
  { key: appKeys.allDashboardTrends(), reads: [orders.name, refunds.name] },
  // The user's work: the same queues' records, and the claims on them (a claim is heard as a change of its record).
  { key: appKeys.myWork(), reads: CLAIMABLE_ENTITIES },
  { key: appKeys.allRefundable(), reads: [refunds.name, orders.name, offlineOrders.name] },
  { key: appKeys.allCardPrices(), reads: [skus.name, prices.name, priceRules.name] },
  { key: entityKeys(abTests.name).allResults(), reads: [abTests.name, orders.name] },
]

/** The cached reads a write changes (pure: the unit tests enumerate it). */
export function staleAfter(write: Write): Freshening[] {
  const entity = write.entity.name
  const keys = entityKeys(entity)
  const ids = write.id !== undefined ? [write.id] : (write.ids ?? [])
  const one = ids.length === 1 ? ids[0] : undefined
  const deleted = write.kind === 'delete' || (write.kind === 'bulk' && write.action === 'delete')
  const out: Freshening[] = []
  const invalidate = (queryKey: QueryKey) => out.push({ do: 'invalidate', queryKey })

  // The record itself; several records are reached by their entity's prefix.
  if (deleted && one !== undefined) out.push({ do: 'remove', queryKey: keys.record(one) })
  else if (write.answer && !deleted)
    out.push({ do: 'set', queryKey: keys.record(write.answer.id), data: write.answer })
  else if (one !== undefined) invalidate(keys.record(one))
  else if (write.kind !== 'create') invalidate(keys.records())
  // Its history now has the write.
  const historyOf = one ?? write.answer?.id
  if (historyOf !== undefined)
    out.push(
      deleted
        ? { do: 'invalidate', queryKey: keys.audit(historyOf) }
        : { do: 'refetch', queryKey: keys.audit(historyOf) },
    )
  else invalidate(keys.audits())
  // What names it (a refused delete learns of a new reference; a changed key is named anew).
  if (write.kind !== 'create') invalidate(one !== undefined ? keys.usedBy(one) : keys.usedBys())
  // Its lists (table blocks, counts, panel slices) and the pickers that offer it.
  invalidate(keys.lists())
  invalidate(keys.options())
  // The records it names count it among their users.
  for (const target of new Set(referencesOf(write.entity).map((r) => r.target)))
    invalidate(entityKeys(target).usedBys())
  // What the server changed with it.
  for (const other of ALSO_CHANGED[entity] ?? []) {
    const k = entityKeys(other)
    invalidate(k.records())
    invalidate(k.audits())
    invalidate(k.lists())
    invalidate(k.options())
  }
  // The global audit log has an entry for every write.
  invalidate(entityKeys(auditEntries.name).lists())
  // Reads that combine it with other entities (the dashboard, what is refundable, ...).
  const touched = new Set([entity, ...(ALSO_CHANGED[entity] ?? [])])
  for (const c of COMBINED_READS) if (c.reads.some((r) => touched.has(r))) invalidate(c.key)
  return out
}

/**
 * Freshens the cache after a write. The returned promise settles once the shown reads have been read again
 * (never rejects): await it to show the list as it now is before going on.
 */
export async function afterWrite<E extends EntityDef>(
  queryClient: QueryClient,
  write: Write<E>,
): Promise<void> {
  const reads: Promise<unknown>[] = []
  for (const f of staleAfter(write as Write)) {
    if (f.do === 'set') queryClient.setQueryData(f.queryKey, f.data)
    else if (f.do === 'remove') queryClient.removeQueries({ queryKey: f.queryKey, exact: true })
    else {
      const refetchType = f.do === 'refetch' ? 'all' : 'active'
      reads.push(queryClient.invalidateQueries({ queryKey: f.queryKey, refetchType }).catch(() => {}))
    }
  }
  await Promise.all(reads)
}

/**
 * Whether a failed write may have changed something: a conflict or a missing record says the record changed
 * elsewhere; a lost answer (the server unreachable, a 5xx) may hide a write that landed. Any other refusal
 * (invalid input, a rule, a permission) changed nothing.
 */
export function mayHaveChanged(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return true
  if (error.status === 409 || error.status === 404) return true
  return error.status >= 500
}

/** After a failed write: the record (or the entity) is read again if the failure says it may have changed. */
export async function afterWriteFailed<E extends EntityDef>(
  queryClient: QueryClient,
  target: { entity: E; id?: number },
  error: unknown,
): Promise<void> {
  if (mayHaveChanged(error)) await afterWrite(queryClient, { ...target, kind: 'changed' })
}
