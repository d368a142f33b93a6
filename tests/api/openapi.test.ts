import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { api, get } from './client'
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

describe('GET /openapi.json for standard tooling (issue 18)', () => {
  it('names every operation uniquely, declares servers, and marks public operations security: []', async () => {
    const doc = (await get('/openapi.json')).body as unknown as {
      servers: { url: string }[]
      paths: Record<
        string,
        Record<string, { operationId?: string; security?: unknown[]; parameters?: any[] }>
      >
    }
    expect(doc.servers.length).toBeGreaterThan(0)
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`
        expect(op.operationId, where).toMatch(/^[A-Za-z][\w.]*$/)
        expect(ids.has(op.operationId!), `duplicate ${op.operationId}`).toBe(false)
        ids.add(op.operationId!)
        expect(Array.isArray(op.security), where).toBe(true)
      }
    for (const [path, method] of [
      ['/oauth/authorize', 'get'],
      ['/oauth/authorize', 'post'],
      ['/api/oauth/token', 'post'],
      ['/oauth/token', 'post'],
      ['/.well-known/openid-configuration', 'get'],
      ['/.well-known/jwks.json', 'get'],
      ['/v1/login', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([])
    expect(doc.paths['/v1/orders']?.get?.security).toEqual([{ bearer: [] }])
    expect(doc.paths['/v1/orders/{id}']?.get?.operationId).toBe('getV1OrdersById')
    const version = doc.paths['/v1/licenses/{id}']?.delete?.parameters?.find((p) => p.name === 'version')
    expect(version.required).toBe(true)
    for (const path of ['/v1/orders/export/tickets', '/v1/orders/export/progress/{id}', '/v1/orders/export'])
      expect(doc.paths[path], path).toBeDefined()
    expect(doc.paths['/v1/orders/export']?.get?.security).toEqual([])
    const pull = JSON.stringify(doc.paths['/v1/douyinPullJobs/pull'])
    expect(pull).toContain('"shopId"')
    expect(pull).toContain('"fromTime"')
  })
})

describe('Redocly lint (issue 18)', () => {
  it('finds no errors in the served /openapi.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boc-openapi-'))
    try {
      const file = join(dir, 'openapi.json')
      writeFileSync(file, await (await fetch(`${api()}/openapi.json`)).text())
      // The CLI from devDependencies (bundled, no network): its recommended rules; warnings are reported only.
      const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js')
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }))
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number }
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
      }
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)
      expect(errors).toEqual([])
      expect(report.totals.errors).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
