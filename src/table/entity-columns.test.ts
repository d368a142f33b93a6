import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { barters, refunds } from '@/domain/entities/refunds-barters'
import { entityColumns } from './entity-columns'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const text = (columns: ReturnType<typeof entityColumns>, field: string, row: Record<string, unknown>) =>
  columns.find((c) => c.field === field)!.text({ id: 1, ...row })

describe('money columns', () => {
  it("format an amount in its row's currency", () => {
    const columns = entityColumns(refunds, { labels: {}, currencyField: 'currency' }, i18n)
    expect(text(columns, 'amount', { amount: 1200, currency: 'JPY' })).toBe('¥1,200')
    expect(text(columns, 'amount', { amount: 25.5, currency: 'EUR' })).toBe('€25.50')
  })

  it('show a plain number with cents when the entity has no currency (a barter’s price difference)', () => {
    const columns = entityColumns(barters, { labels: {} }, i18n)
    expect(text(columns, 'priceDifference', { priceDifference: 25.5 })).toBe('25.50')
    expect(text(columns, 'priceDifference', { priceDifference: -1000 })).toBe('-1,000.00')
  })
})
