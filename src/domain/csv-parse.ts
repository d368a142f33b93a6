/**
 * RFC 4180 CSV to rows of text cells: quoted fields may hold commas, quotes ("") and line breaks; CRLF or
 * LF line ends; a UTF-8 byte-order mark is dropped. Semicolon-separated files (spreadsheet apps in some
 * locales) are recognised from the header line.
 */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const sep = detectSeparator(src)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!
    if (quoted) {
      if (ch !== '"') cell += ch
      else if (src[i + 1] === '"') {
        cell += '"'
        i++
      } else quoted = false
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === sep) {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell !== '' || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

function detectSeparator(text: string): ',' | ';' | '\t' {
  const header = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length)
  const count = (c: string) => header.split(c).length - 1
  const [best = ','] = ([',', ';', '\t'] as const).toSorted((a, b) => count(b) - count(a))
  return count(best) > 0 ? best : ','
}
