import type { z } from '@/domain/zod'
import type { ImportSpec } from '@/domain/imports'
import { importRowSchema } from '@/domain/imports'
import type { XlsxCell } from '@/domain/xlsx/xlsx-writer'
import { coerceCell } from '@/domain/xlsx/coerce-cell'
import { normalizeLabel, readPastedCell, type CellReaders } from '@/resources/paste-vocabulary'

/** Why a cell (or the file) is refused; the console words each code in the active language. */
export type IssueCode =
  | 'required'
  | 'notNumber'
  | 'notInteger'
  | 'decimals'
  | 'tooLong'
  | 'tooSmall'
  | 'tooLarge'
  | 'email'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'bool'
  | 'invalid'
  | 'duplicate'
  | 'ambiguous'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'missingColumn'
  | 'noRows'
  | 'server'

export interface ImportIssue {
  /** The file's row number (the header is row 1), or 0 for the file as a whole. */
  row: number
  /** The field, or the header text for column issues; null for the whole row or file. */
  field: string | null
  code: IssueCode
  /**
   * The limit or allowed values behind the code; what an ambiguous word could mean; the server's own message
   * for 'server'.
   */
  detail?: string
  /** For 'server': the keys of other records the row names that do not exist. */
  reference?: { entity: string; missing: string[] }
}

export interface CheckedRow {
  row: number
  values: Record<string, unknown>
  issues: ImportIssue[]
}

export interface CheckResult {
  /** Header problems: they make the whole file unusable. */
  fileIssues: ImportIssue[]
  rows: CheckedRow[]
}

const FIELD_IN_HEADER = /\(\s*([A-Za-z][A-Za-z0-9]*)\s*\)\s*$/

/**
 * Column index → field. A header cell may be the field name, a template header ("Label (field)"), or a
 * field label in any language the console offers (`labelsOf`). A cell naming a column the import does not
 * take (`ignored`: an exported list's number, recorder or review status) is skipped, not refused, so an
 * exported list imports back.
 */
export function mapHeader(
  spec: ImportSpec,
  header: readonly XlsxCell[],
  labelsOf: (field: string) => readonly string[],
  ignored: readonly string[] = [],
): { columns: (string | null)[]; issues: ImportIssue[] } {
  const byLabel = new Map<string, string>()
  for (const f of Object.keys(spec.fields)) for (const l of labelsOf(f)) byLabel.set(normalizeLabel(l), f)
  const skipped = new Set(ignored.map(normalizeLabel))
  const issues: ImportIssue[] = []
  const seen = new Set<string>()
  const columns = header.map((cell) => {
    const text = String(cell ?? '').trim()
    if (!text) return null
    const named = FIELD_IN_HEADER.exec(text)?.[1]
    const field = [named, text].find((k) => k && k in spec.fields) ?? byLabel.get(normalizeLabel(text))
    if (!field && skipped.has(normalizeLabel(text))) return null
    if (!field) issues.push({ row: 1, field: text, code: 'unknownColumn' })
    else if (seen.has(field)) issues.push({ row: 1, field: text, code: 'duplicateColumn' })
    else {
      seen.add(field)
      return field
    }
    return null
  })
  for (const [f, def] of Object.entries(spec.fields))
    if (def.required && def.default === undefined && !seen.has(f))
      issues.push({ row: 1, field: f, code: 'missingColumn' })
  return { columns, issues }
}

/** zod's issue as an import issue code (see fieldSchema in src/domain/schemas.ts for what it can say). */
function toIssue(row: number, input: Record<string, unknown>, i: z.core.$ZodIssue): ImportIssue {
  const field = String(i.path[0] ?? '') || null
  const at = (code: IssueCode, detail?: unknown) => ({
    row,
    field,
    code,
    ...(detail === undefined ? {} : { detail: String(detail) }),
  })
  switch (i.code) {
    case 'invalid_type':
      if (field && input[field] === undefined) return at('required')
      if (i.expected === 'int') return at('notInteger')
      if (i.expected === 'number') return at('notNumber')
      if (i.expected === 'boolean') return at('bool')
      return at('invalid')
    case 'too_big':
      return i.origin === 'string' ? at('tooLong', i.maximum) : at('tooLarge', i.maximum)
    case 'too_small':
      return i.origin === 'string' ? at('required') : at('tooSmall', i.minimum)
    case 'invalid_format':
      return i.format === 'email' ? at('email') : i.format === 'date' ? at('date') : at('datetime')
    case 'invalid_value':
      return at('enum', i.values.join(', '))
    case 'custom':
      return at('decimals')
    default:
      return at('invalid')
  }
}

const isBlank = (cells: readonly XlsxCell[]) => cells.every((c) => c === null || String(c).trim() === '')

/**
 * Checks every data row with the import's shared schema: each row's values and its issues per column.
 * Works through the rows in slices, awaiting `pause` between them so a large file does not freeze the page.
 */
export async function checkRows(
  spec: ImportSpec,
  table: readonly (readonly XlsxCell[])[],
  labelsOf: (field: string) => readonly string[],
  options: {
    onProgress?: (done: number, total: number) => void
    pause?: () => Promise<void>
    /** Enum labels in every language and records' names, read as the codes they stand for. */
    readers?: CellReaders
    /** Header cells of columns the import does not take (see mapHeader). */
    ignored?: readonly string[]
  } = {},
): Promise<CheckResult> {
  const [header = [], ...body] = table
  const { columns, issues: fileIssues } = mapHeader(spec, header, labelsOf, options.ignored)
  const schema = importRowSchema(spec)
  const rows: CheckedRow[] = []
  const firstRowOf = new Map<unknown, number>()
  const SLICE = 2000
  for (let start = 0; start < body.length; start += SLICE) {
    for (let k = start; k < Math.min(body.length, start + SLICE); k++) {
      const cells = body[k]!
      if (isBlank(cells)) continue
      const row = k + 2
      const values: Record<string, unknown> = {}
      const ambiguous: ImportIssue[] = []
      columns.forEach((f, c) => {
        if (!f) return
        const def = spec.fields[f]!
        const cell = cells[c] ?? null
        const read = typeof cell === 'string' ? readPastedCell(options.readers, def, cell) : undefined
        if (read?.candidates)
          ambiguous.push({ row, field: f, code: 'ambiguous', detail: read.candidates.join(', ') })
        const v = coerceCell(def, read ? read.text : cell)
        if (v !== undefined) values[f] = v
      })
      const parsed = schema.safeParse(values)
      const named = new Set(ambiguous.map((i) => i.field))
      const issues = [
        ...ambiguous,
        ...(parsed.success ? [] : parsed.error.issues.map((i) => toIssue(row, values, i))).filter(
          (i) => !named.has(i.field),
        ),
      ]
      const key = spec.uniqueField && values[spec.uniqueField]
      if (key !== undefined && key !== '') {
        const first = firstRowOf.get(key)
        if (first) issues.push({ row, field: spec.uniqueField!, code: 'duplicate', detail: String(first) })
        else firstRowOf.set(key, row)
      }
      rows.push({ row, values: parsed.success ? parsed.data : values, issues })
    }
    options.onProgress?.(Math.min(body.length, start + SLICE), body.length)
    await options.pause?.()
  }
  if (!rows.length && !fileIssues.length) fileIssues.push({ row: 0, field: null, code: 'noRows' })
  return { fileIssues, rows }
}
