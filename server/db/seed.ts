import type { RoleName } from '../../src/domain/permissions'
import type { Db } from './client'
import { hashPassword } from './passwords'
import { seedOrders } from './seed-orders'

export const DEMO_PASSWORD = 'demo1234'

interface DemoUser {
  username: string
  nickname: string
  roles: RoleName[]
  disabled?: boolean
}

/** Demo accounts (README lists them). `nomenu` has no role: it signs in and gets the no-permission message. */
export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', nickname: 'Administrator', roles: ['admin'] },
  { username: 'finance', nickname: 'Finance', roles: ['finance'] },
  { username: 'support', nickname: 'Support', roles: ['support'] },
  { username: 'pricing', nickname: 'Pricing', roles: ['pricing'] },
  { username: 'operator', nickname: 'Operator', roles: ['operator'] },
  { username: 'viewer', nickname: 'Viewer', roles: ['viewer'] },
  { username: 'nomenu', nickname: 'No permission', roles: [] },
]

const SEED_VERSION = '1'

/** Seeds once per data directory (or database); later starts find the meta row and skip. */
export async function seedIfEmpty(db: Db, opts: { orders: number; demo: boolean; log: (m: string) => void }) {
  const { rows } = await db.query<{ value: string }>(`select value from meta where key = 'seed'`)
  if (rows[0]?.value === SEED_VERSION || !opts.demo) return
  const started = Date.now()
  opts.log(`Seeding demo data (${opts.orders.toLocaleString('en')} orders)…`)
  const hash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    for (const u of DEMO_USERS) {
      await tx.query(
        `insert into users (username, password_hash, nickname, roles, disabled) values ($1, $2, $3, $4, $5)
         on conflict (username) do nothing`,
        [u.username, hash, u.nickname, u.roles, u.disabled ?? false],
      )
    }
    await seedOrders(tx, opts.orders)
    await tx.query(`insert into meta (key, value) values ('seed', $1)`, [SEED_VERSION])
  })
  await db.exec('analyze')
  opts.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
