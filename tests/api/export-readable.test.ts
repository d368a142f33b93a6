import { describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import { csvLine } from '@/domain/csv-line'
import { api, call, get, tokenFor } from './client'

/** Exports the first 20 orders by order number with the given options; returns the CSV lines. */
async function exportOrders(options: Record<string, unknown>) {
  const admin = await tokenFor('admin')
  const ticket = await call('POST', '/v1/orders/export/tickets', admin, {
    format: 'csv',
    query: { sort: 'orderNo', orderNo: 'OD0000000001,OD0000000002,OD0000000003' },
    columns: [
      { field: 'orderNo', label: 'Order number' },
      { field: 'status', label: '状态', values: { normal: '正常', refunded: '已退款', bogus: 'x' } },
      { field: 'purchaseTime', label: '购买时间' },
    ],
    ...options,
  })
  expect(ticket.status).toBe(200)
  const r = await fetch(`${api()}/v1/orders/export?ticket=${ticket.body.data.ticket}`)
  return (await r.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
}

/** An instant as YYYY-MM-DD HH:mm:ss at a fixed offset in hours. */
const at = (iso: string, offsetHours: number) =>
  new Date(new Date(iso).getTime() + offsetHours * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

describe('exports read like the screen', () => {
  it('write enum labels in the user’s language and times in the console’s zone; raw values on request', async () => {
    const raw = await exportOrders({ raw: true, timeZone: 'Asia/Shanghai' })
    const readable = await exportOrders({ timeZone: 'Asia/Shanghai' })
    expect(raw[0]).toBe(readable[0])
    expect(readable.length).toBe(raw.length)
    expect(raw.length).toBeGreaterThan(1)
    for (let i = 1; i < raw.length; i++) {
      const [no, status, time] = raw[i]!.split(',')
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/)
      const label = ({ normal: '正常', refunded: '已退款' } as Record<string, string>)[status!]
      expect(label).toBeDefined()
      expect(readable[i]).toBe(csvLine([no, label, at(time!, 8)]).trim())
    }
  })

  it('an unknown time zone falls back to UTC; a label for a value the field lacks is ignored', async () => {
    const lines = await exportOrders({ timeZone: 'Mars/Olympus' })
    const raw = await exportOrders({ raw: true })
    for (let i = 1; i < raw.length; i++) expect(lines[i]!.split(',')[2]).toBe(at(raw[i]!.split(',')[2]!, 0))
  })
})

/** The cells of an XLSX export's sheet by reference (A2 …), with their style and value, and its styles. */
async function exportXlsx(query: Record<string, string>, timeZone: string) {
  const admin = await tokenFor('admin')
  const ticket = await call('POST', '/v1/orders/export/tickets', admin, {
    format: 'xlsx',
    query,
    columns: [
      { field: 'orderNo', label: 'Order number' },
      { field: 'purchaseTime', label: '购买时间' },
      { field: 'currency', label: 'Currency' },
      { field: 'actualPayment', label: 'Paid' },
    ],
    timeZone,
  })
  expect(ticket.status).toBe(200)
  const r = await fetch(`${api()}/v1/orders/export?ticket=${ticket.body.data.ticket}`)
  const files = unzipSync(new Uint8Array(await r.arrayBuffer()))
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
  const cells = new Map<string, { style?: string; value: string }>()
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?[^>]*>(.*?)<\/c>/g))
    cells.set(m[1]!, { style: m[2], value: m[3]!.replace(/<[^>]+>/g, '') })
  const styles = strFromU8(files['xl/styles.xml']!)
  const xfs = [...styles.split('<cellXfs')[1]!.matchAll(/<xf numFmtId="(\d+)"/g)].map((m) => Number(m[1]))
  const formats = new Map(
    [...styles.matchAll(/numFmtId="(\d+)" formatCode="([^"]+)"/g)].map((m) => [Number(m[1]), m[2]!]),
  )
  /** The number format of a cell's style: a built-in id or a custom format code. */
  const formatOf = (style?: string) => {
    const id = xfs[Number(style ?? 0)]!
    return formats.get(id) ?? id
  }
  return { sheet, cells, formatOf }
}

/** An instant as a spreadsheet serial on a clock `offsetHours` ahead of UTC. */
const serialAt = (iso: string, offsetHours: number) =>
  (new Date(iso).getTime() + offsetHours * 3600_000) / 86_400_000 + 25_569

describe('XLSX exports (issue 29)', () => {
  it('write times as spreadsheet dates on the user’s clock, amounts as numbers with their currency’s decimals, and column widths', async () => {
    const admin = await tokenFor('admin')
    const orderNo = 'OD0000000001,OD0000000002,OD0000000003'
    const orders = (await get(`/v1/orders?orderNo=${orderNo}&sort=orderNo`, admin)).body.data.items
    const { sheet, cells, formatOf } = await exportXlsx({ sort: 'orderNo', orderNo }, 'Asia/Tokyo')
    expect(sheet).toMatch(/<cols>(<col min="\d+" max="\d+" width="[\d.]+" customWidth="1"\/>){4}<\/cols>/)
    // The order number column is wider than the currency's (the widths follow the content).
    const widths = [...sheet.matchAll(/width="([\d.]+)"/g)].map((m) => Number(m[1]))
    expect(widths[0]).toBeGreaterThan(widths[2]!)
    expect(orders.length).toBe(3)
    orders.forEach((o: Record<string, string | number>, i: number) => {
      const row = i + 2
      expect(cells.get(`A${row}`)?.value).toBe(o.orderNo)
      const time = cells.get(`B${row}`)!
      expect(Number(time.value)).toBeCloseTo(serialAt(String(o.purchaseTime), 9), 5)
      expect(formatOf(time.style)).toBe('yyyy-mm-dd hh:mm:ss')
      const paid = cells.get(`D${row}`)!
      expect(Number(paid.value)).toBe(o.actualPayment)
      expect(formatOf(paid.style)).toBe(o.currency === 'JPY' || o.currency === 'KRW' ? 3 : 4)
    })
  })

  it('a yen amount has no decimals', async () => {
    const { cells, formatOf } = await exportXlsx({ sort: 'orderNo', currency: 'JPY' }, 'UTC')
    const paid = cells.get('D2')!
    expect(cells.get('C2')?.value).toBe('JPY')
    expect(Number.isFinite(Number(paid.value))).toBe(true)
    expect(formatOf(paid.style)).toBe(3) // #,##0
  })
})
