import { dateSerial, instantSerial } from '@/domain/xlsx/serial-dates'
import { minorUnitDigits } from '@/domain/rules/shared'
import type { ExportJob } from './export-rows'

/**
 * How a cell reads in the export: as on screen (enum labels, times as YYYY-MM-DD HH:mm:ss in the console's
 * time zone) unless raw values were asked for. In XLSX, dates and times are spreadsheet dates (serials with a
 * date format, on the console's clock) and amounts numbers shown with their currency's decimals.
 */
export function cellFormatter(job: Pick<ExportJob, 'entity' | 'columns' | 'raw' | 'timeZone' | 'format'>) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: job.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const time = (v: unknown) => {
    const d = new Date(String(v))
    if (Number.isNaN(d.getTime())) return v
    const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]))
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
  }
  const xlsx = job.format === 'xlsx'
  const { currency } = job.entity.fields
  type Cell = (v: unknown, row: Record<string, unknown>) => unknown
  const asIs: Cell = (v) => v
  const cells = job.columns.map((c): Cell => {
    const def = job.entity.fields[c.field]
    if (job.raw || !def) return asIs
    if (def.kind === 'datetime')
      return (v) => {
        if (v === null || v === undefined) return v
        const serial = xlsx ? instantSerial(String(v), job.timeZone) : undefined
        return serial === undefined ? time(v) : { value: serial, format: 'dateTime' }
      }
    if (def.kind === 'date' && xlsx)
      return (v) => {
        const serial = typeof v === 'string' ? dateSerial(v) : undefined
        return serial === undefined ? v : { value: serial, format: 'date' }
      }
    if (def.kind === 'money' && xlsx)
      return (v, row) =>
        typeof v === 'number'
          ? { value: v, format: minorUnitDigits(currency ? row.currency : undefined) ? 'amount2' : 'amount0' }
          : v
    if (c.values) {
      const labels = c.values
      return (v) => (typeof v === 'string' && Object.hasOwn(labels, v) ? labels[v] : v)
    }
    return asIs
  })
  return (row: Record<string, unknown>) => job.columns.map((c, i) => cells[i]!(row[c.field], row))
}
