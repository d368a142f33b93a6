import { describe, expect, it } from 'vitest'
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

  it('gives add screens presets of their writable fields, trimmed and bounded by the field', () => {
    const apply = screen('/orderCenter/refund/apply')
    expect(screenSearch(apply, { orderNo: ' OD1 ' })).toEqual({ orderNo: 'OD1' })
    expect(screenSearch(apply, { orderNo: 'x'.repeat(41) })).toEqual({})
    expect(screenSearch(apply, { refundNo: 'RF1', orderSource: 'offline' })).toEqual({})
    expect(screenSearch(screen('/orderCenter/customerEdit'), { email: 'a@b.c' })).toEqual({})
  })

  it('starts an add screen with its fixed values and its presets', () => {
    const add = screen('/orderCenter/platformPayAdd')
    expect(presetsOf(add, screenSearch(add, { platform: 'applePay' }))).toEqual({ platform: 'applePay' })
    const bundle = screen('/priceCenter/skuBundleAdd')
    expect(presetsOf(bundle, screenSearch(bundle, {}))).toEqual({ type: 'bundle' })
  })
})
