import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { barters, refunds } from '@/domain/entities/refunds-barters'
import { ABBREVIATE_BELOW, entityColumns, ID_WIDTH } from './entity-columns'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { commodityCoupons } from '@/domain/entities/commodity-center'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const text = (columns: ReturnType<typeof entityColumns>, field: string, row: Record<string, unknown>) =>
  columns.find((c) => c.field === field)!.text({ id: 1, ...row })

describe('money columns', () => {
  it("format an amount in its row's currency", () => {
    const columns = entityColumns(refunds, { labels: {} }, i18n)
    expect(text(columns, 'amount', { amount: 1200, currency: 'JPY' })).toBe('¥1,200')
    expect(text(columns, 'amount', { amount: 25.5, currency: 'EUR' })).toBe('€25.50')
  })

  it('show a plain number with cents when the entity has no currency (a barter’s price difference)', () => {
    const columns = entityColumns(barters, { labels: {} }, i18n)
    expect(text(columns, 'priceDifference', { priceDifference: 25.5 })).toBe('25.50')
    expect(text(columns, 'priceDifference', { priceDifference: -1000 })).toBe('-1,000.00')
  })
})

describe('percentages in money columns', () => {
  const coupon = () =>
    entityColumns(commodityCoupons, { labels: {} }, i18n).find((c) => c.field === 'discountValue')!
  it('show a percent discount as a percentage, never in a currency, at any width', () => {
    const percent = { id: 1, discountType: 'percent', discountValue: 15, currency: null }
    expect(coupon().text(percent)).toBe('15 %')
    expect(coupon().render!(percent, ABBREVIATE_BELOW - 10)).toBe('15 %')
    expect(coupon().text({ id: 2, discountType: 'amount', discountValue: 3.99, currency: 'GBP' })).toBe(
      '£3.99',
    )
  })
  it('read the field that tells them apart', () => {
    expect(coupon().needs).toEqual(['currency', 'discountType'])
  })
})

describe('one rule per amount column', () => {
  const rows = [
    { id: 1, amount: 60_800, currency: 'KRW' },
    { id: 2, amount: 12.59, currency: 'CAD' },
  ]
  const amount = () => entityColumns(refunds, { labels: {} }, i18n).find((c) => c.field === 'amount')!
  it('a narrow column shows every amount compactly, small ones too', () => {
    expect(rows.map((r) => amount().render!(r, ABBREVIATE_BELOW - 10))).toEqual(['60.8k KRW', '12.59 CAD'])
  })
  it('a column at its default width shows every amount in full', () => {
    const col = amount()
    expect(col.width).toBeGreaterThanOrEqual(ABBREVIATE_BELOW)
    expect(rows.map((r) => col.render!(r, col.width))).toEqual(['₩60,800', 'CA$12.59'])
  })
})

describe('identifier columns', () => {
  it('open wide enough for a whole id (a contract id is not cut off)', () => {
    const columns = entityColumns(offlineOrders, { labels: {} }, i18n)
    expect(columns.find((c) => c.field === 'contractId')!.width).toBe(ID_WIDTH)
    expect(columns.find((c) => c.field === 'invoiceNumber')!.width).toBe(ID_WIDTH)
  })
})
