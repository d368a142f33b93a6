import { describe, expect, it } from 'vitest'
import { entityByName } from '@/domain/registry'
import { screenByPath } from '@/domain/screens'
import { presetsOf, screenSearch } from './screen-props'

const screen = (path: string) => screenByPath(path)!

describe('screenSearch', () => {
  it('reads a record id, and drops anything that is not one', () => {
    expect(screenSearch(screen('/orderCenter/customerDetail'), { id: '7' })).toEqual({ id: 7 })
    for (const id of ['0', '-1', '1.5', 'x', '1e3x'])
      expect(screenSearch(screen('/orderCenter/customerDetail'), { id })).toEqual({})
  })

  it('keeps a list view', () => {
    expect(
      screenSearch(screen('/orderCenter/orders'), {
        q: 'anna',
        f: { status: 'refunded' },
        sort: '-purchaseTime',
      }),
    ).toEqual({
      q: 'anna',
      f: { status: 'refunded' },
      sort: '-purchaseTime',
    })
  })

  it("gives add screens their address's field values, trimmed and bounded; other screens none", () => {
    const apply = screen('/orderCenter/refund/apply')
    expect(screenSearch(apply, { orderNo: ' OD1 ' })).toEqual({ orderNo: 'OD1' })
    expect(screenSearch(apply, { orderNo: 'x'.repeat(201), __proto__x: 'a', 'a.b': 'c' })).toEqual({})
    expect(screenSearch(apply, { sort: 'x'.repeat(201) })).toEqual({})
    expect(screenSearch(screen('/orderCenter/customerEdit'), { email: 'a@b.c' })).toEqual({})
  })

  it('starts an add screen with its fixed values and the writable fields of its address, each within its length', () => {
    const apply = screen('/orderCenter/refund/apply')
    const refunds = entityByName('refunds')!
    const search = screenSearch(apply, { orderNo: 'OD1', refundNo: 'RF1', orderSource: 'offline' })
    expect(presetsOf(apply, search, refunds)).toEqual({ orderNo: 'OD1', orderSource: 'online' })
    const tooLong = screenSearch(apply, { orderNo: 'x'.repeat(41) })
    expect(presetsOf(apply, tooLong, refunds)).toEqual({ orderSource: 'online' })
    const add = screen('/orderCenter/platformPayAdd')
    const settings = entityByName('platformPaySettings')!
    expect(presetsOf(add, screenSearch(add, { platform: 'applePay' }), settings)).toEqual({
      platform: 'applePay',
    })
    const bundle = screen('/priceCenter/skuBundleAdd')
    const skus = entityByName('skus')!
    expect(presetsOf(bundle, screenSearch(bundle, { type: 'regular' }), skus)).toEqual({ type: 'bundle' })
  })
})
