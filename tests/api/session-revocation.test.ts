import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, signIn, signInChanging, tokenFor } from './client'

/**
 * Issue 21: the per-request session check may be answered without a query, but a revocation still takes
 * effect on the very next request. Each case first makes a few requests (so an answer would be kept), then
 * revokes, then checks the next request.
 */

const PASSWORD = 'Harbour-Quince-58'
const stamp = Date.now().toString(36)
let admin: string

beforeAll(async () => {
  admin = await tokenFor('admin')
})

const warm = async (token: string) => {
  for (let i = 0; i < 3; i++) expect((await get('/v1/orders?limit=1', token)).status).toBe(200)
}

async function create(entity: 'users' | 'roles', body: Record<string, unknown>) {
  const r = await call('POST', `/v1/${entity}`, admin, body)
  expect(r.status, r.body.msg).toBe(200)
  return r.body.data as { id: number; version: number } & Record<string, unknown>
}

async function edit(entity: 'users' | 'roles', id: number, values: Record<string, unknown>) {
  const { version } = (await get(`/v1/${entity}/${id}`, admin)).body.data as { version: number }
  const r = await call('PUT', `/v1/${entity}/${id}`, admin, { version, ...values })
  expect(r.status, r.body.msg).toBe(200)
}

/** A staff user with their own role reading orders, signed in. */
async function staffMember(name: string) {
  const role = await create('roles', {
    roleCode: `rv${stamp}_${name}`,
    name: `Revocation ${name}`,
    grants: 'dashboard:**,orderCenter:orders:view',
    status: 'active',
  })
  const user = await create('users', {
    username: `rv${stamp}_${name}`,
    nickname: name,
    roles: role.roleCode,
    status: 'enabled',
    password: PASSWORD,
  })
  // An admin's password is temporary: the user chooses their own at the first sign-in.
  const token = await signInChanging(String(user.username), PASSWORD, `Own-${PASSWORD}`)
  return { role, user, token }
}

describe('a revoked session is refused on its next request', () => {
  it('after signing out', async () => {
    const token = await signIn('viewer')
    await warm(token)
    expect((await call('POST', '/api/oauth/logout', token)).status).toBe(200)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
  })

  it('after the staff record is disabled', async () => {
    const { user, token } = await staffMember('disabled')
    await warm(token)
    await edit('users', user.id, { status: 'disabled' })
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
  })

  it('after the staff record is deleted', async () => {
    const { user, token } = await staffMember('deleted')
    await warm(token)
    const { version } = (await get(`/v1/users/${user.id}`, admin)).body.data as { version: number }
    expect((await call('DELETE', `/v1/users/${user.id}?version=${version}`, admin)).status).toBe(200)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
    await expect(signIn(String(user.username), `Own-${PASSWORD}`)).rejects.toThrow()
  })

  it('after the password is changed', async () => {
    const { user, token } = await staffMember('password')
    await warm(token)
    await edit('users', user.id, { password: `${PASSWORD}!` })
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
  })

  it("after the role is removed from the user, or the role's grants narrowed or deactivated", async () => {
    const removed = await staffMember('removed')
    await warm(removed.token)
    await edit('users', removed.user.id, { roles: '' })
    expect((await get('/v1/orders?limit=1', removed.token)).status).toBe(403)

    const { role, token } = await staffMember('narrowed')
    await warm(token)
    await edit('roles', role.id, { grants: 'dashboard:**' })
    expect((await get('/v1/orders?limit=1', token)).status).toBe(403)
    await edit('roles', role.id, { grants: 'dashboard:**,orderCenter:orders:view' })
    await warm(token)
    await edit('roles', role.id, { status: 'inactive' })
    expect((await get('/v1/orders?limit=1', token)).status).toBe(403)
  })

  it.runIf(!!process.env.DATABASE_URL)(
    'after another process on the same PostgreSQL revokes it',
    async () => {
      const { default: pg } = await import('pg')
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await other.connect()
      try {
        const token = await signIn('viewer')
        await warm(token)
        const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
          .sid
        await other.query('update sessions set revoked_at = now() where id = $1', [sid])
        expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
      } finally {
        await other.end()
      }
    },
  )
})
