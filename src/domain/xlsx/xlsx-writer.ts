import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { columnLetters, escapeXml } from './xml'

/** A cell value: numbers and booleans keep their type; dates travel as ISO text; null leaves the cell empty. */
export type XlsxCell = string | number | boolean | null | undefined

/**
 * How a written number shows: a date or a date and time (the number is a serial, serial-dates.ts), or an amount
 * with no or two decimals (its currency's minor unit), grouped by thousands.
 */
export type XlsxNumberFormat = 'date' | 'dateTime' | 'amount0' | 'amount2'

/** A number written with a display format. */
export interface XlsxFormattedNumber {
  value: number
  format: XlsxNumberFormat
}

/** What a written cell may hold. */
export type XlsxWriteCell = XlsxCell | XlsxFormattedNumber

/** The style (index into cellXfs of STYLES) of each number format; style 1 is the bold header. */
const FORMAT_STYLE: Record<XlsxNumberFormat, number> = { dateTime: 2, date: 3, amount0: 4, amount2: 5 }
/** The characters each format shows, for the column's width. */
const FORMAT_CHARS: Record<XlsxNumberFormat, number> = { dateTime: 19, date: 10, amount0: 0, amount2: 0 }

/** Excel refuses longer cell text. */
const MAX_CELL_CHARS = 32_767

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
/** A cell format of the number format `numFmtId` (a built-in one, or one of numFmts below). */
const numberXf = (numFmtId: number) =>
  `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`
// Styles: 0 plain, 1 the bold header row, then FORMAT_STYLE's: ISO date and time, ISO date (custom formats 164
// and 165: the built-in date format 14 reads differently in every locale), #,##0 (3) and #,##0.00 (4).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${[164, 165, 3, 4].map(numberXf).join('')}</cellXfs></styleSheet>`
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`
const SHEET_END = `</sheetData></worksheet>`

/** Rows read before the sheet starts, for the column widths: the header and the first batch of an export. */
export const WIDTH_SAMPLE_ROWS = 1000
const MIN_WIDTH = 6
const MAX_WIDTH = 60

/** East Asian wide and full-width characters (Hangul, CJK, kana, full-width forms), two widths each. */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u

/** How many character widths a text takes: wide (CJK, full-width) characters count two. */
export function textWidth(text: string): number {
  let n = 0
  for (const ch of text) n += WIDE.test(ch) ? 2 : 1
  return n
}

/** The characters a cell shows (the longest line of a text). */
function cellChars(v: XlsxWriteCell): number {
  if (v === null || v === undefined) return 0
  if (typeof v === 'object') {
    if (FORMAT_CHARS[v.format]) return FORMAT_CHARS[v.format]
    const digits = Math.abs(v.value).toFixed(v.format === 'amount0' ? 0 : 2)
    return digits.length + Math.floor((digits.split('.')[0]!.length - 1) / 3) + (v.value < 0 ? 1 : 0)
  }
  const text = String(v)
  return Math.max(...text.split('\n').map((line) => textWidth(line.slice(0, 200))))
}

/** `<cols>` with each column as wide as its widest sampled cell (a little padding, within bounds). */
export function columnsXml(rows: readonly (readonly XlsxWriteCell[])[]): string {
  const widths: number[] = []
  for (const row of rows)
    row.forEach((v, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cellChars(v))
    })
  if (!widths.length) return ''
  const cols = widths.map((w, i) => {
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (w ?? 0) + 2))
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`
  })
  return `<cols>${cols.join('')}</cols>`
}

function workbook(sheetName: string): string {
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`
}

function cellXml(ref: string, v: XlsxWriteCell, style: string): string {
  if (v === null || v === undefined || v === '') return ''
  if (typeof v === 'object')
    return Number.isFinite(v.value)
      ? `<c r="${ref}" s="${FORMAT_STYLE[v.format]}"><v>${v.value}</v></c>`
      : cellXml(ref, String(v.value), style)
  if (typeof v === 'number')
    return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : cellXml(ref, String(v), style)
  if (typeof v === 'boolean') return `<c r="${ref}"${style} t="b"><v>${v ? 1 : 0}</v></c>`
  const text = escapeXml(v.length > MAX_CELL_CHARS ? v.slice(0, MAX_CELL_CHARS) : v)
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
}

export interface XlsxWriter {
  /** Appends rows to the sheet (the first row written is styled as the header). */
  addRows(rows: readonly (readonly XlsxWriteCell[])[]): void
  /** Closes the sheet and the zip; `onData` then receives the last chunk. */
  end(): void
}

/**
 * A one-sheet workbook written as a stream: rows go through deflate as they are added and compressed bytes
 * come out through `onData`, so the whole sheet never exists in memory. Strings are inline (no shared-strings
 * table, which would have to hold every distinct string until the end).
 */
export function createXlsxWriter(
  onData: (chunk: Uint8Array, final: boolean) => void,
  options: { sheetName?: string; onError?: (err: Error) => void } = {},
): XlsxWriter {
  const zip = new Zip((err, chunk, final) => {
    if (err) options.onError?.(err)
    else onData(chunk, final)
  })
  const whole = (name: string, text: string) => {
    const file = new ZipPassThrough(name)
    zip.add(file)
    file.push(strToU8(text), true)
  }
  whole('[Content_Types].xml', CONTENT_TYPES)
  whole('_rels/.rels', ROOT_RELS)
  whole('xl/workbook.xml', workbook(options.sheetName ?? 'Sheet1'))
  whole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  whole('xl/styles.xml', STYLES)
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(sheet)
  const letters: string[] = []
  let rowNo = 0
  // The first rows wait until there are enough to size the columns by (<cols> comes before the rows).
  let sample: (readonly XlsxWriteCell[])[] | undefined = []
  const start = () => {
    const rows = sample ?? []
    sample = undefined
    sheet.push(strToU8(`${SHEET_START}${columnsXml(rows)}<sheetData>`))
    write(rows)
  }
  const write = (rows: readonly (readonly XlsxWriteCell[])[]) => {
    let xml = ''
    for (const row of rows) {
      rowNo++
      const style = rowNo === 1 ? ' s="1"' : ''
      xml += `<row r="${rowNo}">`
      for (let i = 0; i < row.length; i++) {
        const col = (letters[i] ??= columnLetters(i))
        xml += cellXml(col + rowNo, row[i], style)
      }
      xml += '</row>'
    }
    if (xml) sheet.push(strToU8(xml))
  }
  return {
    addRows(rows) {
      if (!sample) return write(rows)
      for (const row of rows) sample.push(row)
      if (sample.length >= WIDTH_SAMPLE_ROWS) start()
    },
    end() {
      if (sample) start()
      sheet.push(strToU8(SHEET_END), true)
      zip.end()
    },
  }
}

/**
 * A ReadableStream of an XLSX file whose rows come from `nextRows` (called on demand, so the consumer's pace
 * drives the reads; `null` ends the sheet). The first batch should hold the header row.
 */
export function xlsxReadableStream(
  nextRows: () => Promise<readonly (readonly XlsxWriteCell[])[] | null>,
  options: { sheetName?: string; onCancel?: () => void } = {},
): ReadableStream<Uint8Array> {
  let writer: XlsxWriter | undefined
  let pending: Uint8Array[] = []
  return new ReadableStream<Uint8Array>({
    start() {
      writer = createXlsxWriter((chunk) => pending.push(chunk), { sheetName: options.sheetName })
    },
    async pull(controller) {
      // Rows kept back for the column widths give no bytes yet: read on until some come (or the end).
      let rows: readonly (readonly XlsxWriteCell[])[] | null
      do {
        rows = await nextRows()
        if (rows) writer!.addRows(rows)
        else writer!.end()
      } while (rows && !pending.length)
      for (const chunk of pending) controller.enqueue(chunk)
      pending = []
      if (!rows) controller.close()
    },
    cancel() {
      options.onCancel?.()
    },
  })
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
