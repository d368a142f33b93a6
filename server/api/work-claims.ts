import type { WorkClaim } from '@/domain/work-inbox'
import type { Queryable } from '../db/client'
import { publishChange } from '../live/change-events'
import { throwRuleIssues } from './rules/issues'

/**
 * Claims on work (src/domain/work-inbox.ts), one row of work_claims per held record. Times are the database's
 * clock, the one every server process shares. A claim is taken by one conditional upsert: of two claims of one
 * record at the same instant, the primary key makes the second wait for the first and then find it live, so
 * exactly one wins (no read-then-write).
 */

interface ClaimRow {
  entity: string
  record_id: number | string
  holder: string
  claimed_at: Date | string
  expires_at: Date | string
}

const iso = (t: Date | string) => new Date(t).toISOString()
const toClaim = (r: ClaimRow): WorkClaim => ({
  entity: r.entity,
  id: Number(r.record_id),
  holder: r.holder,
  claimedAt: iso(r.claimed_at),
  expiresAt: iso(r.expires_at),
})

const COLUMNS = 'entity, record_id, holder, claimed_at, expires_at'

/** The live claim on a record, if anyone holds it. */
export async function claimOn(db: Queryable, entity: string, id: number): Promise<WorkClaim | undefined> {
  const { rows } = await db.query<ClaimRow>(
    `select ${COLUMNS} from work_claims where entity = $1 and record_id = $2 and expires_at > now()`,
    [entity, id],
  )
  return rows[0] && toClaim(rows[0])
}

/**
 * Claims a record for `holder` for `minutes`: taken when nobody holds it or the last claim expired, renewed
 * when `holder` holds it already. Otherwise `taken` is false and `claim` names who holds it.
 */
export async function claimRecord(
  tx: Queryable,
  entity: string,
  id: number,
  holder: string,
  minutes: number,
): Promise<{ taken: boolean; claim: WorkClaim }> {
  for (;;) {
    const { rows } = await tx.query<ClaimRow>(
      `insert into work_claims (entity, record_id, holder, claimed_at, expires_at)
         values ($1, $2, $3, now(), now() + make_interval(mins => $4))
       on conflict (entity, record_id) do update
         set holder = excluded.holder, expires_at = excluded.expires_at,
             claimed_at = case when work_claims.expires_at > now() then work_claims.claimed_at
                               else excluded.claimed_at end
         where work_claims.holder = excluded.holder or work_claims.expires_at <= now()
       returning ${COLUMNS}`,
      [entity, id, holder, minutes],
    )
    if (rows[0]) {
      await publishClaim(tx, entity, id, holder)
      return { taken: true, claim: toClaim(rows[0]) }
    }
    const held = await claimOn(tx, entity, id)
    // Released or expired between the two statements: try again.
    if (held) return { taken: false, claim: held }
  }
}

/**
 * Releases the claim on a record: its holder's own, or anyone's when `any` (an admin). Answers the claim
 * released, 'notHeld' when nobody holds it, or the claim when someone else holds it and `any` is false.
 */
export async function releaseRecord(
  tx: Queryable,
  entity: string,
  id: number,
  by: string,
  any: boolean,
): Promise<WorkClaim | 'notHeld' | { heldBy: WorkClaim }> {
  const { rows } = await tx.query<ClaimRow>(
    `delete from work_claims where entity = $1 and record_id = $2 and expires_at > now()
       and (holder = $3 or $4::boolean) returning ${COLUMNS}`,
    [entity, id, by, any],
  )
  if (rows[0]) {
    await publishClaim(tx, entity, id, by)
    return toClaim(rows[0])
  }
  const held = await claimOn(tx, entity, id)
  return held ? { heldBy: held } : 'notHeld'
}

/**
 * In a workflow step's transaction: refuses the step when someone other than `actor` holds the record (a rule
 * issue naming the holder), and otherwise ends the actor's own claim, whose work the step is. The claim row is
 * locked, so a claim taken meanwhile waits for the step.
 */
export async function settleClaimForStep(
  tx: Queryable,
  entity: string,
  id: number,
  actor: string,
): Promise<void> {
  const { rows } = await tx.query<ClaimRow>(
    `select ${COLUMNS} from work_claims where entity = $1 and record_id = $2 and expires_at > now() for update`,
    [entity, id],
  )
  const held = rows[0] && toClaim(rows[0])
  if (held && held.holder !== actor)
    throwRuleIssues([
      { field: 'claim', rule: 'claimedByOther', params: { holder: held.holder, until: held.expiresAt } },
    ])
  if (held) {
    await tx.query(`delete from work_claims where entity = $1 and record_id = $2`, [entity, id])
    await publishClaim(tx, entity, id, actor)
  }
}

/**
 * A claim taken or released is a change of its record as the open consoles hear of it (server/live): their
 * inboxes and dashboards read again. No version: the record itself did not change.
 */
const publishClaim = (tx: Queryable, entity: string, id: number, who: string) =>
  publishChange(tx, { entity, recordId: id, kind: 'changed', version: null, who })
