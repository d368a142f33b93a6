import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { strFromU8, strToU8, Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readXlsx, serialToIsoDate, XlsxFormatError } from './xlsx-reader'
import {
  createXlsxWriter,
  textWidth,
  xlsxReadableStream,
  type XlsxCell,
  type XlsxWriteCell,
} from './xlsx-writer'
import { columnIndex, columnLetters } from './xml'

function writeAll(rows: XlsxWriteCell[][]): Uint8Array {
  const chunks: Uint8Array[] = []
  const w = createXlsxWriter((c) => chunks.push(c))
  w.addRows(rows)
  w.end()
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) out.set(c, (at += c.length) - c.length)
  return out
}

describe('xlsx writer and reader', () => {
  it('round-trips strings, numbers, booleans and empty cells', () => {
    const rows: XlsxCell[][] = [
      ['Name', 'Amount', 'Paid', 'Note'],
      ['Acme', 12.5, true, null],
      ['北京 客户', -3, false, '  padded  '],
      [null, null, 'c'],
    ]
    const back = readXlsx(writeAll(rows))
    expect(back).toEqual([
      ['Name', 'Amount', 'Paid', 'Note'],
      ['Acme', 12.5, true],
      ['北京 客户', -3, false, '  padded  '],
      [null, null, 'c'],
    ])
  })

  it('escapes markup and drops characters XML cannot carry', () => {
    const tricky = '<b>"Tom" & \'Jerry\'</b>\n=1+1'
    const back = readXlsx(writeAll([['h'], [tricky], ['bell\u0007end']]))
    expect(back[1]).toEqual([tricky])
    expect(back[2]).toEqual(['bellend'])
  })

  it('reads shared strings, sparse cells and rich-text runs written by spreadsheet apps', () => {
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="3"><c r="B3"><v>45292</v></c><c r="C3" t="str"><v>a&amp;b</v></c></row></sheetData></worksheet>`
    const strings = `<sst><si><t>first</t></si><si><r><t>rich </t></r><r><t>text</t></r><rPh><t>x</t></rPh></si></sst>`
    const file = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(strings),
    })
    const rows = readXlsx(file)
    expect(rows).toEqual([['first', null, 'rich text'], [], [null, 45292, 'a&b']])
    expect(serialToIsoDate(rows[2]![1] as number)).toBe('2024-01-01')
  })

  it('refuses a file that is not a workbook', () => {
    expect(() => readXlsx(strToU8('name,amount\nA,1'))).toThrow(XlsxFormatError)
  })

  it('writes dates and amounts as numbers with a display format, and reads them back as numbers', () => {
    const file = writeAll([
      ['At', 'Day', 'Paid', 'Yen'],
      [
        { value: 45292.5, format: 'dateTime' },
        { value: 45292, format: 'date' },
        { value: 1234.5, format: 'amount2' },
        { value: 1200, format: 'amount0' },
      ],
    ])
    const files = unzipSync(file)
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    expect(sheet).toContain('<c r="A2" s="2"><v>45292.5</v></c>')
    expect(sheet).toContain('<c r="D2" s="4"><v>1200</v></c>')
    const styles = strFromU8(files['xl/styles.xml']!)
    const xfs = [...styles.split('<cellXfs')[1]!.matchAll(/<xf numFmtId="(\d+)"/g)].map((m) => m[1])
    // Plain, header, date and time (164), date (165), #,##0 (3), #,##0.00 (4).
    expect(xfs).toEqual(['0', '0', '164', '165', '3', '4'])
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>')
    expect(readXlsx(file)[1]).toEqual([45292.5, 45292, 1234.5, 1200])
  })

  it('sizes the columns from the header and the first rows, wide characters counting two', () => {
    const sheet = (rows: XlsxWriteCell[][]) =>
      strFromU8(unzipSync(writeAll(rows))['xl/worksheets/sheet1.xml']!)
    const xml = sheet([
      ['No', '客户名称', 'At', 'Paid'],
      ['OD0000000001', 'x', { value: 45292.5, format: 'dateTime' }, { value: 1234567.5, format: 'amount2' }],
    ])
    const widths = [...xml.matchAll(/<col min="(\d+)" max="\d+" width="(\d+)"/g)].map((m) => Number(m[2]))
    // 12 characters, 4 wide ones (8), a date and time (19), 1,234,567.50 (12); plus 2 each, at least 6.
    expect(widths).toEqual([14, 10, 21, 14])
    expect(xml.indexOf('<cols>')).toBeLessThan(xml.indexOf('<sheetData>'))
    expect(textWidth('日本語 ok')).toBe(9)
    // A very long text does not make a column wider than 60.
    expect(sheet([['h'], ['x'.repeat(500)]])).toContain('width="60"')
  })

  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA'])
    expect(['A1', 'Z9', 'AA10', 'AAA1'].map(columnIndex)).toEqual([0, 25, 26, 702])
  })
})

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

describe('streaming 200,000 rows', () => {
  it('keeps memory flat: compressed bytes leave as rows arrive', async () => {
    const TOTAL = 200_000
    const BATCH = 2000
    let next = 0
    const row = (i: number): XlsxCell[] => [
      `ORD${String(i).padStart(10, '0')}`,
      `customer${i}@example.com`,
      i * 1.25,
      i % 2 === 0,
      '2024-05-01T10:00:00.000Z',
      `A remark that makes the row longer, number ${i}, with some repeated text to compress`,
    ]
    const stream = xlsxReadableStream(async () => {
      if (next === 0) {
        next = 1
        return [['No', 'Email', 'Amount', 'Paid', 'At', 'Remark']]
      }
      if (next > TOTAL) return null
      const rows = Array.from({ length: Math.min(BATCH, TOTAL - next + 1) }, (_, k) => row(next + k))
      next += rows.length
      return rows
    })
    gc()
    const base = process.memoryUsage().heapUsed
    let peak = 0
    let compressed = 0
    let xmlBytes = 0
    let sheetRows = 0
    // Unzip on the fly too, counting rows, so the check does not buffer the file either.
    const unzip = new Unzip((file) => {
      if (file.name !== 'xl/worksheets/sheet1.xml') return
      let tail = ''
      file.ondata = (_err, data) => {
        xmlBytes += data.length
        const text = tail + new TextDecoder().decode(data)
        sheetRows += text.split('</row>').length - 1
        tail = text.slice(text.lastIndexOf('</row>') + 6)
      }
      file.start()
    })
    unzip.register(UnzipInflate)
    const reader = stream.getReader()
    for (let n = 0; ; n++) {
      const { done, value } = await reader.read()
      if (done) break
      compressed += value.length
      unzip.push(value)
      if (n % 50 === 0) {
        gc()
        peak = Math.max(peak, process.memoryUsage().heapUsed - base)
      }
    }
    unzip.push(new Uint8Array(0), true)
    expect(sheetRows).toBe(TOTAL + 1)
    // The sheet is far larger than anything the writer held at once.
    expect(xmlBytes).toBeGreaterThan(60_000_000)
    expect(peak).toBeLessThan(16_000_000)
    console.info(
      `xlsx 200k rows: sheet ${(xmlBytes / 1e6).toFixed(1)} MB, file ${(compressed / 1e6).toFixed(1)} MB, peak heap growth ${(peak / 1e6).toFixed(1)} MB`,
    )
  }, 120_000)
})
