import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDb, type Db } from '../../server/db/client'
import { ensureIndexes, migrate } from '../../server/db/schema'
import { seedIfEmpty } from '../../server/db/seed'
import { accessToken } from '../support/sign-in'

/**
 * Property-based fuzz of every operation in the served OpenAPI document (issue 18): hostile values (NUL bytes,
 * impossible dates, huge and fractional numbers, hex and exponent ids, bad percent escapes, deep nesting,
 * prototype keys) in every path, query, header and body parameter, sent as an admin. Asserts no 5xx, and that
 * the database is unchanged after every refusal (a fingerprint of every table: row count and newest xmin).
 *
 * The app runs in this process on its own embedded database so the test can read the tables between calls.
 * Bounded for CI: FUZZ_RUNS runs per operation (default 4, about 1,000 requests in all); FUZZ_SEED replays a
 * failure (fast-check prints the seed and the shrunk counterexample).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
/** Sign-out would end the admin session every later call uses; it has no parameters to fuzz anyway. */
// The event stream stays open (its one input, Last-Event-ID, is checked in live-events.test.ts).
const SKIP = new Set(['post /api/oauth/logout', 'get /v1/events'])

type Schema = Record<string, any>
interface Operation {
  method: string
  path: string
  parameters: { name: string; in: string; required?: boolean; schema?: Schema }[]
  body?: { type: string; schema: Schema }
}

let dataDir: string
let db: Db
let app: ReturnType<typeof createApp>
let token: string
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, Schema> } }
let tables: string[]
/** What the server logged: a database refusal the validation missed shows up here (answered 4xx all the same). */
const logged: string[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'boc-fuzz-'))
  const cfg = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_ORDERS: '300', PORT: '0', PUBLIC_ORIGINS: 'http://localhost' }),
    jobTickMs: 2_000_000_000,
  }
  db = await openDb({ dataDir })
  await migrate(db)
  await seedIfEmpty(db, { orders: 300, demo: true, log: () => {} })
  await ensureIndexes(db)
  // Finish the seeded Douyin pulls so the (idle) job runner never writes while the fingerprint is compared.
  await db.query(`update douyin_pull_jobs set status = 'succeeded' where status in ('queued', 'running')`)
  app = createApp(cfg, db, { buildId: 'fuzz', log: (m) => logged.push(m) })
  token = await signIn()
  doc = (await (await app.request('/openapi.json')).json()) as typeof doc
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
     order by table_name`,
  )
  // A refused sign-in is counted on purpose (the sign-in limit): that table may change on a refusal.
  tables = rows.map((r) => r.table_name).filter((t) => t !== 'sign_in_limits')
}, 120_000)

afterAll(async () => {
  await db?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The admin's token, through the sign-in form and the PKCE exchange, in process. */
const signIn = () =>
  accessToken('http://localhost', 'admin', 'demo1234', (url, init) => app.request(url, init))

/** Every table's row count and newest row version: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, count(*)::text as n, coalesce(max(xmin::text::bigint), 0)::text as x from ${t}`,
  )
  const { rows } = await db.query<{ t: string; n: string; x: string }>(parts.join(' union all '))
  return rows.map((r) => `${r.t}:${r.n}:${r.x}`).join(' ')
}

function operations(): Operation[] {
  const ops: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue
      if (SKIP.has(`${method} ${path}`)) continue
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>
      const type = Object.keys(content)[0]
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        body: type ? { type, schema: content[type]?.schema ?? {} } : undefined,
      })
    }
  return ops
}

// ---- hostile values ----

const hostileText = fc.constantFrom(
  '\0',
  'a\0b',
  '2026-02-30',
  '0000-01-01',
  '2026-02-30T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '2026-13-45',
  '1.5',
  '1.5..2',
  '..1e400',
  '2026-02-30..',
  '0000-01-01..0000-12-31',
  '-1..99999999999999999999',
  '0x10',
  '1e1',
  '-1',
  '0',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  '%zz',
  '%',
  '\uD800',
  "'; drop table orders; --",
  'x'.repeat(5000),
  '',
  ' ',
  'a,,b,\0',
  'id:desc,__proto__:asc',
)
const hostileString = fc.oneof(hostileText, fc.string({ maxLength: 30, unit: 'binary' }))

const hostileNumber = fc.constantFrom(
  1.5,
  -1,
  0,
  -0.001,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  0.1 + 0.2,
  1e-7,
)

/** JSON text fragments that JSON.stringify cannot produce: prototype keys and nesting deeper than any body. */
const RAW = '\u0001raw:'
const raw = (text: string) => `${RAW}${text}`
const hostileRaw = fc.constantFrom(
  raw('{"__proto__":{"admin":true}}'),
  raw('{"constructor":{"prototype":{"x":1}}}'),
  raw(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  raw(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
  raw('1e999'),
)

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  hostileRaw,
  fc.constantFrom(null, true, [], {}, [null], ['\0'], { '\0': 1 }),
)

function resolve(s: Schema | undefined): Schema {
  if (s?.$ref) return resolve(doc.components.schemas[String(s.$ref).split('/').pop() ?? ''])
  return s ?? {}
}

/** A plausible value for a schema, so that hostile ones elsewhere in the same body get past the easy checks. */
function plausible(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema)
  if (depth > 3) return fc.constant(null)
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]))
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.anyOf ?? s.oneOf)
    return fc.oneof(...((s.anyOf ?? s.oneOf) as Schema[]).map((b) => plausible(b, depth + 1)))
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'integer':
      return fc.integer({ min: s.minimum ?? 1, max: Math.min(s.maximum ?? 1000, 1000) })
    case 'number':
      return fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausible(s.items, depth + 1), { maxLength: 2 })
    case 'object':
      return objectOf(s, depth + 1, false)
    case 'string':
      if (s.format === 'date') return fc.constantFrom('2026-01-31', '2026-03-01')
      if (s.format === 'date-time')
        return fc.constantFrom('2026-01-31T10:00:00Z', '2026-03-01T00:00:00+08:00')
      if (s.format === 'email') return fc.constant('fuzz@example.com')
      return fc.string({ minLength: s.minLength ?? 1, maxLength: Math.min(s.maxLength ?? 12, 12) })
    default:
      return fc.constant('x')
  }
}

/** An object of the schema's properties, each plausible or hostile; `hostile` forces at least one hostile one. */
function objectOf(s: Schema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>)
  if (!props.length)
    return hostile ? fc.dictionary(hostileText, hostileJson, { maxKeys: 3 }) : fc.constant({})
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, p] of props) model[name] = fc.oneof(plausible(p, depth), hostileJson)
  const body = fc.record(model, { requiredKeys: [] })
  if (!hostile) return body
  return fc
    .tuple(body, fc.constantFrom(...props.map(([n]) => n)), hostileJson)
    .map(([b, name, value]) => ({ ...(b as object), [name]: value }))
}

/** The JSON text of a generated body, with the raw fragments spliced in. */
function toJsonText(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (x === undefined ? null : x)).replace(
    new RegExp(`"${RAW.replace('\u0001', '\\\\u0001')}((?:[^"\\\\]|\\\\.)*)"`, 'g'),
    (_m, inner: string) => JSON.parse(`"${inner}"`) as string,
  )
}

/** A hostile value as it would appear in a URL: encoded, or raw text with its percent signs left alone. */
const urlValue = fc
  .tuple(hostileString, fc.boolean())
  .map(([v, encode]) => (encode ? encode_(v).replace(/%25zz/g, '%zz') : v.replace(/[\s#&?/]/g, encode_)))
/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes U+FFFD as a browser sends it. */
const encode_ = (v: string) => encodeURIComponent(v.toWellFormed())

function requestFor(op: Operation) {
  const params = op.parameters.map((p) =>
    fc.tuple(
      fc.constant(p),
      fc.oneof(
        urlValue,
        plausible(p.schema).map((v) => encode_(String(v))),
      ),
    ),
  )
  const body = op.body
    ? op.body.type.includes('json')
      ? fc.oneof(objectOf(resolve(op.body.schema), 0, true), hostileJson)
      : fc.dictionary(
          fc.oneof(hostileText, fc.constantFrom('username', 'password', 'client_id')),
          hostileString,
          {
            maxKeys: 4,
          },
        )
    : fc.constant(undefined)
  return fc
    .tuple(fc.tuple(...params), body, fc.constantFrom('1', '0x10', '1e1', '%00', '%zz', '-1', '2.5'))
    .map(([values, b, id]) => {
      let path = op.path.replace(/\{id\}/g, id)
      const query: string[] = []
      const headers: Record<string, string> = { authorization: `Bearer ${token}` }
      for (const [p, v] of values) {
        if (p.in === 'path') path = path.replace(`{${p.name}}`, v)
        else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${v}`)
        else if (p.in === 'header') headers[p.name] = safeHeader(decodeOr(v))
      }
      let text: string | undefined
      if (op.body?.type.includes('json')) {
        headers['content-type'] = 'application/json'
        text = toJsonText(b)
      } else if (op.body) {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        text = new URLSearchParams(b as Record<string, string>).toString()
      }
      return { url: `http://localhost${path}${query.length ? `?${query.join('&')}` : ''}`, headers, text }
    })
}

const decodeOr = (v: string) => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}
/** Header values cannot carry control characters or non-Latin-1 text; send what a client could. */
const safeHeader = (v: string) => v.replace(/[^\x20-\x7e]/g, '?').slice(0, 300) || 'k'

describe('fuzz: hostile values in every operation of /openapi.json', () => {
  it('never answers 5xx and leaves the database unchanged after every refusal', async () => {
    const ops = operations()
    expect(ops.length).toBeGreaterThan(100)
    let requests = 0
    let refused = 0
    let before = await fingerprint()
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (req) => {
          requests++
          const r = await app.request(req.url, { method: op.method, headers: req.headers, body: req.text })
          const where = `${op.method} ${req.url.slice(0, 200)} ${req.text?.slice(0, 200) ?? ''} → ${r.status}`
          expect(r.status, where).toBeLessThan(500)
          await r.arrayBuffer()
          const after = await fingerprint()
          if (r.status >= 400) {
            refused++
            expect(after, `database changed by a refused request: ${where}`).toBe(before)
          }
          before = after
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
    }
    console.log(`fuzz: ${ops.length} operations, ${requests} requests, ${refused} refused`)
    if (logged.length) console.log(`server log:\n${[...new Set(logged)].slice(0, 20).join('\n')}`)
  }, 300_000) // about 30 s alone on PGlite; the margin is for a loaded machine
})
