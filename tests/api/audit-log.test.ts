import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, signInChanging, tokenFor } from './client'

/** Issue 28, item 6: the global audit log, its own permission, its filters, and what each user may see. */

const stamp = Date.now().toString(36)
const code = (name: string) => `al${stamp}_${name}`
let admin: string

beforeAll(async () => {
  admin = await tokenFor('admin')
})

type Entry = {
  id: number
  at: string
  actor: string
  entity: string
  recordId: number
  recordKey: string | null
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

async function log(query: Record<string, string>, token = admin) {
  const r = await get(`/v1/auditEntries?${new URLSearchParams({ limit: '50', ...query })}`, token)
  return {
    status: r.status,
    items: (r.body.data?.items ?? []) as Entry[],
    total: r.body.data?.total as number,
  }
}

async function newRole(name: string) {
  const r = await call('POST', '/v1/roles', admin, {
    roleCode: code(name),
    name: `Audit ${name}`,
    grants: 'dashboard:**',
    status: 'active',
  })
  expect(r.status, r.body.msg).toBe(200)
  return r.body.data as { id: number; version: number; roleCode: string }
}

describe('GET /v1/auditEntries', () => {
  it('lists an edit newest first with who, what, before and after, and the record key', async () => {
    const role = await newRole('edited')
    const edited = await call('PUT', `/v1/roles/${role.id}`, admin, {
      version: role.version,
      name: 'Renamed',
    })
    expect(edited.status).toBe(200)
    const { status, items } = await log({ entity: 'roles', actor: 'admin' })
    expect(status).toBe(200)
    const [latest, created] = items.filter((e) => e.recordId === role.id)
    expect(latest).toMatchObject({
      action: 'update',
      actor: 'admin',
      entity: 'roles',
      recordKey: role.roleCode,
    })
    expect(latest!.before).toMatchObject({ name: `Audit edited`, version: 1 })
    expect(latest!.after).toMatchObject({ name: 'Renamed', version: 2 })
    expect(created).toMatchObject({ action: 'create', before: null })
    // Newest first: the edit before the creation, and the list sorted by time.
    expect(latest!.id).toBeGreaterThan(created!.id)
    const times = items.map((e) => e.at)
    expect([...times].sort().reverse()).toEqual(times)
    const one = await get(`/v1/auditEntries/${latest!.id}`, admin)
    expect(one.body.data).toMatchObject({ id: latest!.id, action: 'update' })
  })

  it('filters by user, entity and time', async () => {
    const role = await newRole('filtered')
    const byOther = await log({ entity: 'roles', actor: 'finance' })
    expect(byOther.items.some((e) => e.recordId === role.id)).toBe(false)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    // The server's calendar day may be either side of UTC's: a range around today holds the entry.
    const recent = await log({ entity: 'roles', at: `${yesterday}..${tomorrow}` })
    expect(recent.items.some((e) => e.recordId === role.id)).toBe(true)
    const old = await log({ at: '2001-01-01..2001-12-31' })
    expect(old).toMatchObject({ status: 200, total: 0 })
    const other = await log({ entity: 'orders', q: role.roleCode })
    expect(other.total).toBe(0)
    const searched = await log({ q: role.roleCode })
    expect(searched.items.map((e) => e.recordId)).toEqual([role.id])
  })

  it('refuses bad filters with 400', async () => {
    expect((await log({ entity: 'nothing' })).status).toBe(400)
    expect((await log({ at: 'yesterday' })).status).toBe(400)
    expect((await log({ sort: 'before:asc' })).status).toBe(400)
  })

  it('needs its own permission (deny by default), and shows only entities the user may read', async () => {
    for (const user of ['pricing', 'support', 'nomenu']) {
      expect((await log({}, await tokenFor(user))).status, user).toBe(403)
      expect((await get('/v1/auditEntries/count', await tokenFor(user))).status, user).toBe(403)
    }
    expect((await log({})).status).toBe(200)

    const roleOfReader = await call('POST', '/v1/roles', admin, {
      roleCode: code('auditors'),
      name: 'Auditors of orders',
      grants: 'dashboard:**,backstageManagement:auditLog:view,orderCenter:orders:view',
      status: 'active',
    })
    expect(roleOfReader.status).toBe(200)
    const username = code('auditor')
    const user = await call('POST', '/v1/users', admin, {
      username,
      nickname: 'Auditor',
      email: `${username}@example.com`,
      roles: roleOfReader.body.data.roleCode,
      status: 'enabled',
      password: 'Ledger-Tulip-42',
    })
    expect(user.status).toBe(200)
    const token = await signInChanging(username, 'Ledger-Tulip-42', 'Harbor-Violet-77')
    const menu = await get('/api/oauth/menu', token)
    expect(JSON.stringify(menu.body.data)).toContain('/backstageManagement/auditLog')

    const seen = await log({}, token)
    expect(seen.status).toBe(200)
    expect(seen.items.every((e) => e.entity === 'orders')).toBe(true)
    expect((await log({ entity: 'roles' }, token)).total).toBe(0)
    const roleEntry = (await log({ entity: 'roles' })).items[0]!
    expect((await get(`/v1/auditEntries/${roleEntry.id}`, token)).status).toBe(404)
    const counted = await get('/v1/auditEntries/count?entity=roles,users', token)
    expect(counted.body.data).toEqual({ total: 0 })
  })
})
