import type { EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { writableFields } from '@/domain/schemas'

export const allEntities = Object.values(entities) as EntityDef[]

let serial = 0

/**
 * Seeded records (server/db/seed-catalog.ts) of every referenced entity: two keys of each, so tests can name
 * a record that exists (a write naming one that does not is refused).
 */
export const SEEDED_KEYS: Record<string, readonly [string, string]> = {
  licenses: ['LIC-100', 'LIC-101'],
  skus: ['SKU00001', 'SKU00004'],
  spus: ['SPU0001', 'SPU0002'],
  commoditySkus: ['SKU00001', 'SKU00004'],
  orders: ['OD0000000001', 'OD0000000002'],
  roles: ['viewer', 'support'],
}

/**
 * A seeded key of the referenced entity (both, comma-joined, for a many-valued field); `second` picks the
 * other one, so a record naming two SKUs (a buy-and-gift's bought and gift SKU) names two different ones.
 */
export function seededReference(def: FieldDef, second = false): string {
  const keys = SEEDED_KEYS[def.references ?? '']
  if (!keys) throw new Error(`no seeded keys of ${def.references} in tests/api/samples.ts`)
  return def.many ? keys.join(',') : keys[second ? 1 : 0]
}

function sampleValue(name: string, def: FieldDef, unique: string, second: boolean): unknown {
  if (def.references) return seededReference(def, second)
  switch (def.kind) {
    case 'string':
      return `${name.slice(0, 8)}-${unique}`.slice(0, def.max ?? 40)
    case 'text':
      // A JSON object that is also a valid purchase page's settings (the registry's JSON fields).
      return def.format === 'json' ? '{"accentColor":"#0958D9"}' : 'created by the API tests'
    case 'email':
      return `t${unique.toLowerCase()}@example.com`
    case 'int':
      return Math.max(def.min ?? 0, 1)
    case 'money':
      return Math.max(def.min ?? 0, 12.5)
    case 'datetime':
      return '2026-11-01T10:00:00.000Z'
    case 'date':
      return '2026-11-01'
    case 'enum':
      return def.values?.[0]
    case 'bool':
      return true
  }
}

/**
 * Where a rule allows one live record per referenced record (one running equity refresh per SKU), each sample
 * names a seeded SKU of its own (SKU00100–SKU00399): each test worker (VITEST_POOL_ID, 1 to the number of
 * workers) takes 50 of them in turn, counting across the files it runs (a job of its previous file may still
 * run), so test files sharing a server are never refused because of each other's jobs.
 */
const worker = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1)
// Starts where the clock says, so a rerun on a kept database does not meet the jobs the last run left running.
const perWorker = globalThis as { bocSampleSerial?: number }
perWorker.bocSampleSerial ??= Math.floor(Date.now() / 1000) % 50
const OWN_REFERENCE: Record<string, () => Record<string, unknown>> = {
  skuEquityRefreshJobs: () => {
    const n = (perWorker.bocSampleSerial = (perWorker.bocSampleSerial ?? 0) + 1)
    return { skuCode: `SKU${String(100 + ((worker * 50 + (n % 50)) % 300)).padStart(5, '0')}` }
  },
}

/** A valid create body for the entity: every writable field, the key unique per call, references seeded. */
export function sampleBody(e: EntityDef): Record<string, unknown> {
  const unique = `T${Date.now().toString(36).toUpperCase()}${(serial++).toString(36).toUpperCase()}`
  const named = new Set<string>()
  const body = Object.fromEntries(
    writableFields(e).map(([name, def]) => {
      const target = def.references && !def.many ? def.references : ''
      const second = named.has(target)
      if (target) named.add(target)
      return [name, sampleValue(name, def, unique, second)]
    }),
  )
  return { ...body, ...OWN_REFERENCE[e.name]?.() }
}

/** Bad bodies for fuzzing: wrong types, unknown fields, out-of-range values, nonsense shapes. */
export function badBodies(e: EntityDef): unknown[] {
  const good = sampleBody(e)
  const [firstName, firstDef] = writableFields(e)[0] ?? ['x', { kind: 'string' } as FieldDef]
  const tooLong = 'x'.repeat((firstDef.max ?? 200) + 1)
  return [
    null,
    [],
    'just a string',
    42,
    {},
    { ...good, unexpected: 1 },
    { ...good, [firstName]: { nested: true } },
    { ...good, [firstName]: firstDef.kind === 'int' || firstDef.kind === 'money' ? 1e15 : tooLong },
    Object.fromEntries(Object.keys(good).map((k) => [k, ['array']])),
    { ...good, id: 1, version: 'x', createdAt: 'yesterday' },
    { __proto__: { polluted: true }, constructor: { prototype: {} } },
  ]
}
