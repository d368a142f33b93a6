import { parseCsv } from '@/domain/csv-parse'
import { skus } from '@/domain/entities/price-center'
import { isRuleKey, type RuleKey, type RuleParams } from '@/domain/rule-issues'
import { entityRuleIssues } from '@/domain/rules'
import { createSchema } from '@/domain/schemas'
import { coerceCell } from '@/domain/xlsx/coerce-cell'
import { clientIssues, serverIssues, type FormIssue } from '@/forms/form-issues'
import { normalizeLabel, readPastedCell, type CellReaders } from '@/resources/paste-vocabulary'

/** The columns of a batch, in the order a pasted row's cells fill them. Every row is a regular SKU. */
export const BATCH_FIELDS = [
  'skuCode',
  'name',
  'productName',
  'licenseCode',
  'platform',
  'status',
  'description',
] as const
export type BatchField = (typeof BATCH_FIELDS)[number]

/** One typed or pasted row: a cell per column, as text. */
export type BatchRow = string[]

/** A refused cell: the form's issue kinds, or a price-center rule with the values its message names. */
export type BatchIssue = FormIssue & { rule?: RuleKey; params?: RuleParams }

export interface RowCheck {
  /** The create body the row stands for (empty for a blank row). */
  body: Record<string, unknown>
  issues: BatchIssue[]
  /** Nothing typed: not sent, not counted. */
  blank: boolean
}

const schema = createSchema(skus)

export const emptyRow = (): BatchRow => BATCH_FIELDS.map(() => '')

const isBlank = (row: readonly string[]) => row.every((c) => !c || !c.trim())

/**
 * A row's cells as the create body the shared schema checks (type fixed to regular), and the cells whose word
 * names several values or records. With `readers`, enum cells may hold a label in any language and reference
 * cells a record's name, as the console shows them.
 */
export function readRow(row: readonly string[], readers?: CellReaders) {
  const body: Record<string, unknown> = { type: 'regular' }
  const ambiguous: BatchIssue[] = []
  BATCH_FIELDS.forEach((f, c) => {
    const read = readPastedCell(readers, skus.fields[f], row[c] ?? '')
    if (read.candidates) ambiguous.push({ field: f, kind: 'ambiguous', candidates: read.candidates })
    const v = coerceCell(skus.fields[f], read.text)
    if (v !== undefined) body[f] = v
  })
  return { body, ambiguous }
}

/**
 * Checks every row as the SKU form would: the shared create schema, the price center's record rules, and a
 * SKU code repeated within the batch. Pure and synchronous (500 rows take a few milliseconds).
 */
export function checkBatch(rows: readonly (readonly string[])[], readers?: CellReaders): RowCheck[] {
  const firstRowOf = new Map<string, number>()
  return rows.map((row, index) => {
    if (isBlank(row)) return { body: {}, issues: [], blank: true }
    const { body, ambiguous } = readRow(row, readers)
    const seen = new Set(ambiguous.map((i) => i.field))
    const issues: BatchIssue[] = [
      ...ambiguous,
      ...clientIssues(schema, body).filter((i) => !seen.has(i.field)),
    ]
    for (const i of issues) seen.add(i.field)
    for (const r of entityRuleIssues('skus', body))
      if (!seen.has(r.field)) {
        seen.add(r.field)
        issues.push({ field: r.field, kind: 'invalid', rule: r.rule, params: r.params })
      }
    const code = typeof body.skuCode === 'string' ? body.skuCode.toLowerCase() : ''
    if (code) {
      const first = firstRowOf.get(code)
      if (first === undefined) firstRowOf.set(code, index)
      else if (!seen.has('skuCode'))
        issues.push({
          field: 'skuCode',
          kind: 'duplicate',
          detail: String(first + 1),
          params: { row: first + 1 },
        })
    }
    return { body, issues, blank: false }
  })
}

/** A server issue (with `rule` and `params` when a business rule refused it) in the batch's terms. */
export interface ServerRowIssue {
  field: string
  message: string
  rule?: string
  params?: Record<string, string | number>
  reference?: unknown
}

/** The server's issues of one row, worded as the form words them. */
export function serverRowIssues(
  issues: readonly ServerRowIssue[],
  body: Record<string, unknown>,
): BatchIssue[] {
  return issues.map((i) => {
    if (isRuleKey(i.rule)) return { field: i.field, kind: 'invalid', rule: i.rule, params: i.params }
    return serverIssues([i], schema, body)[0]!
  })
}

/**
 * Split pasted text into rows of cells: tab-separated as a spreadsheet copies it, or, when no line holds a tab
 * but the text is comma- or semicolon-separated, as a CSV file (an exported list opened as text). Blank lines
 * are dropped, cells trimmed.
 */
export function parsePasted(text: string): string[][] {
  const plain = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const rows =
    /\t/.test(plain) || !/[,;]/.test(plain) ? plain.split('\n').map((l) => l.split('\t')) : parseCsv(plain)
  return rows.map((cells) => cells.map((c) => c.trim())).filter((cells) => cells.some((c) => c !== ''))
}

/**
 * Which column each pasted cell fills. A first row whose cells all name a column, in any language
 * (`labelsOf`: field names and labels), is a header: it orders the columns and is not data. Its cells may
 * also name columns a batch does not fill (`ignored`: an exported list's type or times); those are left out.
 * Otherwise cells fill the columns in order.
 */
export function mapPasted(
  rows: string[][],
  labelsOf: (field: BatchField) => readonly string[],
  ignored: readonly string[] = [],
): { rows: BatchRow[]; header: boolean } {
  const byName = new Map<string, BatchField | null>()
  for (const word of ignored) byName.set(normalizeLabel(word), null)
  for (const f of BATCH_FIELDS) {
    byName.set(normalizeLabel(f), f)
    for (const l of labelsOf(f)) byName.set(normalizeLabel(l), f)
  }
  const [first = [], ...rest] = rows
  const named = first.map((c) => (c ? byName.get(normalizeLabel(c)) : undefined))
  const header =
    first.length > 0 && named.every((f, k) => f !== undefined || !first[k]) && named.some(Boolean)
  const order: (BatchField | null | undefined)[] = header ? named : [...BATCH_FIELDS]
  const data = header ? rest : rows
  return {
    header,
    rows: data.map((cells) => {
      const row = emptyRow()
      cells.forEach((c, k) => {
        const f = order[k]
        if (f) row[BATCH_FIELDS.indexOf(f)] = c
      })
      return row
    }),
  }
}
