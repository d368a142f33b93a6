import { describe, expect, it } from 'vitest'
import { readXlsx } from '@/domain/xlsx/xlsx-reader'
import { IMPORT_ROW_MESSAGES } from '@/domain/imports'
import { api, call, get, tokenFor } from './client'

const validOffline = (n: number) => ({
  accountName: `Import Co ${n}`,
  contractId: `CT-IMP-${n}`,
  licensedMail: `imp${n}@example.com`,
  orderType: 'SMB',
  productName: 'Office Suite',
  orderCurrency: 'USD',
  orderAmount: 120.5,
  paymentDate: '2024-05-01',
})

describe('XLSX export', () => {
  it('streams a valid workbook of exactly the filtered rows, header first', async () => {
    const admin = await tokenFor('admin')
    const list = await get('/v1/orders?currency=EUR&limit=1', admin)
    const total = list.body.data.total as number
    expect(total).toBeGreaterThan(0)
    const ticket = await call('POST', '/v1/orders/export/tickets', admin, {
      format: 'xlsx',
      query: { currency: 'EUR', sort: 'orderNo' },
      columns: [
        { field: 'orderNo', label: 'Order number' },
        { field: 'currency', label: 'Currency' },
        { field: 'actualPayment', label: 'Actual payment' },
      ],
    })
    expect(ticket.status).toBe(200)
    const r = await fetch(`${api()}/v1/orders/export?ticket=${ticket.body.data.ticket}`)
    expect(r.headers.get('content-type')).toContain('spreadsheetml')
    expect(r.headers.get('content-disposition')).toMatch(/\.xlsx"/)
    const rows = readXlsx(new Uint8Array(await r.arrayBuffer()))
    expect(rows[0]).toEqual(['Order number', 'Currency', 'Actual payment'])
    expect(rows.length - 1).toBe(total)
    expect(rows.slice(1).every((row) => row[1] === 'EUR')).toBe(true)
    expect(typeof rows[1]![2]).toBe('number')
    const sorted = rows.slice(1).map((row) => String(row[0]))
    expect(sorted).toEqual([...sorted].sort())
    // The ticket is single-use.
    const again = await fetch(`${api()}/v1/orders/export?ticket=${ticket.body.data.ticket}`)
    expect(again.status).toBe(404)
    const progress = await get(`/v1/orders/export/progress/${ticket.body.data.id}`, admin)
    expect(progress.body.data).toMatchObject({ done: true, rows: total, total })
  })

  it('caps pending tickets per user (429), so one user cannot block the others', async () => {
    // operator and pricing: users no other test exports as (a held ticket lives a minute).
    const operator = await tokenFor('operator')
    const buy = (token: string, entity: string) =>
      call('POST', `/v1/${entity}/export/tickets`, token, { format: 'csv', query: {}, columns: [] })
    for (let i = 0; i < 20; i++) expect((await buy(operator, 'spus')).status).toBe(200)
    const refused = await buy(operator, 'spus')
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toContain('per user')
    expect((await buy(await tokenFor('pricing'), 'licenses')).status).toBe(200)
  })

  it('refuses an unknown format', async () => {
    const admin = await tokenFor('admin')
    const r = await call('POST', '/v1/orders/export/tickets', admin, { format: 'pdf' })
    expect(r.status).toBe(400)
  })
})

describe('offline order import', () => {
  it('refuses a file with an invalid row, naming row and field, and writes nothing', async () => {
    const admin = await tokenFor('admin')
    const before = (await get('/v1/offlineOrders?limit=1', admin)).body.data.total as number
    const r = await call('POST', '/v1/offlineOrders/import', admin, {
      rows: [validOffline(1), { ...validOffline(2), licensedMail: 'not-an-email', orderType: 'nope' }],
    })
    expect(r.status).toBe(400)
    const fields = (r.body.data.issues as { field: string }[]).map((i) => i.field).sort()
    expect(fields).toEqual(['rows.1.licensedMail', 'rows.1.orderType'])
    expect((await get('/v1/offlineOrders?limit=1', admin)).body.data.total).toBe(before)
  })

  it('checks without writing on a dry run, then imports', async () => {
    const admin = await tokenFor('admin')
    const before = (await get('/v1/offlineOrders?limit=1', admin)).body.data.total as number
    const rows = [validOffline(3), validOffline(4)]
    const dry = await call('POST', '/v1/offlineOrders/import', admin, { rows, dryRun: true })
    expect(dry.body.data).toMatchObject({ valid: 2, imported: 0 })
    expect((await get('/v1/offlineOrders?limit=1', admin)).body.data.total).toBe(before)
    const done = await call('POST', '/v1/offlineOrders/import', admin, { rows })
    expect(done.body.data.imported).toBe(2)
    const found = await get('/v1/offlineOrders?contractId=CT-IMP-3,CT-IMP-4', admin)
    expect(found.body.data.total).toBe(2)
    expect(found.body.data.items[0]).toMatchObject({ reviewStatus: 'toBeReviewed', recorder: 'admin' })
  })

  it('is refused without the import permission', async () => {
    const viewer = await tokenFor('viewer')
    const r = await call('POST', '/v1/offlineOrders/import', viewer, { rows: [validOffline(5)] })
    expect(r.status).toBe(403)
  })
})

describe('agent order completion import', () => {
  it('completes pending agent orders in one batch; unknown or repeated orders are refused per row', async () => {
    const admin = await tokenFor('admin')
    const pending = await get('/v1/agentOrders?status=pending&limit=2', admin)
    const [a, b] = pending.body.data.items as { agentOrderNo: string; agentPlatform: string }[]
    const platform = a!.agentPlatform
    const other = b!.agentPlatform === platform ? b! : undefined
    // The orders the agent orders became: seeded orders (an order that does not exist is refused).
    const [o1, o2, o3, o4] = ['OD0000000011', 'OD0000000012', 'OD0000000013', 'OD0000000014']
    const rows = [
      { agentOrderNo: a!.agentOrderNo, orderNo: o1 },
      { agentOrderNo: 'NO-SUCH-AGENT-ORDER', orderNo: o2 },
      { agentOrderNo: a!.agentOrderNo, orderNo: o3 },
    ]
    const completion = (more: object) =>
      call('POST', '/v1/agentOrderImports/import', admin, {
        agentPlatform: platform,
        fileName: 'completion.csv',
        ...more,
      })
    // Shape errors first: no stored record is looked at.
    const bad = await completion({ rows: [...rows, { agentOrderNo: 'X', orderNo: '' }] })
    expect(bad.status).toBe(400)
    expect(bad.body.data.issues.map((i: { field: string }) => i.field)).toEqual(['rows.3.orderNo'])
    const bad2 = await completion({ rows })
    expect(bad2.body.data.issues).toEqual([
      { field: 'rows.1.agentOrderNo', message: IMPORT_ROW_MESSAGES.notFound },
      { field: 'rows.2.agentOrderNo', message: IMPORT_ROW_MESSAGES.duplicate },
    ])
    const unknownOrder = await completion({
      rows: [{ agentOrderNo: a!.agentOrderNo, orderNo: 'OD9999999999' }],
    })
    expect(unknownOrder.status).toBe(400)
    expect(unknownOrder.body.data.issues).toEqual([
      {
        field: 'rows.0.orderNo',
        message: 'unknown orders: OD9999999999',
        reference: { entity: 'orders', missing: ['OD9999999999'] },
      },
    ])
    const ok = await completion({
      rows: [{ agentOrderNo: a!.agentOrderNo, orderNo: o1, agencyCommission: 12.5 }],
    })
    expect(ok.status).toBe(200)
    const batch = await get(`/v1/agentOrderImports/${ok.body.data.id}`, admin)
    expect(batch.body.data).toMatchObject({ rowCount: 1, completedCount: 1, status: 'succeeded' })
    const done = await get(`/v1/agentOrders?agentOrderNo=${a!.agentOrderNo}`, admin)
    expect(done.body.data.items[0]).toMatchObject({
      status: 'completed',
      orderNo: o1,
      agencyCommission: 12.5,
    })
    const twice = await completion({ rows: [rows[0]] })
    expect(twice.body.data.issues[0].message).toBe(IMPORT_ROW_MESSAGES.notPending)
    if (other) {
      const appended = await completion({
        batchNo: ok.body.data.batchNo,
        rows: [{ agentOrderNo: other.agentOrderNo, orderNo: o4 }],
      })
      expect(appended.body.data.batchNo).toBe(ok.body.data.batchNo)
    }
  })
})
