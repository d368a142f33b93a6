import type { z } from '@/domain/zod'
import { isRuleKey, type RuleKey, type RuleParams } from '@/domain/rule-issues'

/**
 * Why a field's value was refused, in a form the UI can translate. Client validation (the shared zod
 * schemas) and the server's field issues both end up here, so every bad input gets the same message.
 */
export type IssueKind =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'tooSmall'
  | 'tooLarge'
  | 'wholeNumber'
  | 'cents'
  | 'email'
  | 'date'
  | 'datetime'
  | 'option'
  | 'json'
  | 'code'
  | 'duplicate'
  | 'missingReference'
  | 'rule'
  | 'ambiguous'
  | 'invalid'

/** The server's word that a field names records that do not exist (a reference field's missing keys). */
export interface MissingReference {
  /** Registry name of the referenced entity. */
  entity: string
  /** The keys no record has. */
  missing: string[]
}

/**
 * A field issue as the server sends it; a missing reference carries a `reference` member, a business rule's
 * refusal a `rule` (a key of RULE_MESSAGES in src/domain/rule-issues.ts) and the `params` its message names.
 */
export interface ServerIssue {
  field: string
  message: string
  reference?: unknown
  rule?: unknown
  params?: unknown
}

export interface FormIssue {
  field: string
  kind: IssueKind
  /** The bound a length or range issue refers to. */
  limit?: number
  /** The server's own words when nothing better is known. */
  detail?: string
  /** `missingReference`: which entity was named and the keys it does not have. */
  reference?: MissingReference
  /** `rule`: the business rule that refused the value (translated by src/forms/rule-messages.ts). */
  rule?: RuleKey
  /** `rule`: the values the rule's message names (a conflicting price's code, a currency). */
  params?: RuleParams
  /** `ambiguous`: what a pasted word could mean (values of an enum, keys of records of that name). */
  candidates?: readonly string[]
}

/** A rule issue's params, keeping only names with a string or finite number value. */
export function ruleParamsOf(issue: ServerIssue): RuleParams {
  const raw = issue.params
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (e): e is [string, string | number] =>
        typeof e[1] === 'string' || (typeof e[1] === 'number' && Number.isFinite(e[1])),
    ),
  )
}

/** The `reference` member of a server issue, when it is well formed. */
export function missingReferenceOf(issue: ServerIssue): MissingReference | undefined {
  const r = issue.reference as { entity?: unknown; missing?: unknown } | null | undefined
  if (!r || typeof r.entity !== 'string' || !Array.isArray(r.missing)) return undefined
  const missing = r.missing.filter((k): k is string => typeof k === 'string' && k !== '')
  return missing.length ? { entity: r.entity, missing } : undefined
}

type ZodIssue = z.core.$ZodIssue

function kindOf(issue: ZodIssue, value: unknown): Omit<FormIssue, 'field'> {
  // An empty value refused for any reason (type, enum, length) is a missing required value.
  if (value === null || value === undefined) return { kind: 'required' }
  switch (issue.code) {
    case 'invalid_type':
      return { kind: issue.expected === 'int' ? 'wholeNumber' : 'invalid' }
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { kind: 'required' }
          : { kind: 'tooShort', limit: Number(issue.minimum) }
      return { kind: 'tooSmall', limit: Number(issue.minimum) }
    case 'too_big':
      return issue.origin === 'string'
        ? { kind: 'tooLong', limit: Number(issue.maximum) }
        : { kind: 'tooLarge', limit: Number(issue.maximum) }
    case 'invalid_format':
      if (issue.format === 'email') return { kind: 'email' }
      if (issue.format === 'date') return { kind: 'date' }
      if (issue.format === 'datetime') return { kind: 'datetime' }
      if (issue.format === 'regex') return { kind: 'code' }
      return { kind: 'invalid' }
    case 'invalid_value':
      return { kind: 'option' }
    case 'custom':
      if (/decimal/.test(issue.message)) return { kind: 'cents' }
      if (/JSON/.test(issue.message)) return { kind: 'json' }
      return { kind: 'invalid', detail: issue.message }
    default:
      return { kind: 'invalid', detail: issue.message }
  }
}

/** Validates a request body with the shared schema: one issue per field (the first), in field order. */
export function clientIssues(schema: z.ZodType, body: Record<string, unknown>): FormIssue[] {
  const r = schema.safeParse(body)
  if (r.success) return []
  const seen = new Set<string>()
  const out: FormIssue[] = []
  for (const issue of r.error.issues) {
    const fields =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '(body)']
    for (const field of fields) {
      if (seen.has(field)) continue
      seen.add(field)
      out.push({ field, ...kindOf(issue, body[field]) })
    }
  }
  return out
}

/**
 * The server's field issues in the form's terms. Its words are zod's (English), so the same body is checked
 * again here to recover the precise kind; a clash on a unique key reads as a duplicate, a key naming no
 * record as a missing reference (with the keys, so the message can name them), and a business rule's refusal
 * as that rule with its params (an unknown rule keeps the server's words).
 */
export function serverIssues(
  issues: readonly ServerIssue[],
  schema: z.ZodType,
  body: Record<string, unknown>,
): FormIssue[] {
  const local = new Map(clientIssues(schema, body).map((i) => [i.field, i]))
  return issues.map((i) => {
    const reference = missingReferenceOf(i)
    if (reference) return { field: i.field, kind: 'missingReference', reference }
    if (isRuleKey(i.rule)) return { field: i.field, kind: 'rule', rule: i.rule, params: ruleParamsOf(i) }
    if (i.rule !== undefined) return { field: i.field, kind: 'invalid', detail: i.message }
    if (/already exists/.test(i.message)) return { field: i.field, kind: 'duplicate' }
    return local.get(i.field) ?? { field: i.field, kind: 'invalid', detail: i.message }
  })
}
