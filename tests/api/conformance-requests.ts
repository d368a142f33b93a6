import fc from 'fast-check'
import type { EntityDef } from '@/domain/entity'
import { entityByName } from '@/domain/registry'
import type { OpenApiDoc, OpenApiOperation } from '../support/openapi-conformance'
import { hostileString, schemaValues, type Schema } from '../support/schema-values'
import { sampleBody } from './samples'

/**
 * The requests the conformance test (openapi-conformance.test.ts) sends: generated from the document for each
 * operation, and limited to what the shared server can take without another test noticing.
 */

export type Auth = 'admin' | 'viewer' | 'none' | 'forged' | 'throwaway'

export interface Operation {
  id: string
  path: string
  method: string
  op: OpenApiOperation
  entity?: EntityDef
}

export interface Planned {
  auth: Auth
  path: Record<string, string>
  query: [string, string][]
  headers: Record<string, string>
  body?: { type: string; value: unknown }
}

/** Placeholders the generated requests carry, filled in when sent. */
export const OWN = '\u0001own'
export const EXISTING = '\u0001existing'
export const CURRENT_VERSION = '\u0001version'
export const MISSING_ID = '999999999'

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = []
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue
      const name = /^\/v1\/([A-Za-z]+)/.exec(path)?.[1]
      ops.push({ id: op.operationId, path, method, op, entity: name ? entityByName(name) : undefined })
    }
  return ops
}

// ---- what may be sent without outliving the test file ----

/** POSTs that change nothing (an export ticket is redeemed at once). */
const READS = /^(prices\.check|clientBuyConfigs\.cardPrices|refunds\.vatNoVerify|postV1\w+ExportTickets)$/
const isRead = (o: Operation) => o.method === 'get' || READS.test(o.id)
/** Entities whose records the test may create, because it can delete them again. */
export const undoable = (e?: EntityDef) =>
  Boolean(e?.operations.includes('create') && e.operations.includes('delete'))
const isCreate = (o: Operation) => o.method === 'post' && o.path === `/v1/${o.entity?.name}`

/**
 * How an admin's write may look: `valid` when its effect stays on the test's own records (a create deleted at
 * the end, a change or action on a record the test created, a bulk change of keys nobody uses, a batch dry
 * run); otherwise only refusals: a body the document calls invalid, an id of no record.
 */
function adminWrite(o: Operation): { valid: boolean; ids: 'own' | 'missing' } {
  if (isRead(o) || o.id === 'skus.batch' || o.id.endsWith('.bulk')) return { valid: true, ids: 'missing' }
  const own = undoable(o.entity)
  if (o.path.includes('{id}')) return { valid: own, ids: own ? 'own' : 'missing' }
  return { valid: isCreate(o) && own, ids: 'missing' }
}

/** A sign-in body that would count as a failed password (the suite shares one address and its limit). */
function failsOnPassword(body: unknown) {
  const b = body as Record<string, unknown> | null
  const filled = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max
  const right = b?.username === 'viewer' && b.password === 'demo1234'
  return !!b && typeof b === 'object' && filled(b.username, 100) && filled(b.password, 200) && !right
}

// ---- generating requests ----

const INVALID_IDS = ['abc', '0', '-1', '1.5', '0x10', '1e3', '99999999999999999999']
const FORM_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'username',
  'password',
  'csrf_token',
  'code',
]

/**
 * Requests for one operation: as admin mostly, else as a read-only user, without a token or with a forged
 * one; path, query, header and body values valid or not; ids of seeded records for reads, of the test's own
 * records (or none) for writes. `validBody` says whether a body is valid by the document.
 */
export function requestsFor(
  o: Operation,
  resolve: (s: Schema | undefined) => Schema,
  validBody: (value: unknown) => boolean,
): fc.Arbitrary<Planned> {
  const values = schemaValues(resolve)

  function auths(): fc.Arbitrary<Auth> {
    if (!o.op.security?.length) return fc.constant('none')
    // Signing out ends the session: a session of its own each time.
    if (o.id === 'postApiOauthLogout') return fc.constantFrom('throwaway', 'none', 'forged')
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<Auth>('admin') },
      { weight: 1, arbitrary: fc.constantFrom<Auth>('viewer', 'none', 'forged') },
    )
  }

  function pathValue(name: string, auth: Auth): fc.Arbitrary<string> {
    const param = o.op.parameters?.find((p) => p.in === 'path' && p.name === name)
    if (name !== 'id' || param?.schema?.type !== 'integer')
      return fc.oneof(values.valid(param?.schema).map(String), hostileString)
    const ids = auth === 'admin' && !isRead(o) ? adminWrite(o).ids : 'existing'
    const good = ids === 'own' ? OWN : ids === 'existing' ? EXISTING : MISSING_ID
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(good) },
      fc.constant(MISSING_ID),
      fc.constantFrom(...INVALID_IDS),
    )
  }

  /** Query parameters: all valid (as a client reading the document sends them), or some of them not. */
  function query(): fc.Arbitrary<[string, string][]> {
    const params = (o.op.parameters ?? []).filter((p) => p.in === 'query')
    return fc.boolean().chain((allValid) => {
      const each = params.map((p) => {
        const valid = values.valid(p.schema).map(String)
        const present = fc.oneof(
          { weight: 3, arbitrary: valid },
          ...(allValid
            ? []
            : [{ weight: 1, arbitrary: fc.oneof(values.invalid(p.schema).map(String), hostileString) }]),
          ...(p.name === 'version' ? [{ weight: 3, arbitrary: fc.constant(CURRENT_VERSION) }] : []),
        )
        const value = p.required ? present : fc.option(present, { nil: undefined, freq: allValid ? 3 : 2 })
        return value.map((v) => (v === undefined ? [] : [[p.name, v] as [string, string]]))
      })
      return fc.tuple(...each).map((lists) => lists.flat())
    })
  }

  function headers(): fc.Arbitrary<Record<string, string>> {
    const params = (o.op.parameters ?? []).filter((p) => p.in === 'header')
    const each = params.map((p) =>
      fc
        .option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: undefined, freq: 4 })
        .map((v) => (v === undefined ? {} : { [p.name]: v })),
    )
    return fc.tuple(...each).map((parts) => Object.assign({}, ...parts) as Record<string, string>)
  }

  function body(auth: Auth): fc.Arbitrary<Planned['body']> {
    const content = o.op.requestBody?.content ?? {}
    const type = Object.keys(content)[0]
    if (!type) return fc.constant(undefined)
    const schema = content[type]?.schema
    if (!type.includes('json')) {
      // Forms of the account service: no valid anti-forgery token, so no password is ever checked.
      const fields = [...Object.keys(resolve(schema).properties ?? {}), ...FORM_FIELDS]
      const text = fc.oneof(hostileString, fc.string({ maxLength: 20, unit: 'grapheme-ascii' }))
      return fc.dictionary(fc.constantFrom(...fields), text).map((value) => ({ type, value }))
    }
    const invalid = values.invalid(schema).filter((v) => !validBody(v))
    let valid = values.valid(schema)
    const e = o.entity
    // A known-good body beside the generated ones (references must name records that exist).
    if (e && (isCreate(o) || o.path === `/v1/${e.name}/{id}`) && o.method !== 'delete')
      valid = fc.oneof(
        valid,
        fc.constant(null).map(() => sampleBody(e)),
      )
    // A write to a record at the version it has now, mostly (a stale one is a 409).
    if (o.path.includes('{id}') && resolve(schema).properties?.version)
      valid = fc
        .tuple(valid, fc.nat(3))
        .map(([b, n]) => (b && typeof b === 'object' && n > 0 ? { ...b, version: CURRENT_VERSION } : b))
    if (o.id === 'skus.batch') valid = valid.map((b) => ({ ...(b as object), dryRun: true }))
    // A ticket for one row: counting and writing the whole table would only cost time.
    if (/ExportTickets$/.test(o.id)) valid = valid.map((b) => ({ ...(b as object), ids: [1] }))
    const mayBeValid = auth !== 'admin' || adminWrite(o).valid
    let chosen = mayBeValid ? fc.oneof({ weight: 2, arbitrary: valid }, invalid) : invalid
    if (o.id === 'postV1Login')
      chosen = fc
        .oneof(invalid, fc.constant({ username: 'viewer', password: 'demo1234' }))
        .filter((b) => !failsOnPassword(b))
    return chosen.map((value) => ({ type, value }))
  }

  const pathNames = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  return auths().chain((auth) =>
    fc
      .record({
        path: fc
          .tuple(...pathNames.map((n) => pathValue(n, auth)))
          .map((vs) => Object.fromEntries(vs.map((v, i) => [pathNames[i]!, v]))),
        query: query(),
        headers: headers(),
        body: body(auth),
      })
      .map((r) => ({ auth, ...r })),
  )
}
