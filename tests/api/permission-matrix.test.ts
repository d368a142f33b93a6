import { beforeAll, describe, expect, it } from 'vitest'
import { operationAction, type EntityDef } from '@/domain/entity'
import { isGranted, ROLES, type RoleName } from '@/domain/permissions'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../server/db/demo-role-grants'
import { call, get, tokenFor, type Reply } from './client'
import { allEntities, sampleBody } from './samples'

/** Every endpoint of an entity as (permission action, request) cells; generated from the registry. */
interface Cell {
  label: string
  action: string
  request: (token: string, id: number) => Promise<Reply>
  /** The endpoint changes data when allowed; denied calls must leave the record and total as they were. */
  writes: boolean
}

function cellsOf(e: EntityDef): Cell[] {
  const base = `/v1/${e.name}`
  const cells: Cell[] = [
    { label: 'list', action: 'view', writes: false, request: (t) => get(`${base}?limit=1`, t) },
    { label: 'get', action: 'view', writes: false, request: (t, id) => get(`${base}/${id}`, t) },
    { label: 'audit', action: 'view', writes: false, request: (t, id) => get(`${base}/${id}/audit`, t) },
    { label: 'used-by', action: 'view', writes: false, request: (t, id) => get(`${base}/${id}/used-by`, t) },
  ]
  const ops = new Set(e.operations)
  // Allowed writes are aimed at a stale version so the matrix itself changes nothing.
  if (ops.has('create'))
    cells.push({
      label: 'create',
      action: operationAction('create'),
      writes: true,
      request: (t) => call('POST', base, t, sampleBody(e)),
    })
  if (ops.has('update'))
    cells.push({
      label: 'update',
      action: 'edit',
      writes: true,
      request: (t, id) => call('PUT', `${base}/${id}`, t, { version: 999999 }),
    })
  if (ops.has('delete'))
    cells.push({
      label: 'delete',
      action: 'delete',
      writes: true,
      request: (t, id) => call('DELETE', `${base}/${id}?version=999999`, t),
    })
  for (const a of e.actions ?? [])
    cells.push({
      label: `${a.method} ${a.path}`,
      action: a.needs,
      // An action that needs only `view` computes an answer (a page's prices) and changes nothing.
      writes: a.needs !== 'view',
      request: (t, id) =>
        call(
          a.method,
          `${base}${a.path.replace(':id', String(id))}`,
          t,
          { version: 999999 },
          { 'Idempotency-Key': 'matrix' },
        ),
    })
  return cells
}

const firstRecord = new Map<string, { id: number }>()

/** What a denied write must leave alone: the target record and the entity's total. */
async function snapshot(e: EntityDef, id: number) {
  const [one, list] = await Promise.all([
    get(`/v1/${e.name}/${id}`, admin),
    get(`/v1/${e.name}?limit=1`, admin),
  ])
  return { record: one.body.data, total: list.body.data.total }
}
let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
  for (const e of allEntities) {
    const r = await get(`/v1/${e.name}?limit=1&sort=${e.key}:asc`, admin)
    firstRecord.set(e.name, { id: r.body.data.items[0].id })
  }
})

describe.each(ROLES.map((r) => [r] as [RoleName]))('permission matrix: %s', (role) => {
  it.each(allEntities.map((e) => [e.name, e] as const))(
    '%s: every endpoint allowed or 403 as the grants say',
    async (_n, e) => {
      const token = await tokenFor(role)
      const target = firstRecord.get(e.name)
      if (!target) throw new Error(`no record of ${e.name}`)
      for (const cell of cellsOf(e)) {
        const allowed = isGranted(ROLE_GRANTS[role], `${e.resource}:${cell.action}`)
        const before = !allowed && cell.writes ? await snapshot(e, target.id) : undefined
        const r = await cell.request(token, target.id)
        const where = `${role} ${e.name} ${cell.label} (${e.resource}:${cell.action}) → ${r.status} ${r.body.msg}`
        if (allowed) {
          expect(r.status, where).not.toBe(403)
          expect(r.status, where).toBeLessThan(500)
        } else {
          expect(r.status, where).toBe(403)
          expect(r.body.code, where).toBe(403)
          if (before) expect(await snapshot(e, target.id), `${where}: something changed`).toEqual(before)
        }
      }
    },
  )
})

describe('viewer', () => {
  it('is refused every write endpoint with 403', async () => {
    const viewer = await tokenFor('viewer')
    for (const e of allEntities)
      for (const cell of cellsOf(e).filter((c) => c.writes)) {
        const r = await cell.request(viewer, firstRecord.get(e.name)?.id ?? 1)
        expect(r.status, `${e.name} ${cell.label}`).toBe(403)
      }
  })
})
