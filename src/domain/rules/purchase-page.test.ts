import { describe, expect, it } from 'vitest'
import { readPurchasePage, writePurchasePage } from '../purchase-page'
import { contrastRatio, purchasePageIssues, ratioText, textWidth } from './purchase-page'

describe('purchase page rules', () => {
  it('measures CJK and full-width characters as two cells', () => {
    expect(textWidth('Buy now')).toBe(7)
    expect(textWidth('立即购买')).toBe(8)
    expect(textWidth('今すぐアップグレード')).toBe(20)
    expect(textWidth('人気No.1')).toBe(8)
  })

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0958D9', '#FFFFFF')).toBeGreaterThan(4.5)
    // Ant Design's default blue with white text is just under AA.
    expect(contrastRatio('#1677FF', '#FFFFFF')).toBeLessThan(4.5)
    expect(ratioText(4.4999)).toBe('4.49')
  })

  it('accepts the seeded colour pairs', () => {
    for (const [a, b] of [
      ['#0958D9', '#FFFFFF'],
      ['#237804', '#FFFFFF'],
      ['#C41D7F', '#FFFFFF'],
      ['#D4380D', '#FFFFFF'],
      ['#531DAB', '#FFFFFF'],
      ['#FADB14', '#1F1F1F'],
    ])
      expect(contrastRatio(a!, b!)).toBeGreaterThanOrEqual(4.5)
  })

  it('refuses long texts, a highlight off the page, bad colours and low contrast, by field', () => {
    const issues = purchasePageIssues('pc', ['SKU00001', 'SKU00002'], {
      title: { ja: 'あ'.repeat(21) },
      buttonText: { en: 'x'.repeat(20) },
      highlightSku: 'SKU00009',
      accentColor: '#1677FF',
      buttonTextColor: '#FFFFFF',
    })
    expect(issues).toEqual([
      { field: 'pcPageSettings.title.ja', rule: 'pageTextTooLong', params: { width: 42, max: 40 } },
      { field: 'pcPageSettings.highlightSku', rule: 'highlightNotOnPage', params: { sku: 'SKU00009' } },
      { field: 'pcPageSettings.accentColor', rule: 'lowContrast', params: { ratio: '4.10', min: 4.5 } },
    ])
    expect(purchasePageIssues('mobile', [], { accentColor: 'blue' })).toEqual([
      { field: 'mobilePageSettings.accentColor', rule: 'colorFormat' },
    ])
    expect(purchasePageIssues('mobile', 'ABCDEFG'.split(''), {})[0]).toMatchObject({
      field: 'mobileSkuCards',
      rule: 'pageCardLimit',
    })
  })

  it('reads any stored value with defaults and writes only what is set', () => {
    expect(readPurchasePage('not json').accentColor).toBe('#0958D9')
    const page = readPurchasePage('{"title":{"en":"Hi"},"highlightSku":"SKU00001"}')
    expect(page.title).toEqual({ zh: '', en: 'Hi', ja: '' })
    expect(JSON.parse(writePurchasePage(page))).toEqual({
      title: { en: 'Hi' },
      subtitle: {},
      buttonText: {},
      badge: {},
      highlightSku: 'SKU00001',
      accentColor: '#0958D9',
      buttonTextColor: '#FFFFFF',
    })
  })
})
