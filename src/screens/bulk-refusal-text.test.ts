import { describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { macroStub } from '@/shortcuts/test-support'

vi.mock('@lingui/core/macro', () => macroStub)
const { refusalText } = await import('./bulk-refusal-text')

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('a refused row of a bulk action, in words', () => {
  it("says a broken rule in the console's words, not the server's", () => {
    const text = refusalText(i18n, {
      key: 'PR1',
      reason: 'rules',
      issues: [
        {
          field: 'effectiveFrom',
          message: 'server words',
          rule: 'priceOverlap',
          params: { priceCode: 'PR0' },
        },
      ],
    })
    expect(text).toContain('PR0')
    expect(text).not.toContain('server words')
  })

  it("keeps the server's words for a rule this console does not know yet", () => {
    const text = refusalText(i18n, {
      key: 'PR1',
      reason: 'rules',
      issues: [{ field: 'x', message: 'a newer rule', rule: 'notARuleYet' }],
    })
    expect(text).toContain('a newer rule')
  })
})
