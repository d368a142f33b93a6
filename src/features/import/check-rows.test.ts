import { describe, expect, it, vi } from 'vitest'
import { agentOrderCompletionImport, offlineOrderImport } from '@/domain/imports'
import { checkRows, mapHeader } from './check-rows'
import { coerceCell } from '@/domain/xlsx/coerce-cell'
import { messages as en } from '@/resources/locales/en'
import { messages as ja } from '@/resources/locales/ja'
import { messages as zh } from '@/resources/locales/zh'
import { vocabularyFrom } from '@/resources/paste-vocabulary'

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

const noLabels = () => []
const header = [
  'Account name (accountName)',
  'contractId',
  'Licensed mail',
  'orderType',
  'productName',
  'orderCurrency',
  'orderAmount',
  'paymentDate',
  'qtyNumber',
  'customized',
]
const labels = (f: string) => (f === 'licensedMail' ? ['Licensed mail', '授权邮箱'] : [])
const good = ['Acme', 'CT-1', 'a@example.com', 'SMB', 'Suite', 'usd', '1,200.50', '2024/5/1', '3', '是']

describe('mapHeader', () => {
  it('accepts field names, template headers and labels; reports unknown, repeated and missing columns', () => {
    const { columns, issues } = mapHeader(
      offlineOrderImport,
      ['授权邮箱', 'Bogus', 'x (accountName)', 'accountName'],
      labels,
    )
    expect(columns).toEqual(['licensedMail', null, 'accountName', null])
    expect(issues.filter((i) => i.code !== 'missingColumn')).toEqual([
      { row: 1, field: 'Bogus', code: 'unknownColumn' },
      { row: 1, field: 'accountName', code: 'duplicateColumn' },
    ])
    expect(issues.filter((i) => i.code === 'missingColumn').map((i) => i.field)).toContain('contractId')
  })
})

describe('checkRows', () => {
  it('coerces cells to the field types and passes a valid row', async () => {
    const r = await checkRows(offlineOrderImport, [header, good], labels)
    expect(r.fileIssues).toEqual([])
    expect(r.rows[0]).toMatchObject({
      row: 2,
      issues: [],
      values: {
        orderCurrency: 'USD',
        orderAmount: 1200.5,
        paymentDate: '2024-05-01',
        qtyNumber: 3,
        customized: true,
      },
    })
  })

  it('reports every problem by file row and column, skipping blank lines', async () => {
    const bad = ['', 'CT-2', 'not-mail', 'Retail', 'Suite', 'USD', '12.345', '31/12/2024', '1.5', 'maybe']
    const r = await checkRows(offlineOrderImport, [header, good, ['', ''], bad], labels)
    expect(r.rows.map((x) => x.row)).toEqual([2, 4])
    const issues = r.rows[1]!.issues.map((i) => [i.row, i.field, i.code])
    expect(issues).toEqual(
      expect.arrayContaining([
        [4, 'accountName', 'required'],
        [4, 'licensedMail', 'email'],
        [4, 'orderType', 'enum'],
        [4, 'orderAmount', 'decimals'],
        [4, 'paymentDate', 'date'],
        [4, 'qtyNumber', 'notInteger'],
        [4, 'customized', 'bool'],
      ]),
    )
    expect(issues).toHaveLength(7)
    expect(r.rows[1]!.issues.find((i) => i.field === 'orderType')?.detail).toContain('SMB, reseller')
  })

  it('reports limits and text in number columns', async () => {
    const long = ['A'.repeat(121), 'CT-3', 'a@example.com', 'SMB', 'Suite', 'USD', 'ten', '2024-01-01', '0']
    const r = await checkRows(offlineOrderImport, [header, long], labels)
    expect(r.rows[0]!.issues.map((i) => [i.field, i.code, i.detail])).toEqual([
      ['accountName', 'tooLong', '120'],
      ['qtyNumber', 'tooSmall', '1'],
      ['orderAmount', 'notNumber', undefined],
    ])
  })

  it('flags a key repeated in the file, naming the first row', async () => {
    const rows = [
      ['agentOrderNo', 'orderNo'],
      ['AG1', 'O1'],
      ['AG1', 'O2'],
    ]
    const r = await checkRows(agentOrderCompletionImport, rows, noLabels)
    expect(r.rows[1]!.issues).toEqual([{ row: 3, field: 'agentOrderNo', code: 'duplicate', detail: '2' }])
  })

  it('refuses a file without data rows, and reports progress', async () => {
    const seen: number[] = []
    const r = await checkRows(agentOrderCompletionImport, [['agentOrderNo', 'orderNo']], noLabels, {
      onProgress: (done) => seen.push(done),
    })
    expect(r.fileIssues).toEqual([{ row: 0, field: null, code: 'noRows' }])
    const big = [['agentOrderNo', 'orderNo'], ...Array.from({ length: 4500 }, (_, i) => [`A${i}`, 'O'])]
    await checkRows(agentOrderCompletionImport, big, noLabels, { onProgress: (done) => seen.push(done) })
    expect(seen).toEqual([2000, 4000, 4500])
  })
})

describe('coerceCell', () => {
  it('reads spreadsheet date serials and local date-times', () => {
    expect(coerceCell({ kind: 'date' }, 45292)).toBe('2024-01-01')
    expect(coerceCell({ kind: 'int' }, 7)).toBe(7)
    expect(coerceCell({ kind: 'string' }, 42)).toBe('42')
    expect(coerceCell({ kind: 'string' }, '   ')).toBeUndefined()
  })
})

describe('a file as the console exports it (issue 30)', () => {
  const vocabulary = vocabularyFrom({ zh, en, ja })
  const reference = (_: string, cell: string) =>
    cell === 'Office'
      ? { candidates: ['LIC002', 'LIC003'] }
      : cell === 'Office Pro'
        ? { key: 'LIC001' }
        : undefined

  it('reads enum labels of any language and unique names; skips listed columns the import does not take', async () => {
    const table = [
      [...header, 'country', 'licenseCode', '审核状态'],
      [...good.slice(0, 3), 'リセラー', ...good.slice(4), 'アメリカ', 'Office Pro', '待审核'],
      [...good.slice(0, 3), 'Partner', ...good.slice(4), '美国', 'Office', '待审核'],
    ]
    const r = await checkRows(offlineOrderImport, table, labels, {
      readers: { vocabulary, reference },
      ignored: ['审核状态'],
    })
    expect(r.fileIssues).toEqual([])
    expect(r.rows[0]!.values).toMatchObject({ orderType: 'reseller', country: 'US', licenseCode: 'LIC001' })
    expect(r.rows[1]!.values).toMatchObject({ orderType: 'partner', country: 'US' })
    expect(r.rows[1]!.issues).toEqual([
      { row: 3, field: 'licenseCode', code: 'ambiguous', detail: 'LIC002, LIC003' },
    ])
  })
})
