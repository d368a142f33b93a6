import {
  barterEditSchema,
  barterInputSchema,
  barterRuleIssues,
  isBarterRuleKey,
  type BarterInput,
  type BarterRuleKey,
} from '@/domain/barter-rules'
import { validate } from '@/domain/schemas'
import { missingReferenceOf, type MissingReference, type ServerIssue } from '@/forms/form-issues'

/** What the barter form edits: text as typed, the amount as a number (null while empty). */
export interface BarterFormValues {
  orderNo: string
  replacementItem: string
  exchangeType: string
  reason: string
  newItem: string
  handlingMethod: string
  billingStartDate: string
  priceDifference: number | null
}
export type BarterField = keyof BarterFormValues

export const BARTER_FORM_FIELDS: readonly BarterField[] = [
  'orderNo',
  'replacementItem',
  'exchangeType',
  'reason',
  'newItem',
  'handlingMethod',
  'billingStartDate',
  'priceDifference',
]

export const emptyBarter = (orderNo = ''): BarterFormValues => ({
  orderNo,
  replacementItem: '',
  exchangeType: '',
  reason: '',
  newItem: '',
  handlingMethod: '',
  billingStartDate: '',
  priceDifference: null,
})

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** A stored barter as form values (the edit mode's starting point). */
export function barterToValues(row: Record<string, unknown>): BarterFormValues {
  const diff = row.priceDifference
  return {
    orderNo: text(row.orderNo),
    replacementItem: text(row.replacementItem),
    exchangeType: text(row.exchangeType),
    reason: text(row.reason),
    newItem: text(row.newItem),
    handlingMethod: text(row.handlingMethod),
    billingStartDate: text(row.billingStartDate).slice(0, 10),
    priceDifference: diff === null || diff === undefined || diff === '' ? null : Number(diff),
  }
}

const orNull = (v: string) => v.trim() || null

/** The apply body: trimmed text, empty fields as null (the shared rules then name what is missing). */
export function toBarterInput(v: BarterFormValues): BarterInput {
  return {
    orderNo: v.orderNo.trim(),
    replacementItem: orNull(v.replacementItem),
    exchangeType: (orNull(v.exchangeType) as BarterInput['exchangeType']) ?? null,
    reason: orNull(v.reason),
    newItem: orNull(v.newItem),
    handlingMethod: (orNull(v.handlingMethod) as BarterInput['handlingMethod']) ?? null,
    billingStartDate: orNull(v.billingStartDate),
    priceDifference: v.priceDifference === null || Number.isNaN(v.priceDifference) ? null : v.priceDifference,
  }
}

/** The edit body: the same fields without the order, at the version the user started from. */
export function toBarterEdit(v: BarterFormValues, version: number) {
  const { orderNo: _orderNo, ...changes } = toBarterInput(v)
  return { ...changes, version }
}

/**
 * Why a field is wrong: one of the spec's eight rules or an exchange rule, a missing order, an item code that
 * names no SKU (the server's missing reference), or a value the schema refuses.
 */
export type FieldProblem =
  | { kind: 'rule'; key: BarterRuleKey }
  | { kind: 'orderMissing' }
  | { kind: 'orderNotFound' }
  | { kind: 'missingReference'; reference: MissingReference }
  | { kind: 'invalid'; detail: string }

export type Problems = Partial<Record<BarterField, FieldProblem>>

const isFormField = (f: string): f is BarterField => (BARTER_FORM_FIELDS as readonly string[]).includes(f)

/** Field issues (from the shared schema and rules, or from the server) as at most one problem per field. */
export function issuesToProblems(issues: readonly ServerIssue[]): Problems {
  const problems: Problems = {}
  for (const issue of issues) {
    const { field, message } = issue
    if (!isFormField(field) || problems[field]) continue
    const reference = missingReferenceOf(issue)
    problems[field] = reference
      ? { kind: 'missingReference', reference }
      : isBarterRuleKey(message)
        ? { kind: 'rule', key: message }
        : { kind: 'invalid', detail: message }
  }
  return problems
}

/**
 * Client-side check with the server's own code: the body schema for types and lengths, then the eight barter
 * rules. In apply mode the order number must be given too.
 */
export function barterProblems(v: BarterFormValues, mode: 'apply' | 'edit'): Problems {
  const input = toBarterInput(v)
  const shape =
    mode === 'apply' ? validate(barterInputSchema, input) : validate(barterEditSchema, toBarterEdit(v, 1))
  const problems = issuesToProblems([...(shape.ok ? [] : shape.issues), ...barterRuleIssues(input)])
  if (mode === 'apply' && !input.orderNo) problems.orderNo = { kind: 'orderMissing' }
  return problems
}

/** The first field with a problem, in the form's order (where focus goes after a failed submit). */
export const firstProblemField = (p: Problems) => BARTER_FORM_FIELDS.find((f) => p[f])

export const isDirty = (v: BarterFormValues, initial: BarterFormValues) =>
  BARTER_FORM_FIELDS.some((f) => v[f] !== initial[f])

/** Only a pending barter can still be edited (the server refuses the others with 409). */
export const isBarterEditable = (row: Record<string, unknown>) => row.status === 'pending'
