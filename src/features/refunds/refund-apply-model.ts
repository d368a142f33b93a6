import {
  CURRENCIES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from '@/domain/enums'
import { refundApplySchema, type RefundApplyInput } from '@/domain/refund-apply'
import { validate } from '@/domain/schemas'

/** What the apply form holds while the user types: strings, so nothing typed is ever lost or coerced. */
export interface RefundDraft {
  orderNo: string
  type: (typeof REFUND_TYPES)[number]
  amount: string
  currency: (typeof CURRENCIES)[number] | ''
  method: (typeof REFUND_METHODS)[number]
  reasonType: (typeof REFUND_REASON_TYPES)[number] | ''
  description: string
  issueCategory: (typeof REFUND_ISSUE_CATEGORIES)[number] | ''
  ticketId: string
  taxId: string
}

export type DraftField = keyof RefundDraft

export const emptyDraft = (orderNo = ''): RefundDraft => ({
  orderNo,
  type: 'full',
  amount: '',
  currency: '',
  method: 'invalidateAuthorization',
  reasonType: '',
  description: '',
  issueCategory: '',
  ticketId: '',
  taxId: '',
})

/** What can still be refunded on an order: the paid amount minus refunds that still hold money. */
export interface Refundable {
  currency: string
  remaining: number
}

export function refundableOf(actualPayment: number, liveRefundAmounts: readonly number[]): number {
  const live = liveRefundAmounts.reduce((a, b) => a + b, 0)
  return Math.max(0, Math.round((actualPayment - live) * 100) / 100)
}

/** The draft as the apply body: empty optional fields left out, the amount parsed (unparseable stays NaN). */
export function toApplyBody(d: RefundDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    orderNo: d.orderNo.trim(),
    type: d.type,
    currency: d.currency || undefined,
    method: d.method,
    reasonType: d.reasonType || undefined,
    amount: d.amount.trim() === '' ? undefined : Number(d.amount.trim().replace(/,/g, '')),
  }
  for (const k of ['description', 'issueCategory', 'ticketId', 'taxId'] as const) {
    const v = d[k].trim()
    if (v) body[k] = v
  }
  return body
}

/**
 * Why a field is wrong, as a reason code the form translates. The shared schema (the server's own) decides
 * shape; the business rules the server answers with codes are checked here too, so the user learns early.
 */
export type FieldProblem =
  | 'required'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountTooHigh'
  | 'amountNotRemainder'
  | 'keepOnlyForTax'
  | 'currencyMismatch'
  | 'tooLong'

export type DraftProblems = Partial<Record<DraftField, FieldProblem>>

export function checkDraft(
  d: RefundDraft,
  refundable?: Refundable,
): { ok: true; body: RefundApplyInput } | { ok: false; problems: DraftProblems } {
  const problems: DraftProblems = {}
  const parsed = validate(refundApplySchema, toApplyBody(d))
  if (!parsed.ok)
    for (const issue of parsed.issues) {
      const f = issue.field as DraftField
      if (problems[f]) continue
      if (f === 'amount') problems.amount = d.amount.trim() === '' ? 'amountRequired' : 'amountInvalid'
      else if (d[f] !== undefined && String(d[f]).trim() !== '') problems[f] = 'tooLong'
      else problems[f] = 'required'
    }
  const amount = Number(d.amount)
  if (!problems.amount && refundable && Number.isFinite(amount)) {
    if (amount > refundable.remaining + 0.001) problems.amount = 'amountTooHigh'
    else if (d.type === 'full' && Math.abs(amount - refundable.remaining) > 0.001)
      problems.amount = 'amountNotRemainder'
  }
  if (refundable && d.currency && d.currency !== refundable.currency) problems.currency = 'currencyMismatch'
  if (d.method === 'keepAuthorization' && d.reasonType && d.reasonType !== 'tax')
    problems.method = 'keepOnlyForTax'
  if (!parsed.ok || Object.keys(problems).length) return { ok: false, problems }
  return { ok: true, body: parsed.value }
}

/**
 * The draft after the user picks a type: a full refund is always the whole remainder; switching to partial
 * empties the amount the full refund filled in, so the user states the partial amount.
 */
export function withType(d: RefundDraft, type: RefundDraft['type'], refundable?: Refundable): RefundDraft {
  if (type === 'full') return { ...d, type, amount: refundable ? refundable.remaining.toFixed(2) : d.amount }
  return { ...d, type, amount: d.type === 'full' ? '' : d.amount }
}

/** Whether the user has typed anything worth guarding on leave. */
export function isDirty(d: RefundDraft, initial: RefundDraft): boolean {
  return (
    (Object.keys(initial) as DraftField[]).some(
      (k) => k !== 'amount' && k !== 'currency' && d[k] !== initial[k],
    ) ||
    (d.type === 'partial' && d.amount !== '')
  )
}

/**
 * One Idempotency-Key per distinct request: a retry of the same body (a lost answer) reuses the key, so it
 * cannot apply twice; a changed body gets a fresh key (the server refuses a reused key with code 230022).
 */
export function keyFor(
  previous: { key: string; body: string } | undefined,
  body: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): { key: string; body: string } {
  const json = JSON.stringify(body)
  return previous && previous.body === json ? previous : { key: newKey(), body: json }
}
