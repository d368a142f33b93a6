/** One CSV record (RFC 4180), with spreadsheet formulas neutralised in text cells. */
export function csvLine(values: unknown[]): string {
  return (
    values
      .map((v) => {
        if (v === null || v === undefined) return ''
        if (typeof v === 'number') return String(v)
        let s = String(v)
        if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
        return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
      })
      .join(',') + '\r\n'
  )
}
