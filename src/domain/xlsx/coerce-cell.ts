import type { FieldDef } from '../fields'
import { serialToIsoDate, serialToIsoDateTime } from './xlsx-reader'
import type { XlsxCell } from './xlsx-writer'

const TRUE = new Set(['true', 'yes', 'y', '1', '是', 'はい'])
const FALSE = new Set(['false', 'no', 'n', '0', '否', 'いいえ'])
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/
const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/
const LOCAL_DATETIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/

const pad = (s: string) => s.padStart(2, '0')

/**
 * A file cell as the value the field's schema expects, or undefined when empty. A cell that cannot be read
 * as the field's type is returned unchanged, so the schema reports it with the field's own message.
 */
export function coerceCell(def: FieldDef, cell: XlsxCell): unknown {
  if (cell === null || cell === undefined) return undefined
  if (typeof cell === 'string' && cell.trim() === '') return undefined
  const text = typeof cell === 'string' ? cell.trim() : cell
  switch (def.kind) {
    case 'string':
    case 'email':
    case 'text':
      return String(text)
    case 'int':
    case 'money':
      if (typeof text !== 'string') return text
      if (NUMBER.test(text)) return Number(text)
      if (GROUPED.test(text)) return Number(text.replace(/,/g, ''))
      return text
    case 'bool': {
      if (typeof text === 'boolean') return text
      const low = String(text).toLowerCase()
      return TRUE.has(low) ? true : FALSE.has(low) ? false : text
    }
    case 'enum': {
      const s = String(text)
      return (
        def.values?.find((v) => v === s) ?? def.values?.find((v) => v.toLowerCase() === s.toLowerCase()) ?? s
      )
    }
    case 'date': {
      if (typeof text === 'number') return serialToIsoDate(text)
      const m = DATE.exec(String(text))
      return m ? `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}` : text
    }
    case 'datetime': {
      if (typeof text === 'number') return serialToIsoDateTime(text)
      const m = LOCAL_DATETIME.exec(String(text))
      if (!m) return text
      const [, y, mo, d, h, mi, s] = m.map(Number) as number[]
      return new Date(y!, mo! - 1, d, h, mi, s || 0).toISOString()
    }
  }
}
