import type { Context } from 'hono'
import { badRequest } from './envelope'

/** Deepest nesting of arrays and objects a JSON body may have (the deepest real body has 3). */
export const MAX_JSON_DEPTH = 32
/** Keys that mean something to JavaScript objects and never name a field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * The JSON body, or a 400 naming the body when it is missing, not JSON, nested deeper than MAX_JSON_DEPTH
 * (checked on the text, before parsing), or holding a NUL character or a prototype key anywhere. Every JSON
 * body the API reads comes through here, so nothing below it sees such input.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  // The media type itself, not a substring: `text/plain; charset=application/json` is a form a browser sends
  // cross-site without a preflight, and must not pass for JSON.
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type))
    throw badRequest('expected a JSON body', [
      { field: '(body)', message: 'content-type must be application/json' },
    ])
  return parseJsonBody(await c.req.text())
}

/** The checks of readJsonBody on a body already read as text. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badRequest('body nested too deeply', [
      { field: '(body)', message: `nested deeper than ${MAX_JSON_DEPTH} levels` },
    ])
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('malformed JSON', [{ field: '(body)', message: 'not valid JSON' }])
  }
  const bad = hostileAt(value, '')
  if (bad) throw badRequest('invalid body', [bad])
  return value
}

/** The deepest bracket nesting in JSON text, ignoring brackets inside strings. */
function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92 /* \ */) i++
      else if (ch === 34 /* " */) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 || ch === 123 /* [ { */) max = Math.max(max, ++depth)
    else if (ch === 93 || ch === 125 /* ] } */) depth--
  }
  return max
}

/** The first NUL character or prototype key in a parsed body (the depth is already bounded). */
function hostileAt(v: unknown, path: string): { field: string; message: string } | undefined {
  const field = path || '(body)'
  if (typeof v === 'string')
    return v.includes('\0') ? { field, message: 'must not contain NUL characters' } : undefined
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = hostileAt(v[i], path ? `${path}.${i}` : String(i))
      if (bad) return bad
    }
    return undefined
  }
  if (v && typeof v === 'object')
    for (const [k, item] of Object.entries(v)) {
      const at = path ? `${path}.${k}` : k
      if (PROTOTYPE_KEYS.has(k) || k.includes('\0')) return { field: at, message: 'not an allowed key' }
      const bad = hostileAt(item, at)
      if (bad) return bad
    }
  return undefined
}

/** True when a string anywhere in `values` holds a NUL character (form fields, query parameters). */
export const hasNul = (...values: (string | undefined)[]) => values.some((v) => v?.includes('\0'))
