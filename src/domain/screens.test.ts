import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { periodFilter, WORK_QUEUES } from './dashboard'
import { entityByName } from './registry'
import {
  addScreensFor,
  GO_SCREENS,
  hrefOf,
  listHref,
  recordHref,
  SCREENS,
  screenByPath,
  screenFor,
  type Screen,
} from './screens'

const path = (s: Screen | undefined) => s?.path

describe('screen declarations', () => {
  it('name a registry entity, and fixed values that are values of its fields', () => {
    for (const s of SCREENS) {
      const { entity, fixed, kind, view } = s.screen
      if (kind === 'custom') expect(view, s.path).toBeTruthy()
      if (!entity) continue
      const def = entityByName(entity)
      expect(def, s.path).toBeDefined()
      expect(s.resource, s.path).toBe(def?.resource)
      for (const [field, value] of Object.entries(fixed ?? {}))
        expect(def?.fields[field]?.values ?? [], `${s.path} ${field}`).toContain(value)
    }
  })

  it('give each G key to one screen', () => {
    const keys = GO_SCREENS.map((s) => s.goKey)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(expect.arrayContaining(['D', 'O', 'R', 'P', 'S', 'U', 'C']))
  })
})

describe('links between screens', () => {
  it('open a record on the screen of its kind', () => {
    expect(recordHref('orders', { id: 7 })).toBe('/orderCenter/order/detail?id=7')
    expect(recordHref('skus', { id: 3, type: 'bundle' })).toBe('/priceCenter/skuBundleDetail?id=3')
    expect(recordHref('skus', { id: 3, type: 'upgrade' })).toBe('/priceCenter/skuUpgradeDetail?id=3')
    // Refunds have no screen of their own: their list opens them, the list of their order's kind.
    expect(recordHref('refunds', { id: 5, orderSource: 'offline' })).toBe('/orderCenter/orderRefundList?id=5')
    expect(recordHref('refunds', { id: 5, orderSource: 'online' })).toBe('/orderCenter/refunds?id=5')
    expect(recordHref('cartOrders', { id: 9 })).toBe('/orderCenter/cartOrderList?id=9')
    expect(recordHref('platformPaySettings', { id: 2, platform: 'applePay' })).toBe(
      '/orderCenter/platformPayEdit?id=2',
    )
  })

  it('lead a list to its add screens with its fixed values', () => {
    const skuList = screenByPath('/priceCenter/skuList')!
    expect(addScreensFor(skuList).map(path)).toEqual([
      '/priceCenter/skuAdd',
      '/priceCenter/skuBundleAdd',
      '/priceCenter/skuUpgradeAdd',
    ])
    expect(addScreensFor(screenByPath('/orderCenter/applePay')!).map(path)).toEqual([
      '/orderCenter/platformPayAdd',
    ])
    expect(addScreensFor(screenByPath('/orderCenter/orderRefundList')!).map(path)).toEqual([
      '/orderCenter/applyRefund',
    ])
  })

  it('return a record to its own list', () => {
    expect(path(screenFor('platformPaySettings', 'list', { platform: 'applePay' }))).toBe(
      '/orderCenter/applePay',
    )
    expect(path(screenFor('refunds', 'add', { orderSource: 'offline' }))).toBe('/orderCenter/applyRefund')
    expect(path(screenFor('commoditySkus', 'add'))).toBe('/commodityCenter/sku/add')
  })

  it('write search parameters as the router reads them', () => {
    const search = (href: string) => defaultParseSearch(href.slice(href.indexOf('?')))
    expect(search(hrefOf('/x', { id: 5, orderNo: 'OD1', code: '123' }))).toEqual({
      id: 5,
      orderNo: 'OD1',
      code: '123',
    })
    for (const q of WORK_QUEUES) expect(search(listHref(q.entity.name, q.filters)!)).toEqual({ f: q.filters })
    const filters = { ...periodFilter({ from: '2026-11-01', to: '2026-11-21' }), currency: 'EUR' }
    expect((search(listHref('orders', filters)!) as { f?: unknown }).f).toEqual({
      purchaseTime: '2026-11-01..2026-11-21',
      currency: 'EUR',
    })
  })
})
