import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { columnLetters, escapeXml } from './xml'

/** A cell value: numbers and booleans keep their type; dates travel as ISO text; null leaves the cell empty. */
export type XlsxCell = string | number | boolean | null | undefined

/** Excel refuses longer cell text. */
const MAX_CELL_CHARS = 32_767

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
// Style 1 is the bold header row.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`
const SHEET_END = `</sheetData></worksheet>`

function workbook(sheetName: string): string {
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`
}

function cellXml(ref: string, v: XlsxCell, style: string): string {
  if (v === null || v === undefined || v === '') return ''
  if (typeof v === 'number')
    return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : cellXml(ref, String(v), style)
  if (typeof v === 'boolean') return `<c r="${ref}"${style} t="b"><v>${v ? 1 : 0}</v></c>`
  const text = escapeXml(v.length > MAX_CELL_CHARS ? v.slice(0, MAX_CELL_CHARS) : v)
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
}

export interface XlsxWriter {
  /** Appends rows to the sheet (the first row written is styled as the header). */
  addRows(rows: readonly (readonly XlsxCell[])[]): void
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
  sheet.push(strToU8(SHEET_START))
  const letters: string[] = []
  let rowNo = 0
  return {
    addRows(rows) {
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
    },
    end() {
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
  nextRows: () => Promise<readonly (readonly XlsxCell[])[] | null>,
  options: { sheetName?: string; onCancel?: () => void } = {},
): ReadableStream<Uint8Array> {
  let writer: XlsxWriter | undefined
  let pending: Uint8Array[] = []
  return new ReadableStream<Uint8Array>({
    start() {
      writer = createXlsxWriter((chunk) => pending.push(chunk), { sheetName: options.sheetName })
    },
    async pull(controller) {
      const rows = await nextRows()
      if (rows) writer!.addRows(rows)
      else writer!.end()
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
