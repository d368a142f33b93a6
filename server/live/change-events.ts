import type { Queryable } from '../db/client'

/**
 * One committed write as the consoles hear of it (issue 28): which record of which entity, what kind of
 * write, the record's version after it (none after a delete) and who made it. `id` orders the events of one
 * database; a console that reconnects names the last one it had.
 */
export interface ChangeEvent {
  id: number
  entity: string
  /** The record written; null when the write names no single record. */
  recordId: number | null
  kind: ChangeKind
  version: number | null
  who: string
}

export type ChangeKind = 'create' | 'update' | 'delete' | 'changed'

/** An audit action as an event kind: the generic writes keep their names, any other step is 'changed'. */
export const kindOfAction = (action: string): ChangeKind =>
  action === 'create' || action === 'update' || action === 'delete' ? action : 'changed'

/**
 * Records a change event in the writing transaction: it is seen (NOTIFY on PostgreSQL, the write watch on
 * the embedded database) only if that transaction commits.
 */
export async function publishChange(tx: Queryable, e: Omit<ChangeEvent, 'id'>): Promise<void> {
  await tx.query(
    `insert into change_events (entity, record_id, kind, version, actor) values ($1, $2, $3, $4, $5)`,
    [e.entity, e.recordId, e.kind, e.version, e.who],
  )
}

interface EventRow {
  id: number | string
  entity: string
  record_id: number | string | null
  kind: string
  version: number | null
  actor: string
}

const toEvent = (r: EventRow): ChangeEvent => ({
  id: Number(r.id),
  entity: r.entity,
  recordId: r.record_id === null ? null : Number(r.record_id),
  kind: kindOfAction(r.kind),
  version: r.version === null ? null : Number(r.version),
  who: r.actor,
})

/** At most this many events are replayed to a console that reconnects; further back, it reloads instead. */
export const REPLAY_LIMIT = 1000

/**
 * The events after `afterId`, oldest first, or 'reset' when some of them are no longer kept (pruned, or more
 * than REPLAY_LIMIT): the console then reads everything it shows again.
 */
export async function eventsAfter(db: Queryable, afterId: number): Promise<ChangeEvent[] | 'reset'> {
  const { rows } = await db.query<EventRow>(
    `select id, entity, record_id, kind, version, actor from change_events where id > $1 order by id limit $2`,
    [afterId, REPLAY_LIMIT + 1],
  )
  if (rows.length > REPLAY_LIMIT) return 'reset'
  const { rows: oldest } = await db.query<{ id: number | string | null }>(
    `select min(id) as id from change_events`,
  )
  const first = oldest[0]?.id
  // A gap right after the console's last event may be a pruned stretch: reloading is the safe answer.
  if (first !== null && first !== undefined && Number(first) > afterId + 1) return 'reset'
  return rows.map(toEvent)
}

/** The newest event's id (0 before any): where a console that connects afresh starts. */
export async function latestEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number | string | null }>(`select max(id) as id from change_events`)
  return Number(rows[0]?.id ?? 0)
}

/** How long events are kept for replay. */
export const KEEP_EVENTS_MINUTES = 60

/** Drops the events older than KEEP_EVENTS_MINUTES (the newest one always stays: it anchors the ids). */
export async function pruneEvents(db: Queryable): Promise<void> {
  await db.query(
    `delete from change_events where at < now() - make_interval(mins => $1)
       and id < (select max(id) from change_events)`,
    [KEEP_EVENTS_MINUTES],
  )
}

/** Parses a NOTIFY payload (the trigger's JSON); undefined for anything else. */
export function eventOfPayload(payload: string | undefined): ChangeEvent | undefined {
  try {
    const v = JSON.parse(payload ?? '') as Partial<ChangeEvent>
    if (typeof v.id !== 'number' || typeof v.entity !== 'string' || typeof v.who !== 'string')
      return undefined
    return {
      id: v.id,
      entity: v.entity,
      recordId: typeof v.recordId === 'number' ? v.recordId : null,
      kind: kindOfAction(String(v.kind)),
      version: typeof v.version === 'number' ? v.version : null,
      who: v.who,
    }
  } catch {
    return undefined
  }
}
