import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { entities } from '@/domain/registry'
import type { Db } from '../../server/db/client'
import { MIGRATIONS } from '../../server/db/migrations'
import { appliedMigrations, runMigrations, type Migration } from '../../server/db/migrations/runner'
import { SCHEMA_LOCK } from '../../server/db/prepare'
import { migrate } from '../../server/db/schema'
import { scratchDb } from '../support/databases'

/**
 * Issue 19: versioned migrations, from an empty database and from the previous release's schema with data
 * (server/db/fixtures/, captured from that release). On PostgreSQL when DATABASE_URL is set (each test in a
 * schema of its own), else on an in-memory PGlite.
 */
const opened: Db[] = []
const open = async (name: string) => {
  const db = await scratchDb(name)
  opened.push(db)
  return db
}
afterAll(async () => {
  for (const db of opened) await db.close()
})

/** Every table's columns with their types, defaults and nullability: two databases of one release agree. */
async function shape(db: Db) {
  const { rows } = await db.query<Record<string, string>>(
    `select table_name, column_name, data_type, coalesce(column_default, '') as d, is_nullable
       from information_schema.columns where table_schema = current_schema()
      order by table_name, column_name`,
  )
  // Sequence names in defaults are the same per table; only their text matters here.
  return rows.map((r) => Object.values(r).join(' '))
}

const RELEASE_FIXTURE = new URL('../../server/db/fixtures/release-2026-11-24.sql', import.meta.url)

describe('migrations', () => {
  let fresh: Db

  // PGlite builds the schema in tens of seconds on a loaded 2-core machine.
  it(
    'build the current schema on an empty database and record every migration; a second run does nothing',
    { timeout: 180_000 },
    async () => {
      fresh = await open('boc_mig_empty')
      await migrate(fresh)
      expect([...(await appliedMigrations(fresh))].sort()).toEqual(MIGRATIONS.map((m) => m.id).sort())
      const tables = new Set((await shape(fresh)).map((l) => l.split(' ')[0]))
      for (const e of Object.values(entities)) expect(tables.has(e.table), e.table).toBe(true)
      for (const t of ['table_changes', 'export_jobs', 'sign_in_limits', 'job_leases', 'schema_migrations'])
        expect(tables.has(t), t).toBe(true)
      const before = await shape(fresh)
      expect(await runMigrations(fresh, MIGRATIONS)).toEqual([])
      await migrate(fresh)
      expect(await shape(fresh)).toEqual(before)
    },
  )

  it(
    "upgrade the previous release's schema with its data to exactly the current schema, keeping the rows",
    { timeout: 180_000 },
    async () => {
      const old = await open('boc_mig_release')
      await old.exec(readFileSync(RELEASE_FIXTURE, 'utf8'))
      const count = async (t: string) =>
        Number((await old.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n)
      const before = { orders: await count('orders'), users: await count('users'), skus: await count('skus') }
      expect(before.orders).toBeGreaterThan(0)
      expect(await appliedMigrations(old)).toEqual(new Set())

      await migrate(old)
      expect(await shape(old)).toEqual(await shape(fresh))
      expect(await appliedMigrations(old)).toEqual(new Set(MIGRATIONS.map((m) => m.id)))
      expect({
        orders: await count('orders'),
        users: await count('users'),
        skus: await count('skus'),
      }).toEqual(before)
      // The upgraded tables take new rows (sequences carried over) and count their writes.
      const o = entities.orders
      await old.query(
        `update ${o.table} set version = version + 1 where id = (select min(id) from ${o.table})`,
      )
      const { rows } = await old.query<{ version: number }>(
        `select version from table_changes where table_name = $1`,
        [o.table],
      )
      expect(Number(rows[0]?.version)).toBeGreaterThan(0)
      await old.query(`insert into meta (key, value) values ('upgrade-test', 'ok')`)
      await old.query(
        `insert into users (username, password_hash, nickname, roles) values ('upgrade-test', 'x', 'x', '{}')`,
      )
    },
  )

  it("move a staff record's old single role into the roles list", { timeout: 60_000 }, async () => {
    const db = await open('boc_mig_staff_role')
    await db.exec(`create table staff_users (id bigserial primary key, username text not null, role text not null);
      insert into staff_users (username, role) values ('a', 'finance'), ('b', 'none');`)
    await runMigrations(db, MIGRATIONS)
    const { rows } = await db.query(`select username, roles from staff_users order by username`)
    expect(rows).toEqual([
      { username: 'a', roles: 'finance' },
      { username: 'b', roles: null },
    ])
    const cols = await db.query(
      `select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'staff_users' and column_name = 'role'`,
    )
    expect(cols.rows).toEqual([])
  })

  it(
    "give a refund's one old reviewer to the step it belonged to, the audit's doers first (issue 29)",
    { timeout: 60_000 },
    async () => {
      const db = await open('boc_mig_refund_steps')
      await db.exec(`create table refunds (id bigserial primary key, status text not null, reviewer text,
          review_time timestamptz);
        create table audit_log (id bigserial primary key, entity text not null, record_id bigint not null,
          action text not null, actor text not null, at timestamptz not null default now(), before jsonb, after jsonb);
        insert into refunds (status, reviewer, review_time) values
          ('awaitingCsReview', 'ann', '2026-01-01T10:00:00Z'),
          ('pendingFinancialReview', 'bob', '2026-01-02T10:00:00Z'),
          ('refunded', 'cat', '2026-01-03T10:00:00Z'),
          ('closed', 'dan', '2026-01-04T10:00:00Z'),
          ('refundCreation', 'fay', '2026-01-06T10:00:00Z');
        insert into audit_log (entity, record_id, action, actor, at) values
          ('refunds', 5, 'csApprove', 'eve', '2026-01-05T10:00:00Z'),
          ('refunds', 5, 'approve', 'fay', '2026-01-06T10:00:00Z'),
          ('refunds', 5, 'refund', 'gus', '2026-01-07T10:00:00Z'),
          ('orders', 5, 'approve', 'zed', '2026-01-08T10:00:00Z');`)
      await runMigrations(db, MIGRATIONS)
      const day = (c: string) => `to_char(${c} at time zone 'UTC', 'MM-DD') as ${c}`
      const { rows } = await db.query(
        `select status, cs_reviewer, ${day('cs_review_time')}, financial_reviewer, ${day('financial_review_time')},
           payout_by, ${day('payout_time')} from refunds order by id`,
      )
      const none = { cs_reviewer: null, cs_review_time: null, financial_reviewer: null }
      const unpaid = { financial_review_time: null, payout_by: null, payout_time: null }
      expect(rows).toEqual([
        { status: 'awaitingCsReview', ...none, ...unpaid },
        { status: 'pendingFinancialReview', ...none, cs_reviewer: 'bob', cs_review_time: '01-02', ...unpaid },
        {
          status: 'refunded',
          ...none,
          ...unpaid,
          financial_reviewer: 'cat',
          financial_review_time: '01-03',
        },
        { status: 'closed', ...none, cs_reviewer: 'dan', cs_review_time: '01-04', ...unpaid },
        {
          status: 'refundCreation',
          cs_reviewer: 'eve',
          cs_review_time: '01-05',
          financial_reviewer: 'fay',
          financial_review_time: '01-06',
          payout_by: 'gus',
          payout_time: '01-07',
        },
      ])
      const old = await db.query(
        `select column_name from information_schema.columns where table_schema = current_schema()
          and table_name = 'refunds' and column_name in ('reviewer', 'review_time')`,
      )
      expect(old.rows).toEqual([])
    },
  )

  it(
    'run in order, each once; a failing one rolls back alone and stops the run',
    { timeout: 60_000 },
    async () => {
      const db = await open('boc_mig_runner')
      await db.exec(`create table steps (n text)`)
      const step = (id: string, fail = false): Migration => ({
        id,
        up: async (tx) => {
          await tx.query(`insert into steps (n) values ($1)`, [id])
          if (fail) throw new Error(`${id} failed`)
        },
      })
      await expect(runMigrations(db, [step('1'), step('2', true), step('3')])).rejects.toThrow('2 failed')
      expect((await db.query(`select n from steps`)).rows).toEqual([{ n: '1' }])
      expect(await runMigrations(db, [step('1'), step('2'), step('3')])).toEqual(['2', '3'])
      expect((await db.query(`select n from steps order by n`)).rows.map((r) => r.n)).toEqual(['1', '2', '3'])
    },
  )

  it.skipIf(!process.env.DATABASE_URL)(
    'run once in all when two processes start together (PostgreSQL advisory lock)',
    async () => {
      const a = await open('boc_mig_race')
      const b = await scratchDbSameSchema('boc_mig_race')
      await a.exec(`create table steps (n text)`)
      const slow = (id: string): Migration => ({
        id,
        up: async (tx) => {
          await tx.query(`select pg_sleep(0.05)`)
          await tx.query(`insert into steps (n) values ($1)`, [id])
        },
      })
      const list = ['1', '2', '3', '4'].map(slow)
      const [ranA, ranB] = await Promise.all(
        [a, b].map((db) => db.withAdvisoryLock(SCHEMA_LOCK, () => runMigrations(db, list))),
      )
      expect([...ranA!, ...ranB!].sort()).toEqual(['1', '2', '3', '4'])
      expect((await a.query(`select n from steps order by n`)).rows.map((r) => r.n)).toEqual([
        '1',
        '2',
        '3',
        '4',
      ])
    },
  )
})

/** A second connection pool (another process's, in effect) on a schema a test already reset. */
async function scratchDbSameSchema(name: string): Promise<Db> {
  const { openDb } = await import('../../server/db/client')
  const { schemaUrl } = await import('../support/databases')
  const db = await openDb({ databaseUrl: schemaUrl(process.env.DATABASE_URL!, name), dataDir: '' })
  opened.push(db)
  return db
}
