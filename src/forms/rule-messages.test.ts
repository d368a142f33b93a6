import { describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'

// Lingui macros are compiled by the Vite plugin, which unit tests do not run: descriptors of plain text here.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray | { message: string }, ...values: unknown[]) => {
    const text = 'raw' in strings ? String.raw({ raw: strings }, ...values.map(String)) : strings.message
    return { id: text, message: text }
  },
}))

const { RULE_MESSAGES, ruleMessage } = await import('@/domain/rule-issues')
const { ruleIssueMessage } = await import('./rule-messages')
const { issueMessage } = await import('./issue-message')

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

/** Params for every placeholder a rule's English message names. */
const paramsOf = (text: string) =>
  Object.fromEntries(
    [...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, m[1] === 'digits' ? 2 : `X-${m[1]}`]),
  )

describe('rule messages', () => {
  it.each(Object.entries(RULE_MESSAGES))('%s says what the server says, with its params', (rule, text) => {
    const params = paramsOf(text)
    expect(ruleIssueMessage(i18n, rule as keyof typeof RULE_MESSAGES, params)).toBe(
      `${ruleMessage({ rule: rule as keyof typeof RULE_MESSAGES, params })}.`,
    )
  })

  it('names the conflicting price', () => {
    expect(ruleIssueMessage(i18n, 'priceOverlap', { priceCode: 'PR-00042' })).toBe(
      'Price PR-00042 is already active for this SKU, currency and country in that period.',
    )
  })

  it('says whole numbers for a currency without minor unit', () => {
    expect(ruleIssueMessage(i18n, 'minorUnit', { currency: 'JPY', digits: 0 })).toBe(
      'JPY amounts are whole numbers (no decimal places).',
    )
  })

  it('a missing param reads as an ellipsis, not as a placeholder', () => {
    expect(ruleIssueMessage(i18n, 'usedOverLimit', { used: 12 })).toBe(
      'Used 12 times, more than the limit of ….',
    )
  })

  it('is what a form shows for a rule issue', () => {
    expect(
      issueMessage(i18n, {
        field: 'bundleItems',
        kind: 'rule',
        rule: 'bundleItemNotRegular',
        params: { sku: 'S1' },
      }),
    ).toBe('SKU S1 is not a regular SKU, so it cannot be in a bundle.')
  })
})
