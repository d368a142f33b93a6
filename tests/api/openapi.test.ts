import { describe, expect, it } from 'vitest'
import { get } from './client'
import { allEntities } from './samples'

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 and documents every registry endpoint and the identity ones', async () => {
    const doc = (await get('/openapi.json')).body as unknown as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
      components: { schemas: Record<string, unknown> }
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const p of [
      '/oauth/authorize',
      '/api/oauth/token',
      '/api/oauth/menu',
      '/api/v1/authority/menu',
      '/v1/login',
      '/v1/rbac/roles/menus',
      '/api/oauth/logout',
    ])
      expect(doc.paths[p], p).toBeDefined()
    for (const e of allEntities) {
      const base = `/v1/${e.name}`
      expect(doc.paths[base]?.get, base).toBeDefined()
      expect(doc.paths[`${base}/{id}`]?.get).toBeDefined()
      expect(doc.paths[`${base}/{id}/audit`]?.get).toBeDefined()
      expect(doc.paths[`${base}/{id}/used-by`]?.get, `${base}/{id}/used-by`).toBeDefined()
      expect(doc.paths[`${base}/options`]?.get, `${base}/options`).toBeDefined()
      expect(Boolean(doc.paths[base]?.post)).toBe(e.operations.includes('create'))
      expect(Boolean(doc.paths[`${base}/{id}`]?.put)).toBe(e.operations.includes('update'))
      expect(Boolean(doc.paths[`${base}/{id}`]?.delete)).toBe(e.operations.includes('delete'))
      for (const a of e.actions ?? [])
        expect(
          doc.paths[`${base}${a.path.replace(':id', '{id}')}`]?.[a.method.toLowerCase()],
          a.name,
        ).toBeDefined()
      expect(doc.components.schemas[e.name]).toBeDefined()
    }
    for (const s of ['Option', 'UsedBy', 'Issues']) expect(doc.components.schemas[s], s).toBeDefined()
    expect(JSON.stringify(doc.components.schemas.Issues)).toContain('"missing"')
  })
})
