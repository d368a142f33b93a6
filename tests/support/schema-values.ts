import fc from 'fast-check'

export type Schema = Record<string, any>

/**
 * fast-check arbitraries for values of a JSON Schema (the subset the OpenAPI document uses): `valid` values
 * the schema accepts, `invalid` ones it refuses (a wrong type, a bound crossed, a required member left out,
 * an unknown member, a hostile string). `resolve` follows `$ref`s.
 */
export function schemaValues(resolve: (s: Schema | undefined) => Schema) {
  function valid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(schema)
    if (s.const !== undefined) return fc.constant(s.const)
    if (s.enum) return fc.constantFrom(...(s.enum as unknown[]))
    const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined
    if (branches) return fc.oneof(...branches.map((b) => valid(b, depth + 1)))
    if (s.allOf) return valid(Object.assign({}, ...(s.allOf as Schema[]).map(resolve)), depth)
    const types = (Array.isArray(s.type) ? s.type : [s.type ?? 'string']) as string[]
    return fc.oneof(...types.map((t) => ofType(t, s, depth)))
  }

  function ofType(type: string, s: Schema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null)
      case 'boolean':
        return fc.boolean()
      case 'integer':
        return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, (s.minimum ?? 0) + 1000) })
      case 'number':
        return fc
          .integer({ min: (s.minimum ?? 0) * 100, max: Math.min(s.maximum ?? 10_000, 10_000) * 100 })
          .map((n) => n / 100)
      case 'array':
        if (depth > 3) return fc.constant([])
        return fc.array(valid(s.items, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 2, (s.minItems ?? 0) + 2),
        })
      case 'object':
        return object(s, depth)
      default:
        return string(s)
    }
  }

  function object(s: Schema, depth: number): fc.Arbitrary<unknown> {
    const props = (s.properties ?? {}) as Record<string, Schema>
    const required = new Set((s.required ?? []) as string[])
    if (depth > 3 || !Object.keys(props).length) return fc.constant({})
    const model = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, valid(p, depth + 1)]))
    return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) })
  }

  function string(s: Schema): fc.Arbitrary<string> {
    const min = s.minLength ?? 0
    const max = Math.min(s.maxLength ?? 16, min + 16)
    if (s.format === 'date') return fc.constantFrom('2026-01-31', '2026-11-01', '2027-02-28')
    if (s.format === 'date-time')
      return fc.constantFrom('2026-01-31T10:00:00.000Z', '2026-11-01T00:00:00+08:00', '2027-02-28T23:59:59Z')
    if (s.pattern)
      return fc
        .stringMatching(new RegExp(s.pattern as string))
        .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity) && !v.includes('\0'))
    if (s.format === 'email') return fc.constantFrom('a@example.com', 'first.last@mail.example.org')
    return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' })
  }

  /** A value the schema refuses, when there is one (an empty schema accepts everything). */
  function invalid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(schema)
    const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) as string[]
    const options: fc.Arbitrary<unknown>[] = [hostile]
    if (types.length) options.push(wrongType(types))
    const props = Object.keys((s.properties ?? {}) as object)
    if (types.includes('object') && props.length) {
      const base = object(s, depth) as fc.Arbitrary<Record<string, unknown>>
      if (depth < 2)
        options.push(
          fc
            .tuple(base, fc.constantFrom(...props))
            .chain(([b, k]) =>
              invalid((s.properties as Schema)[k], depth + 1).map((v) => ({ ...b, [k]: v })),
            ),
        )
      if (s.additionalProperties === false) options.push(base.map((b) => ({ ...b, unexpected: 1 })))
      for (const k of (s.required ?? []) as string[])
        options.push(base.map(({ [k]: _drop, ...rest }) => rest))
    }
    if (types.includes('string') && s.maxLength !== undefined)
      options.push(fc.constant('x'.repeat(s.maxLength + 1)))
    if (types.includes('string') && s.format)
      options.push(fc.constantFrom('not a ' + String(s.format), 'a@b-.example.com'))
    if (types.includes('integer') || types.includes('number'))
      options.push(
        fc.constantFrom(
          ...[
            s.minimum !== undefined ? s.minimum - 1 : -1e15,
            s.maximum !== undefined ? s.maximum + 1 : 1e15,
          ],
          ...(types.includes('integer') ? [1.5] : []),
        ),
      )
    return fc.oneof(...options)
  }

  return { valid, invalid }
}

const wrongType = (types: string[]) =>
  fc.constantFrom(
    ...(
      [
        ['string', 'text'],
        ['integer', 7],
        ['number', 7.5],
        ['boolean', true],
        ['object', { a: 1 }],
        ['array', [1, 'x']],
        ['null', null],
      ] as const
    )
      .filter(([t]) => !types.includes(t) && !(t === 'integer' && types.includes('number')))
      .map(([, v]) => v),
  )

/** Strings that have broken parsers before (issue 18's fuzz): NUL, impossible dates, huge numbers, escapes. */
export const hostileString = fc.constantFrom(
  'a\0b',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '1.5..2',
  '..1e400',
  '0x10',
  '-1',
  '99999999999999999999999',
  'NaN',
  '__proto__',
  '%zz',
  '\uD800',
  "'; drop table orders; --",
  'x'.repeat(3000),
  '',
  'a,,b',
  'id:desc,__proto__:asc',
)
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(1e308, -1, 2 ** 53 + 2, 0.1 + 0.2, null, [], {}, [null], { '': 1 }),
)
