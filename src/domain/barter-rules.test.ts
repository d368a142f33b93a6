import { describe, expect, it } from 'vitest'
import { newItemConditions, newItemIssue, type ExchangeSku } from './barter-rules'

const sku = (skuCode: string, o: Partial<ExchangeSku> = {}): ExchangeSku => ({
  skuCode,
  productName: 'Mind Mapper',
  type: 'regular',
  upgradeFromSku: null,
  status: 'active',
  ...o,
})
const annual = sku('SKU00000')
const lifetime = sku('SKU00001')
const upgrade = sku('SKU00003', { type: 'upgrade', upgradeFromSku: 'SKU00000' })
const otherProduct = sku('SKU00004', { productName: 'PDF Editor' })
const otherUpgrade = sku('SKU00007', { type: 'upgrade', upgradeFromSku: 'SKU00004' })

describe('barter exchange types (issue 29)', () => {
  it('same product: another SKU of the replacement item’s product', () => {
    expect(newItemIssue('sameProduct', annual, lifetime)).toBeUndefined()
    expect(newItemIssue('sameProduct', annual, otherProduct)?.message).toBe('sameProductOnly')
    expect(newItemIssue('sameProduct', annual, annual)?.message).toBe('newItemSameAsReplacement')
  })

  it('different product: a SKU of another product', () => {
    expect(newItemIssue('differentProduct', annual, otherProduct)).toBeUndefined()
    expect(newItemIssue('differentProduct', annual, lifetime)?.message).toBe('differentProductOnly')
  })

  it('upgrade: the upgrade SKU whose path starts at the replacement item', () => {
    expect(newItemIssue('upgrade', annual, upgrade)).toBeUndefined()
    expect(newItemIssue('upgrade', annual, otherUpgrade)?.message).toBe('upgradeOnly')
    expect(newItemIssue('upgrade', annual, lifetime)?.message).toBe('upgradeOnly')
    // A regular SKU that names an upgrade path (cleared on save, but never trusted) is no upgrade.
    expect(newItemIssue('upgrade', annual, sku('SKU00009', { upgradeFromSku: 'SKU00000' }))?.message).toBe(
      'upgradeOnly',
    )
  })

  it('downgrade: from an upgrade SKU back to the SKU it upgrades from', () => {
    expect(newItemIssue('downgrade', upgrade, annual)).toBeUndefined()
    expect(newItemIssue('downgrade', upgrade, lifetime)?.message).toBe('downgradeOnly')
    expect(newItemIssue('downgrade', annual, lifetime)?.message).toBe('downgradeOnly')
  })

  it('any new item is active; without a replacement item only that is known', () => {
    const retired = sku('SKU00005', { productName: 'PDF Editor', status: 'inactive' })
    expect(newItemIssue('differentProduct', annual, retired)?.message).toBe('newItemNotActive')
    expect(newItemIssue('differentProduct', annual, { ...otherProduct, status: 'draft' })?.message).toBe(
      'newItemNotActive',
    )
    expect(newItemConditions('upgrade', null)).toEqual([
      { field: 'status', value: 'active', message: 'newItemNotActive' },
    ])
    expect(newItemConditions(null, annual).map((c) => c.message)).toEqual([
      'newItemNotActive',
      'newItemSameAsReplacement',
    ])
  })

  it('a null on either side never meets a condition, as in SQL', () => {
    const unnamed = sku('SKU00010', { productName: null })
    expect(newItemIssue('differentProduct', annual, unnamed)?.message).toBe('differentProductOnly')
    expect(newItemIssue('sameProduct', unnamed, lifetime)?.message).toBe('sameProductOnly')
  })
})
