import { describe, expect, it, vi } from 'vitest'
import { messages as en } from '@/resources/locales/en'
import { messages as ja } from '@/resources/locales/ja'
import { messages as zh } from '@/resources/locales/zh'
import { vocabularyFrom } from '@/resources/paste-vocabulary'
import { BATCH_FIELDS, checkBatch, mapPasted, parsePasted, serverRowIssues } from './sku-batch-rows'

// No macro transform in node unit tests: descriptors carry the ids the compiled catalogs use (lingui's hash).
vi.mock('@lingui/core/macro', async () => {
  const { createHash } = await import('node:crypto')
  const id = (message: string, context = '') =>
    createHash('sha256').update(`${message}\u001F${context}`).digest('base64').slice(0, 6)
  return {
    msg: (s: TemplateStringsArray | { message: string; context?: string }, ...values: unknown[]) => {
      const message = 'raw' in s ? String.raw(s, ...values.map((v) => `{${String(v)}}`)) : s.message
      return { id: id(message, 'raw' in s ? '' : s.context), message }
    },
  }
})

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

describe('cells as the console shows them (issue 30)', () => {
  const vocabulary = vocabularyFrom({ zh, en, ja })

  it('reads status and platform labels of any language, and codes', () => {
    const checks = checkBatch(
      [
        row(1, { status: '启用', platform: 'macOS' }),
        row(2, { status: '無効', platform: 'mac' }),
        row(3, { status: 'Draft', platform: 'Windows' }),
      ],
      { vocabulary },
    )
    expect(checks.map((c) => c.issues)).toEqual([[], [], []])
    expect(checks.map((c) => [c.body.status, c.body.platform])).toEqual([
      ['active', 'mac'],
      ['inactive', 'mac'],
      ['draft', 'windows'],
    ])
  })

  it('reads a license by its unique name; an ambiguous one is an error naming the candidates', () => {
    const reference = (_: string, cell: string) =>
      cell === 'Office Pro'
        ? { key: 'LIC001' }
        : cell === 'Office'
          ? { candidates: ['LIC002', 'LIC003'] }
          : undefined
    const [one, two] = checkBatch(
      [row(1, { licenseCode: 'Office Pro' }), row(2, { licenseCode: 'Office' })],
      {
        vocabulary,
        reference,
      },
    )
    expect(one!.body.licenseCode).toBe('LIC001')
    expect(one!.issues).toEqual([])
    expect(two!.issues).toEqual([
      { field: 'licenseCode', kind: 'ambiguous', candidates: ['LIC002', 'LIC003'] },
    ])
  })

  it('takes an exported list back: its header in another language, columns it does not fill, CSV text', () => {
    const exported =
      '\uFEFFSKU code,Name,SKU type,Product,License,Platform,Status\r\nS-9,"Office, Pro",Regular,Office,,macOS,Active\r\n'
    const labelsOf = (f: string) => [f, ...(EN[f] ? [EN[f]] : [])]
    const { rows, header } = mapPasted(parsePasted(exported), labelsOf, ['type', 'SKU type'])
    expect(header).toBe(true)
    expect(rows).toEqual([['S-9', 'Office, Pro', 'Office', '', 'macOS', 'Active', '']])
    const [c] = checkBatch(rows, { vocabulary })
    expect(c!.issues).toEqual([])
    expect(c!.body).toMatchObject({ platform: 'mac', status: 'active', name: 'Office, Pro' })
  })
})

const EN: Record<string, string> = {
  skuCode: 'SKU code',
  name: 'Name',
  productName: 'Product',
  licenseCode: 'License',
  platform: 'Platform',
  status: 'Status',
}
