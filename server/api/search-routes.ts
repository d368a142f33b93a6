import { Hono } from 'hono'
import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import {
  hitRoutingFields,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_Q,
  SEARCH_MIN_SUBSTRING,
  searchableEntities,
  type SearchAnswer,
  type SearchHit,
} from '@/domain/record-search'
import { labelOf } from '@/domain/references'
import { searchMode } from '@/domain/search-mode'
import type { Db, Queryable } from '../db/client'
import type { AppEnv } from './auth'
import { badRequest, ok, type FieldIssue } from './envelope'
import { escapeLike } from './list-query'

export interface SearchQuery {
  q: string
  limit: number
}

/** `q` (1 to SEARCH_MAX_Q characters, trimmed; blank finds nothing) and `limit` per entity. */
export function parseSearchQuery(query: Record<string, string | undefined>): SearchQuery {
  const issues: FieldIssue[] = []
  const raw = query.q
  if (raw === undefined || raw === '') issues.push({ field: 'q', message: 'required' })
  else if ([...raw].length > SEARCH_MAX_Q)
    issues.push({ field: 'q', message: `too long (max ${SEARCH_MAX_Q})` })
  let limit = SEARCH_DEFAULT_LIMIT
  if (query.limit !== undefined) {
    const n = Number(query.limit)
    if (!/^\d{1,2}$/.test(query.limit) || n < 1 || n > SEARCH_MAX_LIMIT)
      issues.push({ field: 'limit', message: `must be an integer from 1 to ${SEARCH_MAX_LIMIT}` })
    else limit = n
  }
  if (issues.length) throw badRequest('invalid search parameters', issues)
  return { q: (raw ?? '').trim(), limit }
}

/**
 * The statement finding up to `limit` records of `e` for `q`: an exact key first (as typed or upper-cased:
 * codes are stored upper-case), then the list's own search (list-query.ts) through the same indexes: the key
 * and code fields by their start, e-mails by their start in any case (search-mode.ts), names anywhere from
 * SEARCH_MIN_SUBSTRING characters on. A `q`
 * shaped like the key (`OD0000…`) searches the key alone, as the list does. Undefined when nothing applies.
 */
export function searchStatement(e: EntityDef, q: string, limit: number) {
  const params: unknown[] = []
  const bind = (v: unknown) => {
    params.push(v)
    return `$${params.length}`
  }
  const variants = [...new Set([q, q.toUpperCase()])]
  const keyOnly = e.keyShape?.test(q.toUpperCase()) ?? false
  const prefixes = variants.map((v) => `${escapeLike(v)}%`)
  let prefixRefs: string[] | undefined
  let foldedRef: string | undefined
  let anywhereRef: string | undefined
  const ors: string[] = []
  for (const f of e.search) {
    if (keyOnly && f !== e.key) continue
    const col = columnName(f)
    const mode = searchMode(e, f)
    if (mode === 'start') {
      prefixRefs ??= prefixes.map(bind)
      for (const ref of prefixRefs) ors.push(`${col} like ${ref}`)
    } else if (mode === 'startIgnoringCase') {
      foldedRef ??= bind(`${escapeLike(q.toLowerCase())}%`)
      ors.push(`lower(${col}) like ${foldedRef}`)
    } else if ([...q].length >= SEARCH_MIN_SUBSTRING) {
      anywhereRef ??= bind(`%${escapeLike(q)}%`)
      ors.push(`${col} ilike ${anywhereRef}`)
    }
  }
  if (!ors.length) return undefined
  // Without a declared label, the first other field it is searched by names it (a customer's account name).
  const label = labelOf(e) ?? e.search.find((f) => f !== e.key)
  const routing = hitRoutingFields(e)
  const columns = [
    'id',
    `${columnName(e.key)}::text as key`,
    `${label ? `${columnName(label)}::text` : 'null::text'} as label`,
    ...routing.map((f, i) => `${columnName(f)}::text as r${i}`),
  ].join(', ')
  const max = bind(limit)
  const sql = `(select ${columns}, 0 as tier from ${e.table} where ${columnName(e.key)} = any(${bind(variants)}::text[]) limit ${max})
    union all (select ${columns}, 1 as tier from ${e.table} where ${ors.join(' or ')} limit ${max})`
  return { sql, params, routing }
}

type HitRow = { id: number | string; key: string; label: string | null } & Record<string, unknown>

/**
 * How long one entity's search may take on PostgreSQL. A frequent trigram (`com` of every e-mail) can make a
 * name search read a large part of a trigram index; the box then shows that kind without matches rather than
 * hold a connection while the user has long typed on.
 */
export const SEARCH_TIMEOUT_MS = 1500
const QUERY_CANCELED = '57014'

async function searchEntity(db: Db, e: EntityDef, q: string, limit: number): Promise<SearchHit[]> {
  const statement = searchStatement(e, q, limit)
  if (!statement) return []
  const run = (on: Queryable) => on.query<HitRow>(statement.sql, statement.params)
  const { rows } =
    db.kind === 'postgres'
      ? await db
          .transaction(async (tx) => {
            await tx.query(`set local statement_timeout = ${SEARCH_TIMEOUT_MS}`)
            return run(tx)
          })
          .catch((err: unknown) => {
            if ((err as { code?: unknown } | null)?.code === QUERY_CANCELED) return { rows: [] as HitRow[] }
            throw err
          })
      : await run(db)
  const seen = new Set<number>()
  const hits: SearchHit[] = []
  for (const r of rows) {
    const id = Number(r.id)
    if (seen.has(id) || hits.length >= limit) continue
    seen.add(id)
    const routing = Object.fromEntries(
      statement.routing.map((f, i) => [f, (r[`r${i}`] as string | null | undefined) ?? null]),
    )
    hits.push({ id, key: r.key, label: r.label ?? null, routing })
  }
  return hits
}

/**
 * GET /v1/search?q=&limit=: the records of every entity the user may view whose key or search fields match,
 * a few per entity, each entity's search run side by side (on PostgreSQL each on its own connection).
 * Entities the user may not view are never searched.
 */
export function searchRoutes(db: Db) {
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
    const user = c.get('user')
    const { q, limit } = parseSearchQuery(c.req.query())
    if (!q) return ok<SearchAnswer>(c, { groups: [] })
    const readable = searchableEntities().filter((e) => isGranted(user.grants, `${e.resource}:view`))
    const groups = await Promise.all(
      readable.map(async (e) => ({ entity: e.name, items: await searchEntity(db, e, q, limit) })),
    )
    return ok<SearchAnswer>(c, { groups: groups.filter((g) => g.items.length > 0) })
  })
  return app
}
