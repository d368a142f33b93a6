import { Hono } from 'hono'
import type { EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { isGranted } from '@/domain/permissions'
import { labelOf, referencesTo, splitKeys } from '@/domain/references'
import { entityByName } from '@/domain/registry'
import type { Db } from '../db/client'
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
    if (!mayPick(c.get('user'), e)) throw forbidden()
    const { q, keys, limit } = parseOptionsQuery(c.req.query())
    const params: unknown[] = []
    const bind = (v: unknown) => {
      params.push(v)
      return `$${params.length}`
    }
    const where: string[] = []
    if (keys) where.push(`${keyCol} = any(${bind(keys)}::text[])`)
    if (q && e.keyShape?.test(q)) where.push(`${keyCol} like ${bind(`${escapeLike(q)}%`)}`)
    else if (q) {
      const prefix = `${keyCol} ilike ${bind(`${escapeLike(q)}%`)}`
      where.push(labelCol ? `(${prefix} or ${labelCol} ilike ${bind(`%${escapeLike(q)}%`)})` : prefix)
    }
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
