import { describe, expect, it, vi } from 'vitest'
import type { ReferenceOption } from './reference-queries'
import { readReference } from './reference-names'

// No macro transform in node unit tests: descriptors carry the ids the compiled catalogs use (lingui's hash).
vi.mock('@lingui/core/macro', async () => {
  const { createHash } = await import('node:crypto')
  const id = (message: string, context = '') =>
    createHash('sha256').update(`${message}\u001F${context}`).digest('base64').slice(0, 6)
  return {
    msg: (s: TemplateStringsArray | { message: string; context?: string }, ...values: unknown[]) => {
      const message = 'raw' in s ? String.raw(s, ...values.map((v) => `{${String(v)}}`)) : s.message
      return { id: id(message, 'raw' in s ? '' : s.context), message }
    },
  }
})

const option = (id: number, key: string, label: string | null): ReferenceOption => ({ id, key, label })

/** Issue 30: a reference cell may hold a record's key or, where one record has it, its name. */
describe('readReference', () => {
  const byKey = new Map([['LIC001', option(1, 'LIC001', 'Office Pro')]])
  const found = [
    option(1, 'LIC001', 'Office Pro'),
    option(2, 'LIC002', 'Office'),
    option(3, 'LIC003', 'office'),
    option(4, 'LIC004', 'Office Home'),
  ]

  it('reads a key as itself, typed in any case', () => {
    expect(readReference('LIC001', byKey)).toEqual({ key: 'LIC001' })
    expect(readReference('lic001', byKey)).toEqual({ key: 'LIC001' })
  })

  it('reads a unique name as its record’s key, whole names only', () => {
    expect(readReference('Office Pro', new Map(), found)).toEqual({ key: 'LIC001' })
    expect(readReference(' office  home ', new Map(), found)).toEqual({ key: 'LIC004' })
    expect(readReference('Office P', new Map(), found)).toBeUndefined()
  })

  it('names the candidates when several records have the name', () => {
    expect(readReference('OFFICE', new Map(), found)).toEqual({ candidates: ['LIC002', 'LIC003'] })
  })
})
