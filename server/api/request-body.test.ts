import { describe, expect, it } from 'vitest'
import { ApiError } from './envelope'
import { parseJsonBody, MAX_JSON_DEPTH } from './request-body'

const refusal = (text: string) => {
  try {
    parseJsonBody(text)
  } catch (e) {
    return e instanceof ApiError ? { status: e.status, issues: e.issues } : { status: -1 }
  }
  return undefined
}

describe('parseJsonBody', () => {
  it('accepts ordinary bodies, brackets inside strings included', () => {
    expect(parseJsonBody('{"a":[1,{"b":"[[[{{{"}],"c":"x\\\\"}')).toEqual({
      a: [1, { b: '[[[{{{' }],
      c: 'x\\',
    })
    expect(parseJsonBody(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeDefined()
  })

  it('refuses nesting deeper than the limit before parsing, however deep', () => {
    expect(refusal(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)?.status).toBe(400)
    expect(refusal('['.repeat(1_000_000))?.issues?.[0]?.message).toMatch(/nested deeper/)
  })

  it('refuses NUL characters in values and keys, and prototype keys, naming where', () => {
    expect(refusal('{"a":{"b":["x","y\\u0000"]}}')?.issues).toEqual([
      { field: 'a.b.1', message: 'must not contain NUL characters' },
    ])
    expect(refusal('{"a\\u0000":1}')?.status).toBe(400)
    expect(refusal('{"__proto__":{"admin":true}}')?.issues?.[0]?.field).toBe('__proto__')
    expect(refusal('[{"constructor":{}}]')?.issues?.[0]?.field).toBe('0.constructor')
    expect(refusal('{"x":{"prototype":1}}')?.status).toBe(400)
  })

  it('refuses malformed JSON with 400', () => {
    expect(refusal('{"a":')?.status).toBe(400)
    expect(refusal('')?.status).toBe(400)
  })
})
