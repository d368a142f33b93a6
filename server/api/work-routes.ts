import { Hono } from 'hono'
import { queuesFor, type WORK_QUEUES } from '@/domain/dashboard'
import { columnName } from '@/domain/fields'
import { entityByName } from '@/domain/registry'
import { routingFields } from '@/domain/screens'
import {
  INBOX_ITEMS_PER_QUEUE,
  inboxSchema,
  isClaimable,
  mayReleaseAnyClaim,
  MY_WORK_PERMISSION,
  type InboxItem,
} from '@/domain/work-inbox'
import type { AuthUser } from '../identity/users'
import type { Db, Queryable } from '../db/client'
import { assertGranted, type AppEnv } from './auth'
import { conflict, forbidden, notFound, ok } from './envelope'
import { buildWhere } from './list-query'
import { findRecord, parseId } from './records'
import { toFieldIssue } from './rules/issues'
import { claimRecord, releaseRecord } from './work-claims'

type Queue = (typeof WORK_QUEUES)[number]

/**
 * The SQL condition (over the queue's table) of the records `username` may act on in `queue`: the queue's
 * list filter, less the records naming them in a field their duties bar (`notBy`). Binds into `params`.
 */
function queueCondition(queue: Queue, username: string, params: unknown[]): string {
  const where = buildWhere(queue.entity, { filters: queue.filters }, params)
  const clauses = where.sql ? [where.sql.replace(/^where /, '')] : []
  for (const field of queue.notBy) {
    params.push(username)
    clauses.push(`${columnName(field)} is distinct from $${params.length}`)
  }
  return clauses.length ? clauses.join(' and ') : 'true'
}

interface ItemRow extends Record<string, unknown> {
  id: number | string
  key: string
  version: number | string
  holder: string | null
  claimed_at: Date | string | null
  expires_at: Date | string | null
  total: number | string
}

const iso = (t: Date | string) => new Date(t).toISOString()

/**
 * One queue's records for `user`, at most INBOX_ITEMS_PER_QUEUE, and how many: their own claims first, then
 * those others hold (so a team sees who is on what), then the rest, oldest first.
 */
async function queueItems(db: Queryable, queue: Queue, username: string) {
  const params: unknown[] = []
  const condition = queueCondition(queue, username, params)
  const entity = queue.entity
  const routing = routingFields(entity.name)
  params.push(entity.name, username)
  const [entityParam, userParam] = [params.length - 1, params.length].map((n) => `$${n}`)
  const { rows } = await db.query<ItemRow>(
    `select t.id, t.${columnName(entity.key)} as key, t.version,
            ${routing.map((f, i) => `t.${columnName(f)} as r${i},`).join(' ')}
            c.holder, c.claimed_at, c.expires_at, count(*) over () as total
       from (select * from ${entity.table} where ${condition}) t
       left join work_claims c on c.entity = ${entityParam} and c.record_id = t.id and c.expires_at > now()
      order by case when c.holder = ${userParam} then 0 when c.holder is not null then 1 else 2 end, t.id
      limit ${INBOX_ITEMS_PER_QUEUE}`,
    params,
  )
  const items: InboxItem[] = rows.map((r) => ({
    id: Number(r.id),
    key: String(r.key ?? ''),
    version: Number(r.version),
    routing: Object.fromEntries(routing.map((f, i) => [f, String(r[`r${i}`] ?? '')])),
    claim:
      r.holder && r.claimed_at && r.expires_at
        ? {
            entity: entity.name,
            id: Number(r.id),
            holder: r.holder,
            claimedAt: iso(r.claimed_at),
            expiresAt: iso(r.expires_at),
          }
        : null,
  }))
  return { id: queue.id, entity: entity.name, count: Number(rows[0]?.total ?? 0), items }
}

/** Whether the record is in one of the user's queues of its entity (waiting for them, their duties allowing). */
async function waitingFor(db: Queryable, queues: readonly Queue[], id: number, username: string) {
  const params: unknown[] = [id]
  const conditions = queues.map((q) => `(${queueCondition(q, username, params)})`)
  const { rows } = await db.query(
    `select 1 from ${queues[0]!.entity.table} where id = $1 and (${conditions.join(' or ')})`,
    params,
  )
  return rows.length > 0
}

/** The claimable entity named in the path, and the user's queues of it. */
function target(user: AuthUser, name: string) {
  const entity = entityByName(name)
  if (!entity || !isClaimable(entity.name)) throw notFound()
  return { entity, queues: queuesFor(user.grants).filter((q) => q.entity.name === entity.name) }
}

/**
 * GET /v1/work: the signed-in user's work (src/domain/work-inbox.ts). POST and DELETE
 * /v1/work/claims/:entity/:id claim a record waiting for them and release a claim (their own; anyone's for an
 * admin). Each claim taken or released is a change event of its record, so open consoles show it at once.
 */
export function workRoutes(db: Db, opts: { claimMinutes: number }) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const user = c.get('user')
    assertGranted(user, MY_WORK_PERMISSION)
    const queues = await Promise.all(queuesFor(user.grants).map((q) => queueItems(db, q, user.username)))
    const { rows } = await db.query<{ now: Date | string }>('select now() as now')
    return ok(
      c,
      inboxSchema.parse({
        asOf: iso(rows[0]!.now),
        claimMinutes: opts.claimMinutes,
        mayReleaseAny: mayReleaseAnyClaim(user.grants),
        queues,
      }),
    )
  })

  app.post('/claims/:entity/:id', async (c) => {
    const user = c.get('user')
    const { entity, queues } = target(user, c.req.param('entity'))
    const id = parseId(c.req.param('id'))
    if (!queues.length) throw forbidden()
    const result = await db.transaction(async (tx) => {
      if (!(await findRecord(tx, entity, id))) throw notFound()
      if (!(await waitingFor(tx, queues, id, user.username)))
        throw conflict('this record is not waiting for you', [
          toFieldIssue({ field: 'claim', rule: 'notWaitingForYou' }),
        ])
      return claimRecord(tx, entity.name, id, user.username, opts.claimMinutes)
    })
    if (!result.taken)
      throw conflict(`${result.claim.holder} holds this record`, [
        toFieldIssue({
          field: 'claim',
          rule: 'claimedByOther',
          params: { holder: result.claim.holder, until: result.claim.expiresAt },
        }),
      ])
    return ok(c, result.claim)
  })

  app.delete('/claims/:entity/:id', async (c) => {
    const user = c.get('user')
    const { entity, queues } = target(user, c.req.param('entity'))
    const id = parseId(c.req.param('id'))
    const any = mayReleaseAnyClaim(user.grants)
    if (!queues.length && !any) throw forbidden()
    const released = await db.transaction((tx) => releaseRecord(tx, entity.name, id, user.username, any))
    if (released === 'notHeld') return ok(c, null)
    if ('heldBy' in released) throw forbidden()
    return ok(c, released)
  })

  return app
}
