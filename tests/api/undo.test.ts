import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, tokenFor } from './client'
import { applyBarter, barterBody, freshOrder } from './orders-helpers'

/** Issue 28, item 5: undo of one's own last edit or delete, through the audit's before-state. */

const stamp = Date.now().toString(36)
const code = (name: string) => `un${stamp}_${name}`
let admin: string

beforeAll(async () => {
  admin = await tokenFor('admin')
})

type Role = { id: number; version: number; roleCode: string; name: string; grants: string; status: string }

async function newRole(name: string): Promise<Role> {
  const r = await call('POST', '/v1/roles', admin, {
    roleCode: code(name),
    name: `Undo ${name}`,
    grants: 'dashboard:**,orderCenter:orders:view',
    description: 'before',
    status: 'active',
  })
  expect(r.status, r.body.msg).toBe(200)
  return r.body.data
}

const read = async (id: number) => (await get(`/v1/roles/${id}`, admin)).body.data as Role | null
const undo = (entity: string, items: { id: number; version: number }[], token = admin) =>
  call('POST', `/v1/${entity}/undo`, token, { items })
const without = (r: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)))

describe('POST /v1/<entity>/undo', () => {
  it('restores the exact previous version of an edit, at a new version, audited as an undo', async () => {
    const before = await newRole('edit')
    const edited = await call('PUT', `/v1/roles/${before.id}`, admin, {
      version: before.version,
      name: 'Changed',
      grants: 'dashboard:**',
      description: 'after',
      status: 'inactive',
    })
    expect(edited.status).toBe(200)
    const r = await undo('roles', [{ id: before.id, version: before.version }])
    expect(r.status, r.body.msg).toBe(200)
    const now = await read(before.id)
    expect(without(now!, 'version', 'updatedAt')).toEqual(without(before, 'version', 'updatedAt'))
    expect(now!.version).toBe(edited.body.data.version + 1)
    expect(r.body.data.restored).toEqual([now])
    const history = (await get(`/v1/roles/${before.id}/audit`, admin)).body.data
    expect(history.at(-1)).toMatchObject({ action: 'undo', actor: 'admin', after: { name: before.name } })
    // Undone once: the same undo again finds the record changed since.
    expect((await undo('roles', [{ id: before.id, version: before.version }])).status).toBe(409)
  })

  it('is refused with the reason when the record changed since, and leaves it as it is', async () => {
    const before = await newRole('newer')
    const first = await call('PUT', `/v1/roles/${before.id}`, admin, { version: 1, name: 'First' })
    const second = await call('PUT', `/v1/roles/${before.id}`, admin, { version: 2, name: 'Second' })
    expect([first.status, second.status]).toEqual([200, 200])
    const refused = await undo('roles', [{ id: before.id, version: 1 }])
    expect(refused.status).toBe(409)
    expect(refused.body.data.issues[0]).toMatchObject({ field: 'version' })
    expect((await read(before.id))!.name).toBe('Second')
    // Nobody takes back someone else's change: the viewer may read roles, but the edit is admin's.
    const theirs = await undo('roles', [{ id: before.id, version: 2 }], await tokenFor('viewer'))
    expect(theirs.status).toBe(409)
    expect((await read(before.id))!.name).toBe('Second')
    // The latest edit is still the user's own to undo.
    expect((await undo('roles', [{ id: before.id, version: 2 }])).status).toBe(200)
    expect((await read(before.id))!.name).toBe('First')
  })

  it('brings a deleted record back exactly: its id, fields, creation time and version', async () => {
    const before = await newRole('deleted')
    expect((await call('DELETE', `/v1/roles/${before.id}?version=1`, admin)).status).toBe(200)
    expect((await get(`/v1/roles/${before.id}`, admin)).status).toBe(404)
    const r = await undo('roles', [{ id: before.id, version: 1 }])
    expect(r.status, r.body.msg).toBe(200)
    const back = await read(before.id)
    expect(without(back!, 'updatedAt')).toEqual(without(before, 'updatedAt'))
    const listed = await get(`/v1/roles?roleCode=${before.roleCode}`, admin)
    expect(listed.body.data.items.map((x: Role) => x.id)).toEqual([before.id])
  })

  it('takes back a bulk disable, leaving records the bulk action did not change', async () => {
    const a = await newRole('bulkA')
    const b = await newRole('bulkB')
    const off = await call('PUT', `/v1/roles/${b.id}`, admin, { version: 1, status: 'inactive' })
    expect(off.status).toBe(200)
    const bulk = await call('POST', '/v1/roles/bulk', admin, {
      action: 'disable',
      items: [
        { key: a.roleCode, version: 1 },
        { key: b.roleCode, version: 2 },
      ],
    })
    expect(bulk.body.data.changed).toEqual([a.roleCode, b.roleCode])
    const r = await undo('roles', [
      { id: a.id, version: 1 },
      { id: b.id, version: 2 },
    ])
    expect(r.status, r.body.msg).toBe(200)
    expect(r.body.data.restored.map((x: Role) => x.id)).toEqual([a.id])
    expect((await read(a.id))!.status).toBe('active')
    expect((await read(b.id))!).toMatchObject({ status: 'inactive', version: 2 })
  })

  it('never takes back a workflow step (a barter approval), nor writes without the permission', async () => {
    const applied = (await applyBarter(barterBody((await freshOrder()).orderNo))).body.data
    const finance = await tokenFor('finance')
    const approved = await call('POST', `/v1/barters/${applied.id}/approve`, finance, {
      version: applied.version,
    })
    expect(approved.body.data.status).toBe('approved')
    const refused = await undo('barters', [{ id: applied.id, version: applied.version }], finance)
    expect(refused.status).toBe(409)
    expect(refused.body.data.issues[0]).toMatchObject({ field: 'action' })
    expect((await get(`/v1/barters/${applied.id}`, finance)).body.data.status).toBe('approved')
    expect((await undo('roles', [{ id: 1, version: 1 }], await tokenFor('nomenu'))).status).toBe(403)
    expect((await call('POST', '/v1/roles/undo', admin, { items: [] })).status).toBe(400)
    expect((await call('POST', '/v1/roles/undo', admin, { items: [{ id: 'x', version: 1 }] })).status).toBe(
      400,
    )
  })
})
