/**
 * Every query key of the console, built here and nowhere else (eslint.config.js refuses a literal key outside
 * this file). A key starts with what it holds, then the entity it belongs to, so one prefix reaches all of a
 * kind: `['list', entity]` is every block, count and panel slice of the entity's lists; `['record', entity]`
 * every record read. The offline layer persists per query (src/offline/persister.ts, filtered by
 * `meta.persist`, busted by build and user) and the PWA bench finds a stored block by its `"list"`: keep these
 * shapes. What a write makes stale is decided from these prefixes in one place, ./after-write.ts.
 */

/** A list view in its wire form (listParamsToQuery): sort, search and filters. */
export type ViewQuery = Readonly<Record<string, string>>

/**
 * Named reads of an entity's list outside the table (a detail panel's rows, a lookup by key). They sit under
 * the list prefix, so whatever makes the entity's lists stale makes them stale too.
 */
export type ListSlice =
  'count' | 'byNo' | 'by-code' | 'of-spu' | 'of-sku' | 'of-role' | 'of-user' | 'active-of' | 'lists'

/** The keys of one entity's reads. */
export function entityKeys(entity: string) {
  return {
    /** Every list read of the entity: table blocks, counts and slices. */
    lists: () => ['list', entity] as const,
    /** The blocks (and count) of one view of the table. */
    listView: (view: ViewQuery) => ['list', entity, view] as const,
    /** One block of rows of a view (src/api/list-queries.ts): the columns read are not part of it. */
    listBlock: (view: ViewQuery, block: number) => ['list', entity, view, block] as const,
    /** How many rows a view has. */
    listCount: (view: ViewQuery) => ['list', entity, 'count', view] as const,
    /** A named read of the entity's rows (see ListSlice). */
    listSlice: (slice: ListSlice, ...params: readonly unknown[]) =>
      ['list', entity, slice, ...params] as const,
    records: () => ['record', entity] as const,
    record: (id: number) => ['record', entity, id] as const,
    /** Every history read of the entity. */
    audits: () => ['audit', entity] as const,
    /** One record's history (GET /v1/<entity>/:id/audit). */
    audit: (id: number) => ['audit', entity, id] as const,
    usedBys: () => ['usedBy', entity] as const,
    /** What names one record (GET /v1/<entity>/:id/used-by). */
    usedBy: (id: number) => ['usedBy', entity, id] as const,
    /** Every picker read of the entity (GET /v1/<entity>/options): searches and names beside keys. */
    options: () => ['refs', entity] as const,
    /** A search of the entity's records; `scope` (a narrowing endpoint and its parameters) or null for all. */
    optionSearch: (q: string, scope: Readonly<Record<string, string>> | null = null) =>
      ['refs', entity, 'search', q, scope] as const,
    /** The records with these keys, sorted and comma-joined by the caller. */
    optionKeys: (keys: string) => ['refs', entity, 'keys', keys] as const,
    /** The screen binding (columns, form layout) of the entity: code, not data, never stale. */
    binding: () => ['binding', entity] as const,
    /** Every computed result of the entity's records. */
    allResults: () => ['results', entity] as const,
    /** A record's computed results (an AB test's sales per variant). */
    results: (id: number) => ['results', entity, id] as const,
    /** A read the console asks with a POST (the price check): named, never cached. */
    check: () => ['check', entity] as const,
  }
}

export type EntityKeys = ReturnType<typeof entityKeys>

/** Keys that belong to no single entity. */
export const appKeys = {
  /** The signed-in user's session: menu, user and roles (removed together at sign-in). */
  session: () => ['session'] as const,
  menu: () => ['session', 'menu'] as const,
  user: () => ['session', 'user'] as const,
  roles: () => ['session', 'roles'] as const,
  /** The home page's figures and work queues (src/domain/dashboard.ts). */
  dashboard: () => ['dashboard'] as const,
  /** The home page's trends over `days` ending today, per day or week (src/domain/dashboard-trends.ts). */
  dashboardTrends: (days: number, by: string) => ['dashboardTrends', days, by] as const,
  allDashboardTrends: () => ['dashboardTrends'] as const,
  /** The signed-in user's work: their queues' records and who holds each (src/domain/work-inbox.ts). */
  myWork: () => ['myWork'] as const,
  /** What is still refundable on one order of `orderEntity`, and the refund already under way. */
  refundable: (orderEntity: string, orderNo: string) => ['refundable', orderEntity, orderNo] as const,
  allRefundable: () => ['refundable'] as const,
  /** The current price of each card of a purchase page, in one currency. */
  cardPrices: (currency: string, cards: string) => ['cardPrices', currency, cards] as const,
  allCardPrices: () => ['cardPrices'] as const,
  /**
   * The palette's search of every readable entity (GET /v1/search). Kept only while the palette is open and
   * read afresh when it next opens, so no write needs to name it stale.
   */
  recordSearch: (q: string) => ['search', q] as const,
}
