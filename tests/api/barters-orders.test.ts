import { describe, expect, it } from 'vitest'
import { BARTER_MESSAGES } from '@/domain/barter-rules'
import { RESEND_INVOICE_MESSAGE } from '@/domain/order-actions'
import { call, get, tokenFor } from './client'
import { applyBarter, barterBody, freshOrder } from './orders-helpers'
import { sampleBody, allEntities } from './samples'

describe('barter rules', () => {
  it('names each missing field with its own message key (seven rules when everything is missing)', async () => {
    const { orderNo } = await freshOrder()
    const r = await applyBarter({ orderNo, reason: '   ' })
    expect(r.status).toBe(400)
    expect(r.body.data.issues).toEqual([
      { field: 'replacementItem', message: 'selectReplacementItem' },
      { field: 'exchangeType', message: 'selectReplacementType' },
      { field: 'reason', message: 'provideReason' },
      { field: 'newItem', message: 'selectNewItem' },
      { field: 'handlingMethod', message: 'selectHandlingMethod' },
      { field: 'billingStartDate', message: 'selectBillingStartDate' },
      { field: 'priceDifference', message: 'fillPriceDifference' },
    ])
  })

  it('the eighth rule: the price difference cannot be zero', async () => {
    const { orderNo } = await freshOrder()
    const r = await applyBarter(barterBody(orderNo, { priceDifference: 0 }))
    expect(r.body.data.issues).toEqual([{ field: 'priceDifference', message: 'priceDifferenceNotZero' }])
    expect(Object.keys(BARTER_MESSAGES)).toHaveLength(8)
  })

  it('applies once per idempotency key, edits at the current version, refuses stale edits and zero differences', async () => {
    const { orderNo } = await freshOrder()
    const barterKey = `barter-${Date.now()}`
    const first = await applyBarter(barterBody(orderNo), barterKey)
    expect(first.body.code).toBe(0)
    expect(first.body.data.status).toBe('pending')
    expect((await applyBarter(barterBody(orderNo), barterKey)).body.data.id).toBe(first.body.data.id)
    const support = await tokenFor('support')
    const edit = (body: unknown) => call('PUT', `/v1/barters/${first.body.data.id}/edit`, support, body)
    const edited = await edit({ version: 1, priceDifference: -15.5 })
    expect(edited.body.data.priceDifference).toBe(-15.5)
    expect((await edit({ version: 1, priceDifference: 3 })).status).toBe(409)
    const zero = await edit({ version: 2, priceDifference: 0 })
    expect(zero.body.data.issues[0].message).toBe('priceDifferenceNotZero')
    expect((await applyBarter(barterBody('OD9999999999'))).body.code).toBe(230015)
  })

  it('approve → complete, or reject: each step by its grant, the applicant never reviewing their own, audited', async () => {
    const step = async (user: string, id: number, action: string, version: number) =>
      call('POST', `/v1/barters/${id}/${action}`, await tokenFor(user), { version })
    const applied = (await applyBarter(barterBody((await freshOrder()).orderNo))).body.data
    expect(applied.applicant).toBe('support')
    expect((await step('support', applied.id, 'approve', applied.version)).status).toBe(403)
    expect((await step('viewer', applied.id, 'approve', applied.version)).status).toBe(403)
    expect((await step('support', applied.id, 'complete', applied.version)).status).toBe(409)
    const approved = await step('finance', applied.id, 'approve', applied.version)
    expect(approved.body.data.status).toBe('approved')
    expect((await step('finance', applied.id, 'complete', approved.body.data.version)).status).toBe(403)
    const support = await tokenFor('support')
    const late = await call('PUT', `/v1/barters/${applied.id}/edit`, support, {
      version: approved.body.data.version,
      priceDifference: 3,
    })
    expect(late.status).toBe(409)
    const done = await step('support', applied.id, 'complete', approved.body.data.version)
    expect(done.body.data.status).toBe('completed')
    expect((await step('finance', applied.id, 'reject', done.body.data.version)).status).toBe(409)
    const audit = await get(`/v1/barters/${applied.id}/audit`, await tokenFor('admin'))
    expect(audit.body.data.map((a: { action: string }) => a.action)).toEqual(['apply', 'approve', 'complete'])
    expect(audit.body.data[1]).toMatchObject({ actor: 'finance', before: { status: 'pending' } })

    // An admin who applied cannot approve or reject that barter; finance rejects it.
    const own = (await applyBarter(barterBody((await freshOrder()).orderNo), undefined, 'admin')).body.data
    for (const action of ['approve', 'reject']) {
      const r = await step('admin', own.id, action, own.version)
      expect(r.status).toBe(400)
      expect(r.body.data.issues[0]).toMatchObject({ field: 'applicant', rule: 'ownBarter' })
    }
    expect((await step('finance', own.id, 'reject', own.version)).body.data.status).toBe('rejected')
  })

  it('finance may not apply for barters', async () => {
    const { orderNo } = await freshOrder()
    expect((await applyBarter(barterBody(orderNo), 'k', 'finance')).status).toBe(403)
  })
})

describe('barter exchange types (issue 29)', () => {
  // The seeded catalog (seed-catalog.ts), all active: SKU00000 and SKU00001 (annual, lifetime) and SKU00003
  // (the upgrade from SKU00000) of one product; SKU00004 of another, and SKU00007 its upgrade.
  type Issue = { field: string; message: string }
  const outcome = async (orderNo: string, extra: Record<string, unknown>) => {
    const r = await applyBarter(barterBody(orderNo, extra))
    return r.status === 200 ? 'accepted' : (r.body.data.issues as Issue[])
  }
  const refusedWith = (message: string) => [{ field: 'newItem', message }]
  const exchange = (
    exchangeType: string,
    replacementItem: string,
    newItem: string,
    priceDifference = 20,
  ) => ({
    exchangeType,
    replacementItem,
    newItem,
    priceDifference,
  })

  it("same product: another SKU of the replacement item's product", async () => {
    const { orderNo } = await freshOrder()
    expect(await outcome(orderNo, exchange('sameProduct', 'SKU00000', 'SKU00001'))).toBe('accepted')
    expect(await outcome(orderNo, exchange('sameProduct', 'SKU00000', 'SKU00004'))).toEqual(
      refusedWith('sameProductOnly'),
    )
    expect(await outcome(orderNo, exchange('sameProduct', 'SKU00000', 'SKU00000'))).toEqual(
      refusedWith('newItemSameAsReplacement'),
    )
  })

  it('different product: a SKU of another product', async () => {
    const { orderNo } = await freshOrder()
    expect(await outcome(orderNo, exchange('differentProduct', 'SKU00000', 'SKU00004'))).toBe('accepted')
    expect(await outcome(orderNo, exchange('differentProduct', 'SKU00000', 'SKU00001'))).toEqual(
      refusedWith('differentProductOnly'),
    )
  })

  it('upgrade: along an existing upgrade path, from the replacement item', async () => {
    const { orderNo } = await freshOrder()
    expect(await outcome(orderNo, exchange('upgrade', 'SKU00000', 'SKU00003'))).toBe('accepted')
    for (const other of ['SKU00007', 'SKU00001'])
      expect(await outcome(orderNo, exchange('upgrade', 'SKU00000', other)), other).toEqual(
        refusedWith('upgradeOnly'),
      )
  })

  it('downgrade: from an upgrade SKU back to the SKU it upgrades from', async () => {
    const { orderNo } = await freshOrder()
    expect(await outcome(orderNo, exchange('downgrade', 'SKU00003', 'SKU00000', -20))).toBe('accepted')
    expect(await outcome(orderNo, exchange('downgrade', 'SKU00003', 'SKU00001', -20))).toEqual(
      refusedWith('downgradeOnly'),
    )
    expect(await outcome(orderNo, exchange('downgrade', 'SKU00001', 'SKU00000', -20))).toEqual(
      refusedWith('downgradeOnly'),
    )
  })

  it('never a SKU that is not active; an edit changing the type or an item is checked again', async () => {
    const admin = await tokenFor('admin')
    const { orderNo } = await freshOrder()
    const retired = (await get('/v1/skus?status=inactive&limit=50', admin)).body.data.items.find(
      (x: { productName: string }) => x.productName !== 'PDF Editor Pro',
    )
    expect(retired).toBeDefined()
    expect(await outcome(orderNo, exchange('differentProduct', 'SKU00000', retired.skuCode))).toEqual(
      refusedWith('newItemNotActive'),
    )
    const applied = (await applyBarter(barterBody(orderNo))).body.data
    const edit = async (body: Record<string, unknown>) =>
      call('PUT', `/v1/barters/${applied.id}/edit`, await tokenFor('support'), { version: 1, ...body })
    const wrongType = await edit({ exchangeType: 'differentProduct' })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.data.issues).toEqual(refusedWith('differentProductOnly'))
    const fixed = await edit({ exchangeType: 'differentProduct', newItem: 'SKU00004' })
    expect(fixed.body.data).toMatchObject({ exchangeType: 'differentProduct', newItem: 'SKU00004' })
  })

  it('the new-item picker offers only the active SKUs the type allows beside the replacement item', async () => {
    const support = await tokenFor('support')
    const admin = await tokenFor('admin')
    const offered = async (query: string, token = support) => {
      const r = await get(`/v1/barters/new-item-options?${query}`, token)
      expect(r.status, query).toBe(200)
      return r.body.data.map((o: { key: string }) => o.key) as string[]
    }
    const records = async (codes: string[]) =>
      (await get(`/v1/skus?skuCode=${codes.join(',')}&limit=50`, admin)).body.data.items as {
        skuCode: string
        productName: string
        status: string
      }[]
    expect(await offered('replacementItem=SKU00000&exchangeType=upgrade')).toEqual(['SKU00003'])
    expect(await offered('replacementItem=SKU00003&exchangeType=downgrade')).toEqual(['SKU00000'])
    expect(await offered('replacementItem=SKU00001&exchangeType=downgrade')).toEqual([])
    expect(await offered('replacementItem=NOSUCHSKU&exchangeType=sameProduct')).toEqual([])

    const same = await offered('replacementItem=SKU00000&exchangeType=sameProduct&limit=50')
    expect(same).toContain('SKU00001')
    expect(same).not.toContain('SKU00000')
    for (const r of await records(same))
      expect(r).toMatchObject({ productName: 'PDF Editor Pro', status: 'active' })
    const other = await offered('replacementItem=SKU00000&exchangeType=differentProduct&limit=50')
    expect(other).toContain('SKU00004')
    for (const r of await records(other)) {
      expect(r.productName).not.toBe('PDF Editor Pro')
      expect(r.status).toBe('active')
    }
    // Typing narrows further, by code prefix or name; a SKU that is not active is never offered.
    const typed = await offered('replacementItem=SKU00000&exchangeType=differentProduct&q=SKU0000')
    expect(typed).toEqual(expect.arrayContaining(['SKU00004', 'SKU00007']))
    expect(typed.every((k) => k.startsWith('SKU0000'))).toBe(true)
    expect(await offered('q=SKU00002')).toEqual([]) // a draft
    expect(await offered('q=SKU00001')).toEqual(['SKU00001'])

    // Whoever applies for or edits barters; bad parameters are 400.
    expect((await get('/v1/barters/new-item-options', await tokenFor('finance'))).status).toBe(403)
    expect((await get('/v1/barters/new-item-options', await tokenFor('viewer'))).status).toBe(403)
    expect((await get('/v1/barters/new-item-options')).status).toBe(401)
    for (const q of ['exchangeType=bogus', 'limit=0', 'limit=51', 'extra=1', `q=${'x'.repeat(101)}`])
      expect((await get(`/v1/barters/new-item-options?${q}`, support)).status, q).toBe(400)
  })
})

describe('resend invoice', () => {
  it('needs a valid receiving email, then records the resend in the order audit', async () => {
    const order = await freshOrder()
    const support = await tokenFor('support')
    const bad = await call('POST', `/v1/orders/${order.id}/resend-invoice`, support, {
      email: 'not-an-email',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.issues).toEqual([{ field: 'email', message: RESEND_INVOICE_MESSAGE }])
    const okay = await call('POST', `/v1/orders/${order.id}/resend-invoice`, support, {
      email: 'billing@example.com',
    })
    expect(okay.body.data.sentTo).toBe('billing@example.com')
    const audit = await get(`/v1/orders/${order.id}/audit`, await tokenFor('admin'))
    expect(audit.body.data.at(-1)).toMatchObject({ action: 'resendInvoice', actor: 'support' })
    expect(
      (
        await call('POST', `/v1/orders/${order.id}/resend-invoice`, await tokenFor('finance'), {
          email: 'a@b.co',
        })
      ).status,
    ).toBe(403)
  })
})

describe('offline orders', () => {
  const offline = allEntities.find((e) => e.name === 'offlineOrders')
  it('are created awaiting review, reviewed once by someone else than who recorded them, and imported all-or-nothing', async () => {
    if (!offline) throw new Error('offlineOrders missing')
    const admin = await tokenFor('admin')
    const created = await call('POST', '/v1/offlineOrders', admin, sampleBody(offline))
    expect(created.body.data.recorder).toBe('admin')
    expect(created.body.data.reviewStatus).toBe('toBeReviewed')
    const finance = await tokenFor('finance')
    const review = (version: number, decision: string, token = finance) =>
      call('POST', `/v1/offlineOrders/${created.body.data.id}/review`, token, { version, decision })
    for (const decision of ['passed', 'rejected']) {
      const own = await review(1, decision, admin)
      expect(own.status).toBe(400)
      expect(own.body.data.issues[0]).toMatchObject({ field: 'recorder', rule: 'ownOfflineOrder' })
    }
    expect((await review(1, 'passed', await tokenFor('support'))).status).toBe(403)
    const passed = await review(1, 'passed')
    expect(passed.body.data.reviewStatus).toBe('passed')
    expect((await review(2, 'rejected')).status).toBe(409)
    expect((await review(2, 'maybe')).status).toBe(400)

    const rows = [sampleBody(offline), sampleBody(offline)]
    const imported = await call('POST', '/v1/offlineOrders/import', admin, { rows })
    expect(imported.body.data.imported).toBe(2)
    const before = (await get('/v1/offlineOrders?limit=1', admin)).body.data.total
    const bad = await call('POST', '/v1/offlineOrders/import', admin, {
      rows: [sampleBody(offline), { ...sampleBody(offline), orderAmount: -5 }],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.issues[0].field).toBe('rows.1.orderAmount')
    expect((await get('/v1/offlineOrders?limit=1', admin)).body.data.total).toBe(before)
  })
})

describe('write-only secrets', () => {
  it('are accepted but never returned by platform pay settings, nor kept in the audit', async () => {
    const admin = await tokenFor('admin')
    const body = {
      settingCode: `GP-${Date.now()}`,
      platform: 'googlePlay',
      appName: 'PDF Editor',
      packageName: 'com.example.pdf',
      serviceAccountKey: '{"private_key":"TOPSECRET"}',
      sharedSecret: 'TOPSECRET2',
    }
    const created = await call('POST', '/v1/platformPaySettings', admin, body)
    expect(JSON.stringify(created.body)).not.toContain('TOPSECRET')
    const listed = await get(`/v1/platformPaySettings?settingCode=${body.settingCode}`, admin)
    expect(JSON.stringify(listed.body)).not.toContain('TOPSECRET')
    const audit = await get(`/v1/platformPaySettings/${created.body.data.id}/audit`, admin)
    expect(JSON.stringify(audit.body)).not.toContain('TOPSECRET')
  })
})
