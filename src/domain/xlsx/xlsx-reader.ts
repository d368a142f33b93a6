import { unzipSync } from 'fflate'
import type { XlsxCell } from './xlsx-writer'
import { columnIndex, unescapeXml } from './xml'

/** The file is not a readable workbook (not a zip, or no worksheet in it). */
export class XlsxFormatError extends Error {}

const RELS_NS_ID = /r:id="([^"]+)"/

const SINGLE_T = /<t\b[^>]*>([^<]*)<\/t>/
const decoder = new TextDecoder()
const utf8 = (bytes: Uint8Array) => decoder.decode(bytes)
const unescape = (s: string) => (s.includes('&') ? unescapeXml(s) : s)

/** Text of every <t> in a string item, phonetic runs (<rPh>) left out. */
function itemText(xml: string): string {
  // Most items are one plain <t>; rich text has runs (<r>) and phonetic guides (<rPh>).
  if (!xml.includes('<r')) return unescape(SINGLE_T.exec(xml)?.[1] ?? '')
  let text = ''
  for (const m of xml
    .replace(/<rPh\b[\s\S]*?<\/rPh>/g, '')
    .matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g))
    text += m[1] ?? ''
  return unescapeXml(text)
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return []
  return [...xml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map((m) => itemText(m[1] ?? ''))
}

/** The first sheet's part name, following workbook.xml and its relationships. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml'
  const wb = files['xl/workbook.xml']
  const rels = files['xl/_rels/workbook.xml.rels']
  if (!wb || !rels) return fallback
  const sheet = /<sheet\b[^>]*>/.exec(utf8(wb))?.[0]
  const id = sheet && RELS_NS_ID.exec(sheet)?.[1]
  if (!id) return fallback
  const rel = [...utf8(rels).matchAll(/<Relationship\b[^>]*>/g)].find((m) => m[0].includes(`Id="${id}"`))
  const target = rel && /Target="([^"]+)"/.exec(rel[0])?.[1]
  if (!target) return fallback
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`
}

const ATTRS = { r: /\br="([^"]*)"/, t: /\bt="([^"]*)"/ }
const attr = (attrs: string, name: keyof typeof ATTRS) => ATTRS[name].exec(attrs)?.[1]

function cellValue(attrs: string, body: string, shared: string[]): XlsxCell {
  const type = attr(attrs, 't') ?? 'n'
  if (type === 'inlineStr') return itemText(body)
  const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
  if (raw === undefined) return null
  if (type === 's') return shared[Number(raw)] ?? null
  if (type === 'b') return raw === '1'
  if (type === 'n') {
    const n = Number(raw)
    return Number.isFinite(n) ? n : unescape(raw)
  }
  return unescape(raw)
}

/**
 * Reads the first worksheet of an XLSX file into rows of cells (numbers, booleans, strings; null where a
 * cell is empty). Rows and cells keep their positions: a blank row is an empty array. Dates stay what the
 * file stores (serial numbers or text); the caller knows which columns hold dates.
 */
export function readXlsx(bytes: Uint8Array): XlsxCell[][] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, { filter: (f) => f.name.startsWith('xl/') })
  } catch {
    throw new XlsxFormatError('not a zip file')
  }
  const sheetFile = files[firstSheetPath(files)]
  if (!sheetFile) throw new XlsxFormatError('no worksheet')
  const shared = sharedStrings(files['xl/sharedStrings.xml'] && utf8(files['xl/sharedStrings.xml']))
  const rows: XlsxCell[][] = []
  const xml = utf8(sheetFile)
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(attr(row[1] ?? '', 'r') ?? rows.length + 1)
    while (rows.length < r - 1) rows.push([])
    const cells: XlsxCell[] = []
    for (const c of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(c[1] ?? '', 'r')
      const col = ref ? columnIndex(ref) : cells.length
      while (cells.length < col) cells.push(null)
      cells[col] = cellValue(c[1] ?? '', c[2] ?? '', shared)
    }
    while (cells.length && (cells.at(-1) === null || cells.at(-1) === '')) cells.pop()
    rows.push(cells)
  }
  return rows
}

/** An Excel date serial (1900 system) as an ISO date, e.g. 45292 → 2024-01-01. */
export function serialToIsoDate(serial: number): string {
  return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10)
}

/** An Excel date-time serial as an ISO instant in UTC. */
export function serialToIsoDateTime(serial: number): string {
  return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString()
}
