import { describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { columnName } from '@/domain/fields'
import { recordMapper, recordSelect, recordSelection, type Row } from './record-mapping'

/** The mapping as it was before it was prepared per entity (a regex per field per row): the reference output. */
function referenceRecord(e: EntityDef, row: Row): Record<string, unknown> {
  const snake = (n: string) => n.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
  const iso = (v: unknown) =>
    v === null || v === undefined
      ? null
      : v instanceof Date
        ? v.toISOString()
        : new Date(String(v)).toISOString()
  const convert = (def: FieldDef, v: unknown) => {
    if (def.kind === 'money' || def.kind === 'int') return Number(v)
    if (def.kind === 'datetime') return iso(v)
    if (def.kind === 'date') return v instanceof Date ? v.toISOString().slice(0, 10) : String(v)
    return v
  }
  const out: Record<string, unknown> = {
    id: Number(row.id),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
  for (const [name, def] of Object.entries(e.fields)) {
    if (def.writeOnly) continue
    const v = row[snake(name)]
    out[name] = v === null || v === undefined ? null : convert(def, v)
  }
  return out
}

/** Values as the drivers hand them over: Dates or text for times, text or numbers for numerics, nulls, gaps. */
function sampleValue(def: FieldDef, variant: number): unknown {
  if (variant === 0) return null
  if (variant === 1) return undefined
  switch (def.kind) {
    case 'money':
      return variant === 2 ? '1234.56' : -0.5
    case 'int':
      return variant === 2 ? '42' : 7
    case 'datetime':
      return variant === 2 ? new Date('2026-11-20T08:30:15.123Z') : '2026-03-01 23:59:59.5+00'
    case 'date':
      return variant === 2 ? new Date('2026-02-28T00:00:00Z') : '2026-02-28'
    case 'bool':
      return variant === 2
    case 'enum':
      return def.values?.[variant % def.values.length] ?? 'x'
    default:
      if (def.format === 'json') return variant === 2 ? '{"banner":{"title":"新品"},"n":[1,2]}' : '{}'
      if (def.many) return variant === 2 ? 'SKU001,SKU002,SKU003' : ''
      return variant === 2 ? 'Zhang Wei 张伟 <b>' : 'a'.repeat(200)
  }
}

function sampleRow(e: EntityDef, variant: number): Row {
  const row: Row = {
    id: variant === 2 ? '9007199254740' : 17 + variant,
    version: variant + 1,
    created_at: variant === 3 ? '2026-01-02 03:04:05+00' : new Date(Date.UTC(2026, 0, 2 + variant)),
    updated_at: variant === 0 ? null : new Date(Date.UTC(2026, 5, 30, 12)),
  }
  for (const [name, def] of Object.entries(e.fields))
    row[name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())] = sampleValue(def, variant)
  return row
}

describe('record mapping prepared per entity', () => {
  for (const e of Object.values(entities) as EntityDef[])
    it(`${e.name}: the same records as the per-row mapping, key order included`, () => {
      const map = recordMapper(e)
      for (let variant = 0; variant < 4; variant++) {
        const row = sampleRow(e, variant)
        const record = map(row)
        expect(JSON.stringify(record)).toBe(JSON.stringify(referenceRecord(e, row)))
        expect(record).toEqual(referenceRecord(e, row))
      }
    })

  it('leaves write-only fields out', () => {
    const staff = entities.users as EntityDef
    const record = recordMapper(staff)({ ...sampleRow(staff, 2), password: 'secret' })
    expect(record).not.toHaveProperty('password')
  })

  it('maps a subset of columns: id and version always, only the named fields, in declaration order', () => {
    const orders = entities.orders as EntityDef
    const row = sampleRow(orders, 2)
    const full = recordMapper(orders)(row)
    const subset = recordMapper(orders, ['purchaseTime', 'orderNo', 'actualPayment', 'nope'])(row)
    expect(Object.keys(subset)).toEqual(['id', 'version', 'orderNo', 'purchaseTime', 'actualPayment'])
    for (const [k, v] of Object.entries(subset)) expect(v).toEqual(full[k])
    expect(Object.keys(recordMapper(orders, ['updatedAt'])(row))).toEqual(['id', 'version', 'updatedAt'])
  })

  it('is built once per entity and field choice', () => {
    const orders = entities.orders as EntityDef
    expect(recordMapper(orders)).toBe(recordMapper(orders))
    expect(recordMapper(orders, ['email'])).toBe(recordMapper(orders, ['email']))
  })
})

describe('records selected ready-made', () => {
  it('formats times in SQL under names no ORDER BY can mistake for their columns', () => {
    for (const e of Object.values(entities))
      for (const [name, def] of Object.entries(e.fields))
        if (def.kind === 'datetime' || def.kind === 'date')
          // An output column named like the input column would make `order by <column>` sort by the text.
          expect(columnName(name), `${e.name}.${name}`).not.toBe(name)
  })

  it('selects id, version, the times and the fields in the order the mapping writes them', () => {
    const sql = recordSelect(entities.orders, ['orderNo', 'purchaseTime', 'createdAt'])
    expect(sql).toBe(
      `id, version, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", ` +
        `order_no as "orderNo", to_char(purchase_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "purchaseTime"`,
    )
  })

  it('leaves times to the driver when asked, and then computes nothing for a list of plain columns', () => {
    const fields = ['orderNo', 'purchaseTime', 'createdAt']
    const opts = { timesByDriver: true }
    expect(recordSelect(entities.orders, fields, opts)).toBe(
      'id, version, created_at as "createdAt", order_no as "orderNo", purchase_time as "purchaseTime"',
    )
    expect(recordSelection(entities.orders, fields, opts).computes).toBe(false)
    expect(recordSelection(entities.orders, fields).computes).toBe(true)
    const withDay = Object.entries(entities.barters.fields).find(([, d]) => d.kind === 'date')![0]
    expect(recordSelection(entities.barters, [withDay], opts).computes).toBe(true)
  })
})
