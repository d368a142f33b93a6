import { describe, expect, it } from 'vitest'
import { BATCH_FIELDS, checkBatch, mapPasted, parsePasted, serverRowIssues } from './sku-batch-rows'

const row = (k: number, over: Partial<Record<(typeof BATCH_FIELDS)[number], string>> = {}) => {
  const v = {
    skuCode: `BATCH-${k}`,
    name: `Batch SKU ${k}`,
    productName: 'Office',
    licenseCode: '',
    platform: '',
    status: 'active',
    description: '',
    ...over,
  }
  return BATCH_FIELDS.map((f) => v[f])
}

describe('checkBatch', () => {
  it('checks 500 rows and finds exactly the bad ones, by row and column', () => {
    const rows = Array.from({ length: 500 }, (_, k) =>
      k === 17 ? row(k, { name: '' }) : k === 333 ? row(k, { status: 'maybe' }) : k === 499 ? row(3) : row(k),
    )
    const checks = checkBatch(rows)
    expect(checks).toHaveLength(500)
    const bad = checks.flatMap((c, k) => c.issues.map((i) => [k, i.field, i.kind]))
    expect(bad).toEqual([
      [17, 'name', 'required'],
      [333, 'status', 'option'],
      [499, 'skuCode', 'duplicate'],
    ])
    expect(checks[0]!.body).toEqual({
      type: 'regular',
      skuCode: 'BATCH-0',
      name: 'Batch SKU 0',
      productName: 'Office',
      status: 'active',
    })
  })

  it('skips blank rows and reads enum cells case-insensitively', () => {
    const checks = checkBatch([BATCH_FIELDS.map(() => ' '), row(1, { status: 'Inactive' })])
    expect(checks[0]!.blank).toBe(true)
    expect(checks[1]!.issues).toEqual([])
    expect(checks[1]!.body.status).toBe('inactive')
  })

  it('refuses a code longer than the form allows', () => {
    const [c] = checkBatch([row(1, { skuCode: 'X'.repeat(41) })])
    expect(c!.issues).toEqual([{ field: 'skuCode', kind: 'tooLong', limit: 40 }])
  })
})

describe('pasting', () => {
  const labels = (f: string) =>
    f === 'skuCode' ? ['SKU code', 'SKU编码'] : f === 'name' ? ['Name', '名称'] : []

  it('splits tab-separated lines and drops blank ones', () => {
    expect(parsePasted('A\tB\r\n\r\nC\tD\n')).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ])
  })

  it('uses a header row of labels to order the columns', () => {
    const { rows, header } = mapPasted(parsePasted('名称\tSKU编码\nOffice\tS-1'), labels)
    expect(header).toBe(true)
    expect(rows).toEqual([['S-1', 'Office', '', '', '', '', '']])
  })

  it('fills columns in order without a header', () => {
    const { rows, header } = mapPasted([['S-1', 'Office']], labels)
    expect(header).toBe(false)
    expect(rows[0]!.slice(0, 2)).toEqual(['S-1', 'Office'])
  })
})

describe('server issues', () => {
  it('keeps a rule key and words the rest as the form does', () => {
    const issues = serverRowIssues(
      [
        { field: 'skuCode', message: 'skuCode already exists' },
        { field: 'upgradeFromSku', message: 'x', rule: 'upgradeFromItself' },
        { field: 'licenseCode', message: 'no such', reference: { entity: 'licenses', missing: ['L-9'] } },
      ],
      { skuCode: 'S-1' },
    )
    expect(issues.map((i) => i.rule ?? i.kind)).toEqual([
      'duplicate',
      'upgradeFromItself',
      'missingReference',
    ])
  })
})
