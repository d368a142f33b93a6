import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { conformanceChecker, type Answer, type Check, type OpenApiDoc } from '../support/openapi-conformance'
import type { Schema } from '../support/schema-values'
import { accessToken } from '../support/sign-in'
import { api } from './client'
import {
  CURRENT_VERSION,
  EXISTING,
  MISSING_ID,
  operationsOf,
  OWN,
  requestsFor,
  type Auth,
  type Operation,
  type Planned,
} from './conformance-requests'
import { sampleBody } from './samples'

/**
 * Issue 29: the served /openapi.json describes every answer, as a fuzzer reading only the document would find
 * (schemathesis found 50 failing cases). For every operation, requests generated from the document (valid and
 * invalid values, as admin, as a read-only user, without and with a forged token: conformance-requests.ts) go
 * to the suite's real server; every answer must be documented: no 5xx, its status, its media type, and its
 * body valid against the schema (ajv, JSON Schema 2020-12 with formats; a `oneOf` must match exactly one
 * branch). A body the document calls invalid must be refused, too.
 *
 * The server is shared with the other API files, so nothing here outlives this file: records are written only
 * when the test can undo it (records it created, deleted at the end), actions it cannot undo (a refund's steps,
 * an import, a Douyin pull) get only invalid bodies or missing ids as admin, export tickets are redeemed at once,
 * and sign-ins never fail on a password (the per-address limit would lock the suite out). Bounded: RUNS requests
 * per operation from a fixed seed (CONFORMANCE_RUNS and CONFORMANCE_SEED change them; CONFORMANCE_ONLY=<regex of
 * operation ids> and CONFORMANCE_VERBOSE=1 help look into one operation).
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 5)
const SEED = Number(process.env.CONFORMANCE_SEED ?? 29)
/** Only the operations whose id matches (while looking into one). */
const ONLY = new RegExp(process.env.CONFORMANCE_ONLY ?? '')

let doc: OpenApiDoc
let checker: ReturnType<typeof conformanceChecker>
const tokens: Partial<Record<Auth, string>> = {}
/** An id of a seeded record per entity (reads only). */
const existing = new Map<string, number>()
/** Records this file created, per entity, deleted in afterAll. */
const created = new Map<string, Set<number>>()
/** The record writes with an id use, per entity (created on demand). */
const own = new Map<string, number>()

beforeAll(async () => {
  tokens.admin = await accessToken(api(), 'admin', 'demo1234', fetchOnce)
  tokens.viewer = await accessToken(api(), 'viewer', 'demo1234', fetchOnce)
  tokens.forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.forged'
  doc = (await (await fetchOnce(`${api()}/openapi.json`)).json()) as OpenApiDoc
  checker = conformanceChecker(doc)
  for (const { entity } of operationsOf(doc))
    if (entity && !existing.has(entity.name)) {
      const r = await asAdmin('GET', `/v1/${entity.name}?limit=1`)
      existing.set(entity.name, r.body.data?.items?.[0]?.id ?? Number(MISSING_ID))
    }
}, 120_000)

afterAll(async () => {
  const left: string[] = []
  for (const [name, ids] of [...created].reverse())
    for (const id of [...ids].reverse()) if (!(await removeRecord(name, id))) left.push(`${name} ${id}`)
  if (left.length) console.log(`conformance: could not delete ${left.join(', ')}`)
}, 120_000)

function resolve(s: Schema | undefined): Schema {
  if (typeof s?.$ref !== 'string') return s ?? {}
  const target = (s.$ref as string)
    .replace(/^#\//, '')
    .split('/')
    .reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
  return resolve(target as Schema)
}

// ---- sending them ----

/**
 * fetch, sent again once when the connection closed before any answer: a kept-alive connection the server
 * closed when idle (5 s) while this process was busy compiling schemas still looks open until it is used.
 */
async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw e
    return fetch(url, init)
  }
}

/** An admin's call outside the generated ones (setting up and cleaning up), its JSON answer. */
async function asAdmin(method: string, path: string, body?: unknown) {
  const r = await fetchOnce(`${api()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens.admin}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: r.status, body: (await r.json()) as { code: number; data: any } }
}

async function tokenOf(auth: Auth): Promise<string | undefined> {
  if (auth === 'none') return undefined
  if (auth === 'throwaway') return accessToken(api(), 'viewer', 'demo1234', fetchOnce)
  return tokens[auth]
}

/** The record of this file that writes with an id use (created when there is none, or it was deleted). */
async function ownRecord(e: EntityDef): Promise<number> {
  const id = own.get(e.name)
  if (id !== undefined) return id
  const r = await asAdmin('POST', `/v1/${e.name}`, sampleBody(e))
  if (r.status !== 200) throw new Error(`cannot create a ${e.name}: ${JSON.stringify(r.body)}`)
  remember(e.name, r.body.data.id)
  own.set(e.name, r.body.data.id)
  return r.body.data.id
}

function remember(entity: string, id: number) {
  if (!created.has(entity)) created.set(entity, new Set())
  created.get(entity)!.add(id)
}

async function versionOf(entity: string, id: string): Promise<string> {
  const r = await asAdmin('GET', `/v1/${entity}/${id}`)
  return String(r.body.data?.version ?? 1)
}

async function removeRecord(entity: string, id: number): Promise<boolean> {
  let r = await asAdmin('GET', `/v1/${entity}/${id}`)
  if (r.status === 404) return true
  // A running AB test is stopped first (a running one may not be deleted).
  if (entity === 'abTests' && r.body.data.status === 'running')
    r = await asAdmin('POST', `/v1/abTests/${id}/stop`, { version: r.body.data.version })
  const d = await asAdmin('DELETE', `/v1/${entity}/${id}?version=${r.body.data?.version}`)
  return d.status === 200
}

const encode = (v: string) => encodeURIComponent(v.toWellFormed())

async function send(o: Operation, plan: Planned) {
  const pathValues = { ...plan.path }
  for (const [k, v] of Object.entries(pathValues)) {
    if (v === OWN && o.entity) pathValues[k] = String(await ownRecord(o.entity))
    else if (v === EXISTING) pathValues[k] = String(existing.get(o.entity?.name ?? '') ?? MISSING_ID)
  }
  const path = o.path.replace(/\{(\w+)\}/g, (_m, n: string) => encode(pathValues[n] ?? ''))
  const query: string[] = []
  for (const [name, v] of plan.query) {
    const value = v === CURRENT_VERSION ? await versionOf(o.entity?.name ?? '', pathValues.id ?? '') : v
    query.push(`${encode(name)}=${encode(value)}`)
  }
  let body: string | undefined
  let bodyValid = true
  const headers: Record<string, string> = { ...plan.headers }
  const token = await tokenOf(plan.auth)
  if (token) headers.authorization = `Bearer ${token}`
  if (plan.body) {
    headers['content-type'] = plan.body.type
    if (plan.body.type.includes('json')) {
      let value = plan.body.value
      if (
        value &&
        typeof value === 'object' &&
        (value as Record<string, unknown>).version === CURRENT_VERSION
      )
        value = { ...value, version: Number(await versionOf(o.entity?.name ?? '', pathValues.id ?? '')) }
      body = JSON.stringify(value) ?? 'null'
      bodyValid = checker.requestBody(o.path, o.method, plan.body.type)(JSON.parse(body))
    } else body = new URLSearchParams(plan.body.value as Record<string, string>).toString()
  }
  const url = `${api()}${path}${query.length ? `?${query.join('&')}` : ''}`
  const r = await fetchOnce(url, { method: o.method.toUpperCase(), headers, body, redirect: 'manual' })
  const answer = await answerOf(r)
  await afterwards(o, plan, answer)
  return { url, body, bodyValid, answer }
}

/** Keeps the shared server as it was: created records are remembered, export tickets used up. */
async function afterwards(o: Operation, plan: Planned, a: Answer) {
  if (a.status !== 200 || plan.auth !== 'admin' || !o.entity) return
  const e = o.entity
  const data = JSON.parse(a.body || 'null')?.data
  if (o.method === 'post' && o.path === `/v1/${e.name}` && data?.id) remember(e.name, data.id)
  // A delete (or a bulk one) may have removed the record writes use: the next write makes another.
  if (o.method === 'delete' || o.id.endsWith('.bulk')) own.delete(e.name)
  if (/ExportTickets$/.test(o.id) && data?.ticket) {
    // Redeemed at once (pending tickets count against the admin's limit), and only its head is read.
    const r = await fetchOnce(`${api()}/v1/${e.name}/export?ticket=${encodeURIComponent(data.ticket)}`)
    const contentType = r.headers.get('content-type')
    const body = contentType?.includes('json') ? await r.text() : '(file)'
    await r.body?.cancel().catch(() => undefined)
    const Name = `${e.name[0]!.toUpperCase()}${e.name.slice(1)}`
    for (const f of checker.answer(`/v1/${e.name}/export`, 'get', { status: r.status, contentType, body }))
      record(`getV1${Name}Export`, f.check, `GET with a fresh ticket → ${f.detail}`)
    const progress = await fetchOnce(`${api()}/v1/${e.name}/export/progress/${data.id}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
    for (const f of checker.answer(`/v1/${e.name}/export/progress/{id}`, 'get', await answerOf(progress)))
      record(`getV1${Name}ExportProgressById`, f.check, `GET a fresh export's progress → ${f.detail}`)
  }
}

/** The answer as the checks read it: text bodies as text, a binary one only as being there. */
async function answerOf(r: Response): Promise<Answer> {
  const contentType = r.headers.get('content-type')
  // An event stream stays open: its first event is the answer checked.
  if (contentType?.startsWith('text/event-stream'))
    return { status: r.status, contentType, body: await firstEvent(r) }
  if (/json|text|html|csv/.test(contentType ?? ''))
    return { status: r.status, contentType, body: await r.text() }
  const size = (await r.arrayBuffer()).byteLength
  return { status: r.status, contentType, body: size ? '(binary)' : '' }
}

async function firstEvent(r: Response): Promise<string> {
  const reader = r.body!.getReader()
  let text = ''
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read()
    if (done) break
    text += new TextDecoder().decode(value)
  }
  await reader.cancel().catch(() => undefined)
  return text
}

/** A list's first 100 records as they are, besides the generated lists (whose filters mostly match none). */
const plainList = (o: Operation): Planned[] =>
  o.method === 'get' && o.path === `/v1/${o.entity?.name}`
    ? [{ auth: 'admin', path: {}, query: [['limit', '100']], headers: {} }]
    : []

// ---- the report ----

const failures = new Map<Check, Map<string, string[]>>()
function record(opId: string, c: Check, detail: string) {
  if (!failures.has(c)) failures.set(c, new Map())
  const byOp = failures.get(c)!
  if (!byOp.has(opId)) byOp.set(opId, [])
  byOp.get(opId)!.push(detail)
}

function report(): string {
  const checks: Check[] = [
    'server error',
    'status documented',
    'content type documented',
    'body matches schema',
    'invalid body refused',
  ]
  const lines: string[] = []
  for (const c of checks) {
    const byOp = failures.get(c) ?? new Map<string, string[]>()
    const cases = [...byOp.values()].reduce((n, l) => n + l.length, 0)
    lines.push(`${c}: ${cases} failing cases on ${byOp.size} operations`)
    for (const [op, details] of [...byOp].slice(0, 40))
      lines.push(`  ${op} (${details.length}): ${details[0]}`)
  }
  return lines.join('\n')
}

/** The requests for one operation: sampled from the document, each once, plus a plain list. */
function plansFor(o: Operation, index: number): Planned[] {
  const validBody = (v: unknown) => checker.requestBody(o.path, o.method, 'application/json')(v)
  const sampled = fc.sample(requestsFor(o, resolve, validBody), { numRuns: RUNS, seed: SEED + index })
  // The same request twice proves nothing new (an operation without parameters varies only its token).
  return [...new Map([...sampled, ...plainList(o)].map((p) => [JSON.stringify(p), p])).values()]
}

describe('the OpenAPI document describes every answer (issue 29)', () => {
  it('answers requests generated from the document for every operation as the document says', async () => {
    const ops = operationsOf(doc).filter((o) => ONLY.test(o.id))
    const started = Date.now()
    const statuses = new Map<number, number>()
    const answered = new Set<string>()
    for (const [i, o] of ops.entries())
      for (const plan of plansFor(o, i)) {
        const { url, body, bodyValid, answer } = await send(o, plan)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status < 300) answered.add(o.id)
        const failed = checker.answer(o.path, o.method, answer)
        if (!bodyValid && answer.status < 300)
          failed.push({ check: 'invalid body refused', detail: answer.body.slice(0, 200) })
        const request = `${plan.auth} ${o.method.toUpperCase()} ${url.slice(api().length, 200)} ${body?.slice(0, 150) ?? ''}`
        for (const f of failed) record(o.id, f.check, `${request} → ${f.detail}`)
        if (process.env.CONFORMANCE_VERBOSE)
          console.log(`${request} → ${answer.status} ${answer.body.slice(0, 300)}`)
      }
    const summary = report()
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
    console.log(
      `conformance: ${ops.length} operations, ${sent} requests in ${seconds} s (${byStatus.join(' ')}; ` +
        `${answered.size} operations answered 2xx)\n${summary}`,
    )
    if (!process.env.CONFORMANCE_ONLY) expect(ops.length).toBeGreaterThan(300)
    expect(failures.size, summary).toBe(0)
  }, 600_000)
})
