import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { alsoWritten } from '../../server/api/entity-hooks'
import { auditEntries } from '@/domain/audit-log'
import { WORK_QUEUES } from '@/domain/dashboard'
import type { EntityDef } from '@/domain/entity'
import { abTests } from '@/domain/entities/commodity-center'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { orders } from '@/domain/entities/orders'
import { prices, skus } from '@/domain/entities/price-center'
import { roles, users } from '@/domain/entities/product-backstage'
import { barters, refunds } from '@/domain/entities/refunds-barters'
import { entities, entityByName } from '@/domain/registry'
import {
  afterWrite,
  ALSO_CHANGED,
  COMBINED_READS,
  mayHaveChanged,
  staleAfter,
  type Write,
} from './after-write'
import { ApiError } from './client'
import { appKeys, entityKeys } from './query-keys'

const row = (id: number, extra: Record<string, unknown> = {}) => ({ id, version: 2, ...extra })

/** The keys of the effects of one kind, as JSON (order-free comparisons). */
function keysOf(write: Write, kind: 'set' | 'remove' | 'invalidate' | 'refetch'): string[] {
  return staleAfter(write)
    .filter((f) => f.do === kind)
    .map((f) => JSON.stringify(f.queryKey))
    .sort()
}
const json = (...keys: QueryKey[]) => keys.map((k) => JSON.stringify(k)).sort()
const stale = (write: Write) => new Set(keysOf(write, 'invalidate'))

describe('what a write makes stale', () => {
  const b = entityKeys(barters.name)
  const audit = entityKeys(auditEntries.name)

  it('an edit: the answer becomes the record, its history is read now, its lists, pickers and used-by go stale', () => {
    const write: Write = { entity: barters, kind: 'update', id: 7, answer: row(7) }
    expect(staleAfter(write)).toContainEqual({ do: 'set', queryKey: b.record(7), data: row(7) })
    expect(keysOf(write, 'refetch')).toEqual(json(b.audit(7)))
    expect(keysOf(write, 'invalidate')).toEqual(
      json(
        b.usedBy(7),
        b.lists(),
        b.options(),
        // A barter names an order and SKUs: their "used by" counts change.
        entityKeys(orders.name).usedBys(),
        entityKeys(skus.name).usedBys(),
        // Barters are work queues of the dashboard and of the user's work.
        appKeys.dashboard(),
        appKeys.myWork(),
        // Every write is an entry of the global audit log.
        audit.lists(),
      ),
    )
  })

  it('a create: no used-by of the new record (nothing names it yet), the rest as an edit', () => {
    const write: Write = { entity: barters, kind: 'create', id: 8, answer: row(8) }
    expect(keysOf(write, 'set')).toEqual(json(b.record(8)))
    expect(keysOf(write, 'refetch')).toEqual(json(b.audit(8)))
    expect(stale(write).has(JSON.stringify(b.usedBy(8)))).toBe(false)
    expect(stale(write).has(JSON.stringify(b.lists()))).toBe(true)
  })

  it('a delete: the record is removed, never set from an answer; its history and lists go stale', () => {
    const write: Write = { entity: barters, kind: 'delete', id: 9, answer: row(9) }
    expect(keysOf(write, 'remove')).toEqual(json(b.record(9)))
    expect(keysOf(write, 'set')).toEqual([])
    expect(keysOf(write, 'refetch')).toEqual([])
    expect(stale(write)).toEqual(
      new Set(
        json(
          b.audit(9),
          b.usedBy(9),
          b.lists(),
          b.options(),
          ...targetsOf(barters),
          appKeys.dashboard(),
          appKeys.myWork(),
          audit.lists(),
        ),
      ),
    )
  })

  it('a workflow step is as fresh as an edit of the same record (the generic form and the bespoke screens agree)', () => {
    const step: Write = { entity: barters, kind: 'action', action: 'approve', id: 7, answer: row(7) }
    const edit: Write = { entity: barters, kind: 'update', id: 7, answer: row(7) }
    expect(staleAfter(step)).toEqual(staleAfter(edit))
  })

  it('a bulk action on several rows reaches their records, histories and used-by by the entity prefix', () => {
    const s = entityKeys(skus.name)
    const write: Write = { entity: skus, kind: 'bulk', action: 'disable', ids: [1, 2, 3] }
    expect(keysOf(write, 'set')).toEqual([])
    for (const key of [s.records(), s.audits(), s.usedBys(), s.lists(), s.options()])
      expect(stale(write).has(JSON.stringify(key))).toBe(true)
  })

  it('a bulk field set (issue 30) freshens as an edit of each row: records, histories, lists, and what the server also changed', () => {
    const s = entityKeys(skus.name)
    const write: Write = { entity: skus, kind: 'bulk', action: 'set', ids: [1, 2] }
    expect(keysOf(write, 'remove')).toEqual([])
    for (const key of [s.records(), s.audits(), s.usedBys(), s.lists(), entityKeys(prices.name).lists()])
      expect(stale(write).has(JSON.stringify(key))).toBe(true)
  })

  it('a bulk delete of one row removes it; of several, reads them again (a deleted one then says so)', () => {
    const s = entityKeys(skus.name)
    expect(keysOf({ entity: skus, kind: 'bulk', action: 'delete', ids: [4] }, 'remove')).toEqual(
      json(s.record(4)),
    )
    const many: Write = { entity: skus, kind: 'bulk', action: 'delete', ids: [4, 5] }
    expect(keysOf(many, 'remove')).toEqual([])
    expect(stale(many).has(JSON.stringify(s.records()))).toBe(true)
  })

  it('an action without a record (an import, a reorder) reaches the entity by its prefixes', () => {
    const write: Write = { entity: offlineOrders, kind: 'action', action: 'import' }
    const o = entityKeys(offlineOrders.name)
    for (const key of [o.records(), o.audits(), o.lists(), appKeys.dashboard()])
      expect(stale(write).has(JSON.stringify(key))).toBe(true)
  })

  it('a change seen elsewhere (a 409, a job that moved on) reads the record again', () => {
    const write: Write = { entity: barters, kind: 'changed', id: 7 }
    expect(stale(write).has(JSON.stringify(b.record(7)))).toBe(true)
    expect(keysOf(write, 'refetch')).toEqual(json(b.audit(7)))
  })

  it('what the server changes with a write goes stale with it', () => {
    // A staff record keeps its roles' user counts.
    const r = entityKeys(roles.name)
    const write: Write = { entity: users, kind: 'update', id: 1, answer: row(1) }
    for (const key of [r.records(), r.lists(), r.audits(), r.options()])
      expect(stale(write).has(JSON.stringify(key))).toBe(true)
    // A SKU's type is its prices' type.
    expect(
      stale({ entity: skus, kind: 'update', id: 1 }).has(JSON.stringify(entityKeys(prices.name).lists())),
    ).toBe(true)
  })

  it('reads combining entities go stale with any of them; the dashboard only with its own', () => {
    const refundStep: Write = { entity: refunds, kind: 'action', action: 'approve', id: 3 }
    const has = (w: Write, key: QueryKey) => stale(w).has(JSON.stringify(key))
    expect(has(refundStep, appKeys.allRefundable())).toBe(true)
    expect(has(refundStep, appKeys.dashboard())).toBe(true)
    // A finished refund may mark its order refunded: the orders go stale too.
    expect(has(refundStep, entityKeys(orders.name).lists())).toBe(true)
    expect(
      has({ entity: abTests, kind: 'action', action: 'stop', id: 2 }, entityKeys(abTests.name).allResults()),
    ).toBe(true)
    expect(has({ entity: prices, kind: 'create', id: 5 }, appKeys.allCardPrices())).toBe(true)
    expect(has({ entity: prices, kind: 'create', id: 5 }, appKeys.dashboard())).toBe(false)
    expect(has({ entity: skus, kind: 'update', id: 5 }, appKeys.allRefundable())).toBe(false)
  })
})

describe('a write names itself', () => {
  it('by the actions its entity declares', () => {
    // @ts-expect-error a misspelt action of an entity that declares its actions
    const typo: Write<typeof users> = { entity: users, kind: 'action', action: 'resetPasswrd' }
    const named: Write<typeof users> = { entity: users, kind: 'action', action: 'resetPassword', id: 1 }
    expect(staleAfter(typo)).toEqual(staleAfter({ ...named, id: undefined }))
  })
})

describe('the declared tables stay true', () => {
  it('every entity the server writes along with another is stale along with it', () => {
    for (const e of Object.values(entities) as EntityDef[]) {
      const tables = (ALSO_CHANGED[e.name] ?? []).map((n) => entityByName(n)?.table)
      for (const table of alsoWritten(e)) expect(tables, `${e.name} also writes ${table}`).toContain(table)
    }
  })

  it('every entity the tables name exists; the dashboard reads every work queue and the orders', () => {
    const named = [
      ...Object.entries(ALSO_CHANGED).flatMap(([k, v]) => [k, ...(v ?? [])]),
      ...COMBINED_READS.flatMap((c) => c.reads),
    ]
    for (const name of named) expect(entityByName(name), name).toBeDefined()
    const dashboard = COMBINED_READS.find(
      (c) => JSON.stringify(c.key) === JSON.stringify(appKeys.dashboard()),
    )
    expect(new Set(dashboard?.reads)).toEqual(
      new Set([...WORK_QUEUES.map((q) => q.entity.name), orders.name]),
    )
  })

  it('list and record keys keep the shapes the offline cache and the PWA bench look for', () => {
    const s = entityKeys('skus')
    expect(s.listBlock({ q: 'A' }, 2)).toEqual(['list', 'skus', { q: 'A' }, 2])
    expect(s.listCount({ q: 'A' })[0]).toBe('list')
    expect(s.listSlice('of-spu', { spuCode: 'X' })[0]).toBe('list')
    expect(s.record(1)).toEqual(['record', 'skus', 1])
  })
})

describe('afterWrite on a query client', () => {
  it('sets, removes and invalidates as decided, and leaves other entities alone', async () => {
    const qc = new QueryClient()
    const b = entityKeys(barters.name)
    const other = entityKeys(prices.name).lists()
    qc.setQueryData(b.record(7), row(7, { status: 'pending' }))
    qc.setQueryData([...b.lists(), {}, 0], { items: [], total: 0 })
    qc.setQueryData(other, { items: [], total: 0 })
    await afterWrite(qc, {
      entity: barters,
      kind: 'action',
      action: 'approve',
      id: 7,
      answer: row(7, { status: 'approved' }),
    })
    expect(qc.getQueryData(b.record(7))).toEqual(row(7, { status: 'approved' }))
    expect(qc.getQueryState([...b.lists(), {}, 0])?.isInvalidated).toBe(true)
    expect(qc.getQueryState(other)?.isInvalidated).toBe(false)
    await afterWrite(qc, { entity: barters, kind: 'delete', id: 7 })
    expect(qc.getQueryData(b.record(7))).toBeUndefined()
  })

  it('a failed write is read again only when it may have changed something', () => {
    expect(mayHaveChanged(new ApiError(409, 'stale', [], 409))).toBe(true)
    expect(mayHaveChanged(new ApiError(404, 'gone', [], 404))).toBe(true)
    expect(mayHaveChanged(new ApiError(-1, 'unreachable'))).toBe(true)
    expect(mayHaveChanged(new ApiError(500, 'broken', [], 502))).toBe(true)
    expect(mayHaveChanged(new ApiError(400, 'invalid', [], 400))).toBe(false)
    expect(mayHaveChanged(new ApiError(403, 'forbidden', [], 403))).toBe(false)
  })
})

/** The used-by prefixes of the entities `e` names. */
function targetsOf(e: EntityDef): QueryKey[] {
  const names = new Set(Object.values(e.fields).flatMap((f) => (f.references ? [f.references] : [])))
  return [...names].map((n) => entityKeys(n).usedBys())
}
