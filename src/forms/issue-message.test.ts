import { describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'

// Lingui macros are compiled by the Vite plugin, which unit tests do not run: descriptors of plain text here.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray | { message: string }, ...values: unknown[]) => {
    const text = 'raw' in strings ? String.raw({ raw: strings }, ...values.map(String)) : strings.message
    return { id: text, message: text }
  },
}))

const { issueMessage, missingReferenceMessage } = await import('./issue-message')

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('missing reference messages', () => {
  it('name the referenced entity and the code', () => {
    expect(
      issueMessage(i18n, {
        field: 'newItem',
        kind: 'missingReference',
        reference: { entity: 'skus', missing: ['NOSUCHSKU'] },
      }),
    ).toBe('No SKU with code NOSUCHSKU.')
  })

  it('name every missing code of a many-valued field', () => {
    expect(missingReferenceMessage(i18n, { entity: 'licenses', missing: ['L1', 'L2'] })).toBe(
      'No license with codes L1, L2.',
    )
  })

  it('call an entity without a noun a record', () => {
    expect(missingReferenceMessage(i18n, { entity: 'somethingNew', missing: ['X'] })).toBe(
      'No record with code X.',
    )
  })
})
