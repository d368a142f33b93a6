/**
 * What changed inside a JSON field (a purchase page's settings), for the history: each leaf that differs, by
 * its path, with its old and new value. Undefined when either side is something other than a JSON object
 * (or empty), so the history shows the field as it shows any other.
 */
export interface JsonChange {
  path: string[]
  before: unknown
  after: unknown
}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function parse(v: unknown): Json | undefined {
  if (v === null || v === undefined || v === '') return {}
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(v)
    return isObject(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

function diff(before: Json, after: Json, path: string[], out: JsonChange[]) {
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    const [b, a] = [before[key], after[key]]
    if (isObject(b) || isObject(a)) diff(isObject(b) ? b : {}, isObject(a) ? a : {}, [...path, key], out)
    else if (JSON.stringify(b ?? null) !== JSON.stringify(a ?? null))
      out.push({ path: [...path, key], before: b, after: a })
  }
}

export function jsonChanges(before: unknown, after: unknown): JsonChange[] | undefined {
  const [b, a] = [parse(before), parse(after)]
  if (!b || !a || (!Object.keys(b).length && !Object.keys(a).length)) return undefined
  const out: JsonChange[] = []
  diff(b, a, [], out)
  return out
}
