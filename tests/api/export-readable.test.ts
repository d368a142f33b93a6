import { describe, expect, it } from 'vitest'
import { csvLine } from '@/domain/csv-line'
import { api, call, tokenFor } from './client'

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
