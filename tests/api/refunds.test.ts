import { describe, expect, it } from 'vitest'
import { REFUND_CODES, VAT_CODES } from '@/domain/refund-apply'
import { api, call, get, tokenFor } from './client'
import { applyBody, freshOrder } from './orders-helpers'

let keySerial = 0
const key = () => `test-${Date.now()}-${keySerial++}`
const apply = async (body: unknown, idempotencyKey = key(), user = 'support') =>
  call('POST', '/v1/refunds/apply', await tokenFor(user), body, { 'Idempotency-Key': idempotencyKey })
const act = async (user: string, id: number, action: string, version: number) =>
  call('POST', `/v1/refunds/${id}/${action}`, await tokenFor(user), { version }, { 'Idempotency-Key': key() })

describe('refund apply codes', () => {
  it('230401: unknown order', async () => {
    const r = await apply(applyBody({ orderNo: 'OD9999999999', currency: 'USD', actualPayment: 10 }))
    expect(r.status).toBe(422)
    expect(r.body.code).toBe(REFUND_CODES.orderNotFound)
  })

  it('230014: order already refunded', async () => {
    const admin = await tokenFor('admin')
    const refunded = (await get('/v1/orders?status=refunded&limit=1', admin)).body.data.items[0]
    expect((await apply(applyBody(refunded))).body.code).toBe(REFUND_CODES.alreadyRefunded)
  })

  it('230013: currency differs from the order', async () => {
    const order = await freshOrder()
    const other = order.currency === 'USD' ? 'EUR' : 'USD'
    expect((await apply(applyBody(order, { currency: other }))).body.code).toBe(REFUND_CODES.currencyMismatch)
  })

  it('230407: keeping the authorization is only for tax refunds', async () => {
    const order = await freshOrder()
    const r = await apply(applyBody(order, { method: 'keepAuthorization', reasonType: 'other' }))
    expect(r.body.code).toBe(REFUND_CODES.keepAuthorizationOnlyForTax)
    const tax = await apply(applyBody(order, { method: 'keepAuthorization', reasonType: 'tax' }))
    expect(tax.body.code).toBe(0)
  })

  it('230012: more than the refundable amount, or a full refund that is not the remainder', async () => {
    const order = await freshOrder()
    const over = await apply(applyBody(order, { amount: order.actualPayment + 1 }))
    expect(over.body.code).toBe(REFUND_CODES.amountExceedsRefundable)
    expect(over.body.data.issues[0].field).toBe('amount')
    const fullButLess = await apply(applyBody(order, { type: 'full', amount: 0.5 }))
    expect(fullButLess.body.code).toBe(REFUND_CODES.amountExceedsRefundable)
  })

  it('230020: another refund for the order is still pending', async () => {
    const order = await freshOrder()
    expect((await apply(applyBody(order))).body.code).toBe(0)
    expect((await apply(applyBody(order))).body.code).toBe(REFUND_CODES.pendingRefundExists)
  })

  it('230022: an idempotency key reused for a different request', async () => {
    const [a, b] = [await freshOrder(), await freshOrder()]
    const k = key()
    expect((await apply(applyBody(a), k)).body.code).toBe(0)
    expect((await apply(applyBody(b), k)).body.code).toBe(REFUND_CODES.idempotencyKeyReused)
  })

  it('applies to an offline order by its offline order number (orderRefundList, applyRefund)', async () => {
    const admin = await tokenFor('admin')
    const offline = (await get('/v1/offlineOrders?limit=1&sort=offlineOrderNo:desc', admin)).body.data
      .items[0]
    const r = await apply(
      applyBody({ orderNo: offline.offlineOrderNo, currency: offline.orderCurrency, actualPayment: 0.01 }),
    )
    expect(r.body.code, r.body.msg).toBe(0)
    expect(r.body.data.orderNo).toBe(offline.offlineOrderNo)
    expect(r.body.data.orderSource).toBe('offline')
    const listed = await get(`/v1/refunds?orderSource=offline&orderNo=${offline.offlineOrderNo}`, admin)
    expect(listed.body.data.items.map((x: { id: number }) => x.id)).toEqual([r.body.data.id])
    const online = await apply(applyBody(await freshOrder()))
    expect(online.body.data.orderSource).toBe('online')
  })

  it('requires an Idempotency-Key and validates the body', async () => {
    const r = await call(
      'POST',
      '/v1/refunds/apply',
      await tokenFor('support'),
      applyBody(await freshOrder()),
    )
    expect(r.status).toBe(400)
    expect(r.body.data.issues[0].field).toBe('Idempotency-Key')
    const bad = await apply({ orderNo: 'x', amount: -1, extra: true })
    expect(bad.status).toBe(400)
    expect(bad.body.data.issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['amount', 'extra', 'currency']),
    )
  })
})

describe('refund idempotency', () => {
  it('a retry with the same key returns the first refund and creates no second one', async () => {
    const order = await freshOrder()
    const k = key()
    const [first, second] = [await apply(applyBody(order), k), await apply(applyBody(order), k)]
    expect(first.body.code).toBe(0)
    expect(second.body).toEqual(first.body)
    const concurrent = await Promise.all([1, 2, 3].map(() => apply(applyBody(order), k)))
    for (const r of concurrent) expect(r.body.data.id).toBe(first.body.data.id)
    const list = await get(`/v1/refunds?orderNo=${order.orderNo}`, await tokenFor('admin'))
    expect(list.body.data.total).toBe(1)
  })
})

describe('refund workflow', () => {
  it('runs apply (admin) → csApprove (support) → approve → refund → submit → succeed (finance), marks the order refunded, audits each step', async () => {
    const order = await freshOrder()
    const applied = await apply(
      applyBody(order, { type: 'full', amount: order.actualPayment }),
      key(),
      'admin',
    )
    expect(applied.body.data.status).toBe('awaitingCsReview')
    let r = applied.body.data
    const steps: [string, string, string][] = [
      ['support', 'csApprove', 'pendingFinancialReview'],
      ['finance', 'approve', 'approved'],
      ['finance', 'refund', 'refundCreation'],
      ['finance', 'submit', 'autoRefundProcessing'],
      ['finance', 'succeed', 'refunded'],
    ]
    for (const [user, action, status] of steps) {
      const res = await call(
        'POST',
        `/v1/refunds/${r.id}/${action}`,
        await tokenFor(user),
        { version: r.version },
        { 'Idempotency-Key': key() },
      )
      expect(res.body.code, `${action}: ${res.body.msg}`).toBe(0)
      expect(res.body.data.status).toBe(status)
      r = res.body.data
    }
    // Each step keeps who took it and when.
    expect(r).toMatchObject({ csReviewer: 'support', financialReviewer: 'finance', payoutBy: 'finance' })
    const times = [r.appliedAt, r.csReviewTime, r.financialReviewTime, r.payoutTime].map((t) => Date.parse(t))
    expect(times.every(Number.isFinite)).toBe(true)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(r).not.toHaveProperty('reviewer')
    const admin = await tokenFor('admin')
    expect((await get(`/v1/orders/${order.id}`, admin)).body.data.status).toBe('refunded')
    const audit = await get(`/v1/refunds/${r.id}/audit`, admin)
    expect(audit.body.data.map((a: { action: string }) => a.action)).toEqual([
      'apply',
      'csApprove',
      'approve',
      'refund',
      'submit',
      'succeed',
    ])
    expect(audit.body.data[1].before.status).toBe('awaitingCsReview')
    expect(audit.body.data[1].after.status).toBe('pendingFinancialReview')
    const orderAudit = await get(`/v1/orders/${order.id}/audit`, admin)
    expect(orderAudit.body.data.at(-1).action).toBe('refunded')
  })

  it('refuses transitions the table does not allow (409), stale versions (409) and missing permissions (403)', async () => {
    const r = (await apply(applyBody(await freshOrder()))).body.data
    expect((await act('finance', r.id, 'approve', r.version)).status).toBe(409)
    expect((await act('finance', r.id, 'csApprove', r.version)).status).toBe(403)
    expect((await act('support', r.id, 'approve', r.version)).status).toBe(403)
    expect((await act('support', r.id, 'csApprove', r.version + 5)).status).toBe(409)
    const cancelled = await act('support', r.id, 'cancel', r.version)
    expect(cancelled.body.data.status).toBe('closed')
    expect((await act('support', r.id, 'cancel', cancelled.body.data.version)).status).toBe(409)
  })

  it('rejects and closes; a closed refund frees the order for a new application', async () => {
    const order = await freshOrder()
    const r = (await apply(applyBody(order), key(), 'admin')).body.data
    const rejected = await act('support', r.id, 'csReject', r.version)
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      csReviewer: 'support',
      financialReviewer: null,
    })
    const closed = await act('finance', rejected.body.data.id, 'close', rejected.body.data.version)
    expect(closed.body.data.status).toBe('closed')
    expect((await apply(applyBody(order))).body.code).toBe(0)
  })
})

describe('separation of duties', () => {
  it('the financial review is refused to who did the customer-service review of that refund', async () => {
    const r = (await apply(applyBody(await freshOrder()))).body.data
    const reviewed = (await act('admin', r.id, 'csApprove', r.version)).body.data
    expect(reviewed).toMatchObject({ csReviewer: 'admin', financialReviewer: null })
    for (const step of ['approve', 'reject']) {
      const own = await act('admin', r.id, step, reviewed.version)
      expect(own.status).toBe(400)
      expect(own.body.data.issues[0]).toMatchObject({ field: 'csReviewer', rule: 'sameRefundReviewer' })
    }
    const unchanged = (await get(`/v1/refunds/${r.id}`, await tokenFor('admin'))).body.data
    expect(unchanged).toMatchObject({ status: 'pendingFinancialReview', version: reviewed.version })
    // Another person may: finance approves, and the customer-service reviewer stays on the refund.
    const approved = await act('finance', r.id, 'approve', reviewed.version)
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      csReviewer: 'admin',
      csReviewTime: reviewed.csReviewTime,
      financialReviewer: 'finance',
    })
  })

  it('the applicant reviews nothing of their own refund (issue 29: support applied, then CS-approved)', async () => {
    const own = (await apply(applyBody(await freshOrder()))).body.data
    expect(own.applicant).toBe('support')
    for (const step of ['csApprove', 'csReject']) {
      const r = await act('support', own.id, step, own.version)
      expect(r.status, step).toBe(400)
      expect(r.body.data.issues[0]).toMatchObject({ field: 'applicant', rule: 'ownRefund' })
    }
    // An admin's own refund: another does the customer-service review, and the admin is refused the
    // financial review at the next step too; paying out is not a review.
    const r = (await apply(applyBody(await freshOrder()), key(), 'admin')).body.data
    expect((await act('admin', r.id, 'csApprove', r.version)).body.data.issues[0].rule).toBe('ownRefund')
    const reviewed = (await act('support', r.id, 'csApprove', r.version)).body.data
    for (const step of ['approve', 'reject']) {
      const refused = await act('admin', r.id, step, reviewed.version)
      expect(refused.status, step).toBe(400)
      expect(refused.body.data.issues[0]).toMatchObject({ field: 'applicant', rule: 'ownRefund' })
    }
    const approved = (await act('finance', r.id, 'approve', reviewed.version)).body.data
    const paid = await act('admin', r.id, 'refund', approved.version)
    expect(paid.body.data).toMatchObject({
      status: 'refundCreation',
      applicant: 'admin',
      csReviewer: 'support',
      financialReviewer: 'finance',
      payoutBy: 'admin',
    })
  })

  it('each step’s reviewer is a filter of the list and a column of the export', async () => {
    const order = await freshOrder()
    const r = (await apply(applyBody(order), key(), 'admin')).body.data
    const reviewed = (await act('support', r.id, 'csApprove', r.version)).body.data
    await act('finance', r.id, 'reject', reviewed.version)
    const admin = await tokenFor('admin')
    const ids = async (filters: string) =>
      (await get(`/v1/refunds?orderNo=${order.orderNo}&${filters}`, admin)).body.data.items.map(
        (x: { id: number }) => x.id,
      )
    expect(await ids('csReviewer=support&financialReviewer=finance')).toEqual([r.id])
    expect(await ids('csReviewer=finance')).toEqual([])
    expect(await ids('financialReviewer=support')).toEqual([])
    expect(await ids('payoutBy=finance')).toEqual([])
    expect((await get('/v1/refunds?reviewer=finance', admin)).status).toBe(400)

    const columns = ['refundNo', 'csReviewer', 'csReviewTime', 'financialReviewer', 'payoutBy']
    const ticket = await call('POST', '/v1/refunds/export/tickets', admin, {
      format: 'csv',
      raw: true,
      query: { orderNo: order.orderNo },
      columns: columns.map((field) => ({ field, label: field })),
    })
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200)
    const csv = await (await fetch(`${api()}/v1/refunds/export?ticket=${ticket.body.data.ticket}`)).text()
    const [head, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(head).toBe(columns.join(','))
    const [refundNo, csReviewer, csReviewTime, financialReviewer, payoutBy] = row!.split(',')
    expect([refundNo, csReviewer, financialReviewer, payoutBy]).toEqual([
      r.refundNo,
      'support',
      'finance',
      '',
    ])
    expect(Date.parse(csReviewTime!)).toBe(Date.parse(reviewed.csReviewTime))
  })

  it("the steps are separate grants: support's customer-service review, finance's financial review", async () => {
    const r = (await apply(applyBody(await freshOrder()), key(), 'admin')).body.data
    expect((await act('finance', r.id, 'csReject', r.version)).status).toBe(403)
    const reviewed = (await act('support', r.id, 'csApprove', r.version)).body.data
    expect((await act('support', r.id, 'reject', reviewed.version)).status).toBe(403)
    const rejected = await act('finance', r.id, 'reject', reviewed.version)
    expect(rejected.body.data.status).toBe('refundReviewRejected')
    expect((await act('support', r.id, 'close', rejected.body.data.version)).status).toBe(403)
    expect((await act('finance', r.id, 'close', rejected.body.data.version)).body.data.status).toBe('closed')
  })
})

describe('vat-no-verify', () => {
  const vat = async (body: unknown) =>
    call('POST', '/v1/refunds/vat-no-verify', await tokenFor('support'), body)

  it('240101: a tax ID in the wrong format for the order country', async () => {
    const order = await freshOrder('country=DE')
    const r = await vat({ orderNo: order.orderNo, taxId: '12' })
    expect(r.body.code).toBe(VAT_CODES.invalidTaxId)
    const good = await vat({ orderNo: order.orderNo, taxId: 'de 123456789' })
    expect(good.body.code).toBe(0)
    expect(good.body.data.taxId).toBe('DE123456789')
    expect(good.body.data.refundableTax).toBe(order.tax)
  })

  it('140011: the order carried no tax; 230401: unknown order', async () => {
    const order = await freshOrder('country=US')
    expect((await vat({ orderNo: order.orderNo, taxId: 'US-12345' })).body.code).toBe(VAT_CODES.noTaxCharged)
    expect((await vat({ orderNo: 'OD9999999999', taxId: 'US-12345' })).body.code).toBe(
      REFUND_CODES.orderNotFound,
    )
  })
})
