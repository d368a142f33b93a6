import { Hono } from 'hono'
import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import { labelOf, referencesTo, splitKeys, type ReferenceTo } from '@/domain/references'
import { entityByName } from '@/domain/registry'
import type { Db, Queryable } from '../db/client'
import type { AuthUser } from '../identity/users'
import { assertGranted, type AppEnv } from './auth'
import { badRequest, forbidden, notFound, ok, type FieldIssue } from './envelope'
import { escapeLike } from './list-query'
import { findRecord, parseId } from './records'
import { usedBy } from './references'

export const OPTIONS_DEFAULT_LIMIT = 20
export const OPTIONS_MAX_LIMIT = 50
export const OPTIONS_MAX_Q = 100
export const OPTIONS_MAX_KEYS = 100
const MAX_KEY_LENGTH = 200

/** Actions of a referencing entity that write its reference fields (besides add and edit). */
const WRITING_ACTIONS = new Set(['add', 'edit', 'apply', 'import'])

/**
 * The permissions any one of which lets a user pick records of `e`: viewing it, or writing a record of an
 * entity with a field referencing it (add, edit, or a business action that writes it, e.g. applying a
 * barter). A support agent applying a barter picks SKUs without seeing the price center.
 */
export function pickPermissions(e: EntityDef): string[] {
  const out = new Set([`${e.resource}:view`])
  for (const r of referencesTo(e.name)) {
    const src = entityByName(r.entity)
    if (!src) continue
    const writes = [
      ...(src.operations.includes('create') ? ['add'] : []),
      ...(src.operations.includes('update') ? ['edit'] : []),
    ]
    for (const a of [...writes, ...(src.actions ?? []).map((x) => x.needs)])
      if (WRITING_ACTIONS.has(a)) out.add(`${src.resource}:${a}`)
  }
  return [...out]
}

export function mayPick(user: AuthUser, e: EntityDef): boolean {
  return pickPermissions(e).some((p) => isGranted(user.grants, p))
}

/**
 * The reference fields to `e` of the entities the user may read. Whoever reads a record may read the names of
 * the records it names (finance on a barter reads its SKUs' names), by key and only those: not search them.
 */
export function readableReferences(user: AuthUser, e: EntityDef): ReferenceTo[] {
  return referencesTo(e.name).filter((r) => {
    const source = entityByName(r.entity)
    return !!source && isGranted(user.grants, `${source.resource}:view`)
  })
}

/** The keys among `keys` that some record of `references` names (each field is indexed, or a small list). */
async function keysNamedBy(db: Queryable, references: readonly ReferenceTo[], keys: string[]) {
  const named = references.map((r) => {
    const source = entityByName(r.entity) as EntityDef
    const column = columnName(r.field)
    return r.many
      ? `exists (select 1 from ${source.table} where string_to_array(${column}, ',') @> array[wanted.k])`
      : `exists (select 1 from ${source.table} where ${column} = wanted.k)`
  })
  if (!keys.length || !named.length) return []
  const { rows } = await db.query<{ k: string }>(
    `select wanted.k from unnest($1::text[]) as wanted(k) where ${named.join(' or ')}`,
    [keys],
  )
  const found = new Set(rows.map((r) => r.k))
  return keys.filter((k) => found.has(k))
}

interface OptionsQuery {
  q?: string
  keys?: string[]
  limit: number
}

function parseOptionsQuery(query: Record<string, string | undefined>): OptionsQuery {
  const issues: FieldIssue[] = []
  const q = query.q?.trim() || undefined
  if (q && q.length > OPTIONS_MAX_Q) issues.push({ field: 'q', message: `too long (max ${OPTIONS_MAX_Q})` })
  // With keys= the answer is those records whatever the limit; a limit up to the keys' cap is accepted.
  const maxLimit = query.keys !== undefined ? OPTIONS_MAX_KEYS : OPTIONS_MAX_LIMIT
  let limit = OPTIONS_DEFAULT_LIMIT
  if (query.limit !== undefined && query.limit !== '') {
    const n = Number(query.limit)
    if (!/^\d+$/.test(query.limit) || !Number.isInteger(n) || n < 1 || n > maxLimit)
      issues.push({ field: 'limit', message: `must be an integer from 1 to ${maxLimit}` })
    else limit = n
  }
  let keys: string[] | undefined
  if (query.keys !== undefined) {
    if (query.keys.length > OPTIONS_MAX_KEYS * (MAX_KEY_LENGTH + 1))
      issues.push({ field: 'keys', message: 'too long' })
    else {
      keys = splitKeys(query.keys)
      if (keys.length > OPTIONS_MAX_KEYS)
        issues.push({ field: 'keys', message: `at most ${OPTIONS_MAX_KEYS} keys` })
      else if (keys.some((k) => k.length > MAX_KEY_LENGTH))
        issues.push({ field: 'keys', message: `a key is longer than ${MAX_KEY_LENGTH}` })
    }
  }
  if (issues.length) throw badRequest('invalid options parameters', issues)
  return { q, keys, limit }
}

/**
 * The condition of a picker search `q` on records of `e`: a key prefix (exact case when `q` has the key's
 * shape, so the key's index serves it), or a substring of the label, any case. `bind` adds a parameter.
 */
export function optionSearchClause(e: EntityDef, q: string, bind: (v: unknown) => string): string {
  const keyCol = columnName(e.key)
  if (e.keyShape?.test(q)) return `${keyCol} like ${bind(`${escapeLike(q)}%`)}`
  const label = labelOf(e)
  const prefix = `${keyCol} ilike ${bind(`${escapeLike(q)}%`)}`
  return label ? `(${prefix} or ${columnName(label)} ilike ${bind(`%${escapeLike(q)}%`)})` : prefix
}

/**
 * What a reference picker and a reference display need, per entity:
 * GET /options?q=&keys=&limit= → [{ id, key, label }] and GET /:id/used-by → [{ entity, field, count }].
 * Mounted before the generic read routes so `/options` is not taken for an id.
 */
export function referenceRoutes(e: EntityDef, db: Db) {
  const app = new Hono<AppEnv>()
  const keyCol = columnName(e.key)
  const label = labelOf(e)
  const labelCol = label ? columnName(label) : undefined

  app.get('/options', async (c) => {
    const user = c.get('user')
    const picker = mayPick(user, e)
    const readers = picker ? [] : readableReferences(user, e)
    if (!picker && !readers.length) throw forbidden()
    const query = parseOptionsQuery(c.req.query())
    const { q, limit } = query
    // A reader of referencing records names keys and gets only those its records name.
    if (!picker && (!query.keys || q)) throw forbidden()
    const keys = picker || !query.keys ? query.keys : await keysNamedBy(db, readers, query.keys)
    const params: unknown[] = []
    const bind = (v: unknown) => {
      params.push(v)
      return `$${params.length}`
    }
    const where: string[] = []
    if (keys) where.push(`${keyCol} = any(${bind(keys)}::text[])`)
    if (q) where.push(optionSearchClause(e, q, bind))
    // keys= names exactly the records wanted (up to OPTIONS_MAX_KEYS), so the limit does not cut them.
    const max = keys ? Math.max(keys.length, 1) : limit
    const { rows } = await db.query<{ id: number; key: string; label: string | null }>(
      `select id, ${keyCol} as key, ${labelCol ? `${labelCol}::text` : 'null'} as label from ${e.table}
       ${where.length ? `where ${where.join(' and ')}` : ''} order by ${keyCol} limit ${bind(max)}`,
      params,
    )
    const items = rows.map((r) => ({ id: Number(r.id), key: r.key, label: r.label ?? null }))
    if (keys) {
      const order = new Map(keys.map((k, i) => [k, i]))
      items.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0))
    }
    return ok(c, items)
  })

  app.get('/:id/used-by', async (c) => {
    assertGranted(c.get('user'), `${e.resource}:view`)
    const id = parseId(c.req.param('id'))
    const record = await findRecord(db, e, id)
    if (!record) throw notFound()
    const key = record[e.key]
    return ok(c, typeof key === 'string' ? await usedBy(db, e, key, id) : [])
  })

  return app
}
