import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Queryable } from '../db/client'

/**
 * Job leases: which server process advances which job (a row of a job table), so that several processes on
 * one database never advance one job twice, and a job whose process died is picked up by another. A lease is
 * a row of job_leases (table, record id, owner, expiry): the holder renews it while it works, releases it when
 * the job ends or the process stops; a process that dies stops renewing, so its leases expire after `ttlMs`.
 * Times are the database's clock, the one all processes share.
 *
 * Shape of a job loop: claimLeases (or claimLease for one known job) → per job, in a transaction,
 * holdsLease then advance one step → releaseLeases for the jobs that finished; releaseLeases on shutdown.
 */
export interface LeaseHolder {
  /** This process: unique per start (a restarted process does not inherit its predecessor's leases). */
  owner: string
  /** How long a lease outlives its last renewal. Several ticks of the loop, so one slow tick does not lose it. */
  ttlMs: number
}

export const leaseOwner = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/**
 * Claims up to `limit` rows of `table` matching `where` (SQL over the table's columns, parameters $1…), in
 * `orderBy` order, that nobody holds, whose lease expired, or that this holder holds already (renewed).
 * Returns their ids. Rows another process is claiming at this instant are skipped (FOR UPDATE SKIP LOCKED),
 * and a lease taken meanwhile by another is never overwritten (the upsert only replaces an expired or own one).
 */
export async function claimLeases(
  db: Queryable,
  table: string,
  holder: LeaseHolder,
  opts: { where: string; params?: unknown[]; orderBy: string; limit: number },
): Promise<number[]> {
  const params = [...(opts.params ?? []), table, holder.owner, holder.ttlMs / 1000]
  const [t, owner, ttl] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`)
  const { rows } = await db.query<{ record_id: number }>(
    `with candidates as (
       select j.id from ${table} j
        where (${opts.where})
          and not exists (select 1 from job_leases l
                           where l.table_name = ${t} and l.record_id = j.id and l.owner <> ${owner} and l.expires_at > now())
        order by ${opts.orderBy} limit ${Math.max(0, Math.floor(opts.limit))}
        for update of j skip locked)
     insert into job_leases (table_name, record_id, owner, expires_at)
     select ${t}, id, ${owner}, now() + make_interval(secs => ${ttl}) from candidates
     on conflict (table_name, record_id) do update set owner = excluded.owner, expires_at = excluded.expires_at
       where job_leases.owner = excluded.owner or job_leases.expires_at <= now()
     returning record_id`,
    params,
  )
  return rows.map((r) => Number(r.record_id))
}

/** Claims (or renews) the lease on one known row; false when another process holds it. */
export async function claimLease(
  db: Queryable,
  table: string,
  id: number,
  holder: LeaseHolder,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into job_leases (table_name, record_id, owner, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     on conflict (table_name, record_id) do update set owner = excluded.owner, expires_at = excluded.expires_at
       where job_leases.owner = excluded.owner or job_leases.expires_at <= now()
     returning record_id`,
    [table, id, holder.owner, holder.ttlMs / 1000],
  )
  return rows.length > 0
}

/** Extends this holder's leases on `ids`; returns the ids still held (a lease another took is gone). */
export async function renewLeases(
  db: Queryable,
  table: string,
  ids: number[],
  holder: LeaseHolder,
): Promise<number[]> {
  const { rows } = await db.query<{ record_id: number }>(
    `update job_leases set expires_at = now() + make_interval(secs => $4)
      where table_name = $1 and record_id = any($2::bigint[]) and owner = $3
      returning record_id`,
    [table, ids, holder.owner, holder.ttlMs / 1000],
  )
  return rows.map((r) => Number(r.record_id))
}

/**
 * Inside the transaction that advances a job: true when this holder's lease is live, and then locks it until
 * the transaction ends, so another process cannot take the job over in the middle of a step.
 */
export async function holdsLease(
  tx: Queryable,
  table: string,
  id: number,
  holder: LeaseHolder,
): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from job_leases
      where table_name = $1 and record_id = $2 and owner = $3 and expires_at > now() for update`,
    [table, id, holder.owner],
  )
  return rows.length > 0
}

/** Gives up this holder's leases: on `ids` of `table`, on all of `table`, or all of them (shutting down). */
export async function releaseLeases(
  db: Queryable,
  holder: LeaseHolder,
  table?: string,
  ids?: number[],
): Promise<void> {
  await db.query(
    `delete from job_leases where owner = $1 and ($2::text is null or table_name = $2)
       and ($3::bigint[] is null or record_id = any($3::bigint[]))`,
    [holder.owner, table ?? null, ids ?? null],
  )
}
