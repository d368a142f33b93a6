import type { AuditAction } from '@/domain/audit-actions'
import type { Queryable } from '../db/client'
import { kindOfAction, publishChange } from '../live/change-events'

export interface AuditEntry {
  entity: string
  recordId: number
  action: AuditAction
  actor: string
  before: unknown
  after: unknown
}

const versionOf = (state: unknown): number | null => {
  const v = (state as { version?: unknown } | null | undefined)?.version
  return typeof v === 'number' ? v : null
}

/**
 * Appends one audit row, and the change event the open consoles hear of (server/live); callers pass their
 * transaction so both commit or roll back with the change.
 */
export async function writeAudit(tx: Queryable, a: AuditEntry): Promise<void> {
  await publishChange(tx, {
    entity: a.entity,
    recordId: a.recordId,
    kind: kindOfAction(a.action),
    version: versionOf(a.after),
    who: a.actor,
  })
  await tx.query(
    `insert into audit_log (entity, record_id, action, actor, before, after) values ($1, $2, $3, $4, $5, $6)`,
    [
      a.entity,
      a.recordId,
      a.action,
      a.actor,
      a.before === null || a.before === undefined ? null : JSON.stringify(a.before),
      a.after === null || a.after === undefined ? null : JSON.stringify(a.after),
    ],
  )
}

export async function readAudit(db: Queryable, entity: string, recordId: number) {
  const { rows } = await db.query<{
    id: number
    action: string
    actor: string
    at: Date | string
    before: unknown
    after: unknown
  }>(
    `select id, action, actor, at, before, after from audit_log where entity = $1 and record_id = $2 order by id`,
    [entity, recordId],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actor: r.actor,
    at: new Date(r.at).toISOString(),
    before: parseJson(r.before),
    after: parseJson(r.after),
  }))
}

/** jsonb comes back parsed from node-postgres and PGlite alike, but tolerate text. */
function parseJson(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : v
}
