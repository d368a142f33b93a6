import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from '@/domain/zod'
import { EMAIL_PATTERN, emailSchema } from './email'

const ajv = new Ajv2020()
addFormats(ajv)
/** The document's reading of an address: JSON Schema `format: email`, as ajv-formats checks it. */
const formatEmail = ajv.compile({ type: 'string', format: 'email' })
const accepts = (v: string) => emailSchema().safeParse(v).success

describe('e-mail addresses (issue 29)', () => {
  it('accepts ordinary addresses and refuses host names JSON Schema refuses', () => {
    for (const ok of ['a@example.com', 'first.last+tag@mail.example.co.jp', "o'brien@x-y.example.org"])
      expect(accepts(ok), ok).toBe(true)
    for (const bad of [
      'a@b-.example.com',
      'a@-b.example.com',
      'a@b..com',
      'a.@b.com',
      'a@b.c',
      'a@localhost',
    ])
      expect(accepts(bad), bad).toBe(false)
  })

  it('accepts only what `format: email` accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(EMAIL_PATTERN), (v) => {
        if (v.length <= 254) expect(formatEmail(v), v).toBe(true)
      }),
      { numRuns: 2000, seed: 29 },
    )
  })

  it('is what the document says: format email with the same pattern', () => {
    const doc = z.toJSONSchema(emailSchema()) as { format?: string; pattern?: string; maxLength?: number }
    expect(doc).toMatchObject({ format: 'email', pattern: EMAIL_PATTERN.source, maxLength: 254 })
  })
})
