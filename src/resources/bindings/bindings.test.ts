import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { EntityBinding } from '@/resources/bindings/entity-binding'

// No macro transform in node unit tests: `msg` becomes a descriptor whose id is its message.
vi.mock('@lingui/core/macro', () => import('../../../tests/support/lingui-msg'))

const { entities, entityByName } = await import('@/domain/registry')
const enums = await import('@/domain/enums')
const { enumLabelsFor, LABEL_TABLES } = await import('../enum-labels')
const { defineBinding } = await import('../binding')
const { BINDINGS, loadBinding } = await import('./index')

const bindings: [string, EntityBinding][] = await Promise.all(
  Object.entries(BINDINGS).map(
    async ([name, load]) => [name, (await load()).default] as [string, EntityBinding],
  ),
)

const isEnum = (v: unknown): v is readonly string[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')

/** Every enum of the domain that needs labels: the constants of enums.ts and the values of every enum field. */
const ENUMS: [string, readonly string[]][] = [
  ...Object.entries(enums as Record<string, unknown>).filter((e): e is [string, readonly string[]] =>
    isEnum(e[1]),
  ),
  ...Object.values(entities).flatMap((e) =>
    Object.entries(e.fields).flatMap(([f, def]) =>
      def.kind === 'enum' && def.values
        ? [[`${e.name}.${f}`, def.values] as [string, readonly string[]]]
        : [],
    ),
  ),
]

describe('enum labels', () => {
  it.each(ENUMS)('%s has a label for every value, and nothing else', (_, values) => {
    const labels = enumLabelsFor(values)
    expect(labels).toBeDefined()
    expect(Object.keys(labels ?? {}).sort()).toEqual([...new Set(values)].sort())
    for (const v of values) expect(labels?.[v]?.id).toBeTruthy()
  })

  it('finds a table by its values, whatever array holds them', () => {
    expect(enumLabelsFor([...enums.CURRENCIES].reverse())).toBe(enumLabelsFor(enums.CURRENCIES))
    expect(enumLabelsFor(['noSuchValue'])).toBeUndefined()
  })

  it('has one table per set of values, so the lookup is never a guess', () => {
    const bySet = new Map<string, string[]>()
    for (const [name, table] of Object.entries(LABEL_TABLES)) {
      const set = Object.keys(table).sort().join()
      bySet.set(set, [...(bySet.get(set) ?? []), name])
    }
    expect([...bySet.values()].filter((names) => names.length > 1)).toEqual([])
  })
})

describe('bindings', () => {
  it('has one binding per entity that had labels, each for a registry entity', () => {
    expect(bindings.length).toBeGreaterThanOrEqual(11)
    for (const [name] of bindings) expect(entityByName(name), name).toBeDefined()
  })

  describe.each(bindings)('%s', (name, b) => {
    const entity = entityByName(name)!
    const fields = Object.keys(entity.fields)

    it('labels every field (write-only ones included) and nothing else', () => {
      expect(Object.keys(b.labels).sort()).toEqual([...fields].sort())
      for (const f of fields) expect(b.labels[f]?.id, f).toBeTruthy()
    })

    it('labels every value of every enum field', () => {
      for (const [f, def] of Object.entries(entity.fields)) {
        if (def.kind !== 'enum') continue
        for (const v of def.values ?? []) expect(b.valueLabels?.[f]?.[v]?.id, `${f}=${v}`).toBeTruthy()
      }
    })

    it('names only real fields in its sections, widths and tags', () => {
      const named = [
        ...(b.sections ?? []).flatMap((s) => s.fields),
        ...Object.keys(b.widths ?? {}),
        ...(b.tagFields ?? []),
        ...Object.keys(b.valueLabels ?? {}),
      ]
      expect(named.filter((f) => !(f in entity.fields))).toEqual([])
    })

    it('lists a field in at most one section', () => {
      const listed = (b.sections ?? []).flatMap((s) => s.fields)
      expect(listed.length).toBe(new Set(listed).size)
    })
  })

  it('loads a binding by entity name and refuses an entity without one', async () => {
    await expect(loadBinding('orders')).resolves.toHaveProperty('labels.orderNo')
    await expect(loadBinding('prices')).resolves.toHaveProperty('labels.priceCode')
    await expect(loadBinding('noSuchEntity')).rejects.toThrow(/no binding/)
    await expect(loadBinding('toString')).rejects.toThrow(/no binding/)
  })

  it('keeps the index free of anything evaluated at import (only lazy imports)', () => {
    const source = readFileSync(join(__dirname, 'index.ts'), 'utf8')
    const statics = source.match(/^import (?!type ).*$/gm) ?? []
    expect(statics).toEqual([])
  })
})

describe('defineBinding', () => {
  it('fills enum fields from the shared tables; a field of its own labels overrides', () => {
    const own = { active: { id: 'On' }, draft: { id: 'Draft' }, inactive: { id: 'Off' } }
    const labels = Object.fromEntries(
      Object.keys(entities.platformPaySettings.fields).map((f) => [f, { id: f }]),
    ) as Record<keyof typeof entities.platformPaySettings.fields, { id: string }>
    const b = defineBinding(entities.platformPaySettings, { labels, valueLabels: { status: own } })
    expect(b.valueLabels.status).toBe(own)
    expect(b.valueLabels.platform).toBe(enumLabelsFor(enums.PAY_PLATFORMS))
    expect(b.valueLabels.appName).toBeUndefined()
  })
})
