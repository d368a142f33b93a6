import type { RoleName } from '@/domain/permissions'
import type { Db, Queryable } from './client'
import { hashPassword } from './passwords'
import { lanesOf, runInLanes } from './lanes'
import { seedPlan } from './seed-plan'

export const DEMO_PASSWORD = 'demo1234'

interface DemoUser {
  username: string
  nickname: string
  department: string
  roles: RoleName[]
  disabled?: boolean
}

/**
 * Demo accounts (README lists them). `nomenu` has no role: it signs in and gets the no-permission message.
 * `contractor` is a spare viewer the tests disable and re-enable.
 */
export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', nickname: 'Administrator', department: 'IT', roles: ['admin'] },
  { username: 'finance', nickname: 'Finance', department: 'Finance', roles: ['finance'] },
  { username: 'support', nickname: 'Support', department: 'Customer service', roles: ['support'] },
  { username: 'pricing', nickname: 'Pricing', department: 'Pricing', roles: ['pricing'] },
  { username: 'operator', nickname: 'Operator', department: 'Commodity operations', roles: ['operator'] },
  { username: 'viewer', nickname: 'Viewer', department: 'Internal audit', roles: ['viewer'] },
  { username: 'nomenu', nickname: 'No permission', department: 'Sales', roles: [] },
  { username: 'contractor', nickname: 'Contractor', department: 'Internal audit', roles: ['viewer'] },
]

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

/** Version 1 seeded accounts and orders only; version 2 adds every entity. */
const SEED_VERSION = '2'

/** Sign-in accounts plus their backstage staff records (which drive them, see entity-hooks). */
async function seedAccounts(tx: Queryable) {
  const hash = await hashPassword(DEMO_PASSWORD)
  for (const u of DEMO_USERS) {
    await tx.query(
      `insert into users (username, password_hash, nickname, roles, disabled) values ($1, $2, $3, $4, $5)
       on conflict (username) do nothing`,
      [u.username, hash, u.nickname, u.roles, u.disabled ?? false],
    )
    await tx.query(
      `insert into staff_users (username, nickname, email, department, roles, status) values ($1, $2, $3, $4, $5, $6)
       on conflict (username) do nothing`,
      [
        u.username,
        u.nickname,
        `${u.username}@example.com`,
        u.department,
        u.roles.join(',') || null,
        u.disabled ? 'disabled' : 'enabled',
      ],
    )
  }
}

/**
 * Seeds each table once per data directory (or database): a meta row `seed:<step>` records each step in the
 * step's own transaction, so a data directory from an older seed version (or a seed that was interrupted) gets
 * only the steps it lacks. Version 1 wrote a single `seed` row after accounts and orders. On PostgreSQL the
 * steps run on two connections at once (the orders in parts); then the seeded tables are vacuumed, so index
 * builds and index-only scans find every page's rows known visible, and analyzed.
 */
export async function seedIfEmpty(
  db: Db,
  opts: { orders: number; demo: boolean; log: (m: string) => void; debug?: (m: string) => void },
) {
  if (!opts.demo) return
  const { rows } = await db.query<{ key: string }>(
    `select key from meta where key = 'seed' or key like 'seed:%'`,
  )
  const done = new Set(rows.map((r) => r.key))
  if (done.has('seed')) done.add('seed:orders')
  const lanes = lanesOf(db)
  const isDone = (name: string) => done.has(`seed:${name}`) || done.has(`seed:${name.split('@')[0]}`)
  const steps = seedPlan(opts.orders, { lanes }).filter((s) => !isDone(s.name))
  if (!steps.length) return
  const started = Date.now()
  opts.log(`Seeding demo data (${opts.orders.toLocaleString('en')} orders, ${steps.length} steps)…`)
  await db.transaction(seedAccounts)
  const record = (tx: Queryable, key: string) =>
    tx.query(
      `insert into meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [key, SEED_VERSION],
    )
  await runInLanes(
    steps.map((step) => ({
      ...step,
      run: async () => {
        const stepStarted = Date.now()
        await db.transaction(async (tx) => {
          await step.run(tx)
          await record(tx, `seed:${step.name}`)
        })
        opts.debug?.(`Seeded ${step.name} in ${seconds(stepStarted)} s`)
      },
    })),
    lanes,
  )
  await db.transaction((tx) => record(tx, 'seed'))
  opts.debug?.(`Seeded the rows in ${seconds(started)} s`)
  const vacuuming = Date.now()
  await vacuumSeeded(db, new Set(steps.map((s) => s.name.split(/[:@]/)[0]!)), lanes)
  opts.debug?.(`Vacuumed and analyzed in ${seconds(vacuuming)} s`)
  opts.log(`Seeded in ${seconds(started)} s`)
}

/** Vacuums and analyzes the tables seeded, largest first. */
async function vacuumSeeded(db: Db, tables: Set<string>, lanes: number) {
  const { rows } = await db.query<{ table: string; size: number }>(
    `select relname as table, pg_relation_size(oid) as size from pg_class
     where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
  )
  const size = new Map(rows.map((r) => [r.table, Number(r.size)]))
  const largestFirst = [...tables].sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0))
  await runInLanes(
    largestFirst.map((t) => ({ name: t, run: () => db.exec(`vacuum (analyze) ${t}`) })),
    lanes,
  )
}
