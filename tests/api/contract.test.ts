import { beforeAll, describe, expect, it } from 'vitest'
import { call, get, tokenFor } from './client'
import { allEntities, sampleBody } from './samples'

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

describe.each(allEntities.map((e) => [e.name, e] as const))('contract: %s', (_name, e) => {
  const base = `/v1/${e.name}`
  const ops = new Set(e.operations)

  it('lists with a total, the default sort and a free-text search', async () => {
    const r = await get(`${base}?limit=5`, admin)
    expect(r.status).toBe(200)
    expect(r.body.data.total).toBeGreaterThan(0)
    expect(r.body.data.items.length).toBeGreaterThan(0)
    const first = r.body.data.items[0]
    for (const [name, def] of Object.entries(e.fields)) expect(name in first).toBe(!def.writeOnly)
    const q = String(first[e.key]).slice(0, 4)
    const found = await get(`${base}?limit=5&q=${encodeURIComponent(q)}`, admin)
    expect(found.status).toBe(200)
    expect(found.body.data.total).toBeGreaterThan(0)
  })

  it('reads one record, 230015 for a missing one, 400 for a bad id', async () => {
    const list = await get(`${base}?limit=1`, admin)
    const id = list.body.data.items[0].id
    const one = await get(`${base}/${id}`, admin)
    expect(one.status).toBe(200)
    expect(one.body.data).toEqual(list.body.data.items[0])
    const missing = await get(`${base}/999999999`, admin)
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe(230015)
    expect((await get(`${base}/abc`, admin)).status).toBe(400)
  })

  it.runIf(ops.has('create'))(
    'creates, updates with a version, refuses a stale version, deletes, and audits each',
    async () => {
      const created = await call('POST', base, admin, sampleBody(e))
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const rec = created.body.data
      expect(rec.version).toBe(1)
      for (const [name, def] of Object.entries(e.fields)) if (def.writeOnly) expect(name in rec).toBe(false)
      // Writes answer records built in JavaScript, reads select them ready-made: the same record, key order too
      // (what the server advances by itself, a job's progress, may have moved on in between).
      const read = (await get(`${base}/${rec.id}`, admin)).body.data
      expect(Object.keys(read)).toEqual(Object.keys(rec))
      const own = (r: Record<string, unknown>) =>
        Object.entries(r).filter(([k]) => k !== 'updatedAt' && !e.fields[k]?.readOnly)
      expect(own(read)).toEqual(own(rec))

      if (ops.has('update')) {
        const [field, def] =
          Object.entries(e.fields).find(
            ([n, d]) => !d.readOnly && n !== e.key && d.kind === 'string' && !d.references,
          ) ?? []
        const change = field && def ? { [field]: 'changed' } : {}
        const updated = await call('PUT', `${base}/${rec.id}`, admin, { version: 1, ...change })
        expect(updated.status, JSON.stringify(updated.body)).toBe(200)
        expect(updated.body.data.version).toBe(2)
        const stale = await call('PUT', `${base}/${rec.id}`, admin, { version: 1, ...change })
        expect(stale.status).toBe(409)
        expect(stale.body.code).toBe(409)
      }
      const duplicate = await call('POST', base, admin, { ...sampleBody(e), [e.key]: rec[e.key] })
      if (!e.fields[e.key]?.readOnly) expect(duplicate.status).toBe(409)

      if (ops.has('delete')) {
        const unversioned = await call('DELETE', `${base}/${rec.id}`, admin)
        expect(unversioned.status).toBe(400)
        expect(unversioned.body.data.issues[0].field).toBe('version')
        const current = (await get(`${base}/${rec.id}`, admin)).body.data.version
        const deleted = await call('DELETE', `${base}/${rec.id}?version=${current}`, admin)
        expect(deleted.status).toBe(200)
        expect((await get(`${base}/${rec.id}`, admin)).status).toBe(404)
      }
      const audit = await get(`${base}/${rec.id}/audit`, admin)
      expect(audit.status).toBe(200)
      const actions = audit.body.data.map((a: { action: string }) => a.action)
      expect(actions[0]).toBe('create')
      if (ops.has('update')) expect(actions).toContain('update')
      if (ops.has('delete')) expect(actions.at(-1)).toBe('delete')
      for (const entry of audit.body.data) {
        // A job the server runs by itself (an equity refresh) may have started meanwhile: its steps are the
        // system's, every write of the test is the admin's.
        if (['create', 'update', 'delete'].includes(entry.action)) expect(entry.actor).toBe('admin')
        else expect(entry.actor).toBe('system')
        for (const [name, def] of Object.entries(e.fields))
          if (def.writeOnly) expect(JSON.stringify(entry)).not.toContain(`"${name}"`)
      }
    },
  )

  it.runIf(!ops.has('create'))('has no generic create', async () => {
    const r = await call('POST', base, admin, sampleBody(e))
    expect([404, 405]).toContain(r.status)
  })
})
