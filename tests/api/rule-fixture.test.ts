import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { pgliteDb, type Db } from '../../server/db/client'
import { ensureIndexes, migrate } from '../../server/db/schema'
import { seedIfEmpty } from '../../server/db/seed'
import { licenses, skus } from '@/domain/entities/price-center'
import { declareRulesForTest, entityRuleIssues } from '@/domain/rules'
import { recordRule } from '@/domain/rules/define'
import { accessToken } from '../support/sign-in'
import { sampleBody } from './samples'

/**
 * A pure rule added in a fixture is enforced by the server with no server edit: the test declares rules the
 * table does not hold (on licenses and on SKUs, with keys and messages of their own) through the rule
 * table's test hook, and the real API refuses them on a create, an edit, a bulk change and a SKU batch, as
 * the console's runner does. Undeclared again, the same writes pass.
 *
 * The app runs in this process, so the declaration is the server's too, on an in-memory database of its own.
 */

const lifetimeHasNoDuration = recordRule({
  key: 'fixtureLifetimeDuration',
  message: 'A lifetime license runs without end: it has no duration ({days} days given)',
  check: (v) =>
    v.authorizationType === 'lifetime' && typeof v.durationDays === 'number' && v.durationDays > 0
      ? [{ field: 'durationDays', params: { days: v.durationDays } }]
      : [],
  breaks: () => ({ authorizationType: 'lifetime', durationDays: 30 }),
})

const nameIsNotCode = recordRule({
  key: 'fixtureSkuNameIsCode',
  message: 'A SKU is named for people, not by its code',
  check: (v) => (v.name && v.name === v.skuCode ? [{ field: 'name' }] : []),
  breaks: (r) => ({ name: r.skuCode }),
})

let db: Db
let app: ReturnType<typeof createApp>
let token: string
const undo: (() => void)[] = []

beforeAll(async () => {
  const cfg = {
    ...loadConfig({
      SEED_ORDERS: '300',
      PORT: '0',
      PUBLIC_ORIGINS: 'http://localhost',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
    }),
    jobTickMs: 2_000_000_000,
  }
  db = pgliteDb(await PGlite.create({ extensions: { pg_trgm } }))
  await migrate(db)
  await seedIfEmpty(db, { orders: 300, demo: true, log: () => {} })
  await ensureIndexes(db)
  app = createApp(cfg, db, { buildId: 'rule-fixture', log: () => {} })
  token = await accessToken('http://localhost', 'admin', 'demo1234', (url, init) => app.request(url, init))
}, 180_000)

afterAll(async () => {
  for (const u of undo) u()
  await db?.close()
})

async function call(method: string, path: string, body?: unknown) {
  const r = await app.request(`http://localhost${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: r.status, body: (await r.json()) as { data: any } }
}

const issuesOf = (r: { status: number; body: { data: any } }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(400)
  return (r.body.data.issues as { field: string; rule: string; message: string }[]).map((i) => [
    i.field,
    i.rule,
    i.message,
  ])
}

describe('a record rule declared in a fixture', () => {
  const message = 'A lifetime license runs without end: it has no duration (30 days given)'
  const lifetime = () => ({ ...sampleBody(licenses), authorizationType: 'lifetime', durationDays: null })

  it('is refused on a create and an edit, with its key and message, as the console refuses it', async () => {
    undo.push(declareRulesForTest('licenses', { record: [lifetimeHasNoDuration] }))
    const broken = { ...sampleBody(licenses), ...lifetimeHasNoDuration.breaks({}) }
    expect(entityRuleIssues('licenses', broken).map((i) => i.rule)).toEqual(['fixtureLifetimeDuration'])
    expect(issuesOf(await call('POST', '/v1/licenses', broken))).toEqual([
      ['durationDays', 'fixtureLifetimeDuration', message],
    ])

    const created = await call('POST', '/v1/licenses', lifetime())
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const edit = await call('PUT', `/v1/licenses/${created.body.data.id}`, { version: 1, durationDays: 30 })
    expect(issuesOf(edit)).toEqual([['durationDays', 'fixtureLifetimeDuration', message]])
  })

  it('is refused in a bulk change of a record that broke it before it was declared', async () => {
    undo.splice(0).forEach((u) => u())
    const old: Record<string, unknown> = { ...lifetime(), durationDays: 30, status: 'active' }
    const made = await call('POST', '/v1/licenses', old)
    expect(made.status, JSON.stringify(made.body)).toBe(200)

    undo.push(declareRulesForTest('licenses', { record: [lifetimeHasNoDuration] }))
    const bulk = await call('POST', '/v1/licenses/bulk', {
      action: 'disable',
      items: [{ key: old.licenseCode, version: 1 }],
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    expect(bulk.body.data.refused).toEqual([
      {
        key: old.licenseCode,
        reason: 'rules',
        issues: [
          expect.objectContaining({ field: 'durationDays', rule: 'fixtureLifetimeDuration', message }),
        ],
      },
    ])
  })

  it('is refused in the SKU batch, row by row', async () => {
    undo.push(declareRulesForTest('skus', { record: [nameIsNotCode] }))
    const row = (name?: string): Record<string, unknown> => {
      const body: Record<string, unknown> = {
        ...sampleBody(skus),
        type: 'regular',
        bundleItems: null,
        upgradeFromSku: null,
      }
      return { ...body, name: name ?? body.skuCode }
    }
    const [fine, named] = [row('A SKU for people'), row()]
    const batch = await call('POST', '/v1/skus/batch', { rows: [fine, named], mode: 'valid', dryRun: true })
    expect(batch.status, JSON.stringify(batch.body)).toBe(200)
    expect(batch.body.data.created).toEqual([fine.skuCode])
    expect(batch.body.data.refused).toEqual([
      { row: 1, issues: [expect.objectContaining({ field: 'name', rule: 'fixtureSkuNameIsCode' })] },
    ])
  })

  it('is no longer enforced once undeclared', async () => {
    undo.splice(0).forEach((u) => u())
    const broken = { ...sampleBody(licenses), ...lifetimeHasNoDuration.breaks({}) }
    expect(entityRuleIssues('licenses', broken)).toEqual([])
    const r = await call('POST', '/v1/licenses', broken)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  })
})
