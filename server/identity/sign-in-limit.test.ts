import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteDb, type Db } from '../db/client'
import { SHARED_STATE_DDL } from '../db/shared-state-ddl'
import { afterFailure, DEFAULT_SIGN_IN_LIMITS as policy, SignInLimiter } from './sign-in-limit'

describe('one more failure', () => {
  it('counts within the window and blocks past the free ones, doubling up to the cap', () => {
    let e = afterFailure(undefined, 0, 2, policy)
    expect(e).toEqual({ failures: 1, last: 0, blockedUntil: 0 })
    e = afterFailure(e, 10, 2, policy)
    expect(e).toEqual({ failures: 2, last: 10, blockedUntil: 10 + 1000 })
    e = afterFailure(e, 20, 2, policy)
    expect(e.blockedUntil).toBe(20 + 2000)
    e = afterFailure({ ...e, failures: 40 }, 30, 2, policy)
    expect(e.blockedUntil).toBe(30 + policy.maxBlockMs)
  })

  it('starts over once the window passed and no block is running', () => {
    const old = { failures: 4, last: 0, blockedUntil: 0 }
    expect(afterFailure(old, policy.windowMs + 1, 5, policy).failures).toBe(1)
    const blocked = { failures: 9, last: 0, blockedUntil: policy.windowMs + 5000 }
    expect(afterFailure(blocked, policy.windowMs + 1, 5, policy).failures).toBe(10)
  })
})

describe('the sign-in limiter on the database', () => {
  let db: Db
  let now = 1_000_000
  let limiter: SignInLimiter
  beforeAll(async () => {
    db = pgliteDb(await PGlite.create())
    await db.exec(SHARED_STATE_DDL)
    limiter = new SignInLimiter(db, policy, () => now)
  }, 60_000)
  afterAll(() => db?.close())

  it('blocks an account after its free failures, whatever the case of the name, and clears it on success', async () => {
    for (let i = 0; i < policy.accountFree - 1; i++) await limiter.failed('Ghost', '10.0.0.1')
    expect(await limiter.retryAfter('ghost', '10.0.0.2')).toBe(0)
    await limiter.failed('ghost', '10.0.0.1')
    expect(await limiter.retryAfter('GHOST', '10.0.0.2')).toBe(1)
    now += 1500
    expect(await limiter.retryAfter('ghost', '10.0.0.2')).toBe(0)
    await limiter.succeeded('ghost')
    await limiter.failed('ghost', '10.0.0.3')
    expect(await limiter.retryAfter('ghost', '10.0.0.3')).toBe(0)
  })

  it('blocks an address guessing many accounts, and counts failures arriving together', async () => {
    await Promise.all(
      Array.from({ length: policy.addressFree }, (_, i) => limiter.failed(`user${i}`, '10.9.9.9')),
    )
    expect(await limiter.retryAfter('someone-else', '10.9.9.9')).toBe(1)
    expect(await limiter.retryAfter('someone-else', '10.9.9.8')).toBe(0)
  })

  it('forgets keys whose window passed', async () => {
    now += policy.windowMs + policy.maxBlockMs + 1
    await limiter.failed('last', '10.1.1.1')
    const { rows } = await db.query<{ key: string }>(`select key from sign_in_limits order by key`)
    expect(rows.map((r) => r.key)).toEqual(['account:last', 'address:10.1.1.1'])
  })
})
