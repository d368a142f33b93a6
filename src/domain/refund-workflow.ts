/**
 * Refund statuses (spec section 4) with stable codes, and the transitions between them. The spec lists
 * "approved" twice; we read both as the one status reached by financial approval.
 *
 *   apply ─▶ awaitingCsReview ─csApprove─▶ pendingFinancialReview ─approve─▶ approved ─refund─▶ refundCreation
 *                 │ csReject                   │ reject                                         │ submit
 *                 ▼                            ▼                                                ▼
 *              rejected               refundReviewRejected            autoRefundProcessing ─succeed─▶ refunded
 *                                                                            │ fail
 *                                                                            ▼
 *                          platformRefundFailed ─manual─▶ manualRefundProcessing ─complete─▶ completed
 *   cancel: awaitingCsReview | pendingFinancialReview ─▶ closed
 *   close:  rejected | refundReviewRejected | platformRefundFailed ─▶ closed
 */
export const REFUND_STATUSES = [
  'awaitingCsReview',
  'pendingFinancialReview',
  'refundCreation',
  'rejected',
  'approved',
  'refundReviewRejected',
  'autoRefundProcessing',
  'platformRefundFailed',
  'manualRefundProcessing',
  'closed',
  'completed',
  'refunded',
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * The grants of the workflow's steps (permission actions on orderCenter:refunds), one per duty: whoever applies
 * may cancel; customer service reviews (never the applicant); finance reviews the money (never the applicant
 * nor the customer-service reviewer of the same refund, see REFUND_STEPS); someone pays the refund out; someone
 * closes what was refused.
 */
export const REFUND_STEP_GRANTS = ['csReview', 'financialReview', 'refund', 'close', 'cancel'] as const
export type RefundStepGrant = (typeof REFUND_STEP_GRANTS)[number]

/**
 * The steps whose doer and time a refund keeps, each in its own fields (`by`, `at`), and who may not take the
 * step (separation of duties, src/domain/duties.ts): the fields of the refund naming people who may not. The
 * applicant reviews nothing of their own refund, and the customer-service reviewer does not do its financial
 * review. Paying out is not a review: whoever is granted it may.
 */
export const REFUND_STEPS = {
  csReview: { by: 'csReviewer', at: 'csReviewTime', notBy: ['applicant'] },
  financialReview: {
    by: 'financialReviewer',
    at: 'financialReviewTime',
    notBy: ['applicant', 'csReviewer'],
  },
  payout: { by: 'payoutBy', at: 'payoutTime', notBy: [] },
} as const satisfies Record<string, { by: string; at: string; notBy: readonly string[] }>
export type RefundStep = keyof typeof REFUND_STEPS
export const REFUND_STEP_NAMES = Object.keys(REFUND_STEPS) as RefundStep[]
/** A field of the refund naming who may not take some step. */
export type RefundDutyField = (typeof REFUND_STEPS)[RefundStep]['notBy'][number]

export interface RefundTransition {
  from: readonly RefundStatus[]
  to: RefundStatus
  /** Permission action on orderCenter:refunds. */
  needs: RefundStepGrant
  /** The step this transition takes: the refund records who took it and when (REFUND_STEPS). */
  step?: RefundStep
  /** The console asks for confirmation first (spec section 5: cancel, refund and close). */
  confirm?: boolean
}

export const REFUND_TRANSITIONS = {
  csApprove: {
    from: ['awaitingCsReview'],
    to: 'pendingFinancialReview',
    needs: 'csReview',
    step: 'csReview',
  },
  csReject: { from: ['awaitingCsReview'], to: 'rejected', needs: 'csReview', step: 'csReview' },
  approve: {
    from: ['pendingFinancialReview'],
    to: 'approved',
    needs: 'financialReview',
    step: 'financialReview',
  },
  reject: {
    from: ['pendingFinancialReview'],
    to: 'refundReviewRejected',
    needs: 'financialReview',
    step: 'financialReview',
  },
  refund: { from: ['approved'], to: 'refundCreation', needs: 'refund', step: 'payout', confirm: true },
  submit: { from: ['refundCreation'], to: 'autoRefundProcessing', needs: 'refund' },
  succeed: { from: ['autoRefundProcessing'], to: 'refunded', needs: 'refund' },
  fail: { from: ['autoRefundProcessing'], to: 'platformRefundFailed', needs: 'refund' },
  manual: { from: ['platformRefundFailed'], to: 'manualRefundProcessing', needs: 'refund' },
  complete: { from: ['manualRefundProcessing'], to: 'completed', needs: 'refund' },
  cancel: {
    from: ['awaitingCsReview', 'pendingFinancialReview'],
    to: 'closed',
    needs: 'cancel',
    confirm: true,
  },
  close: {
    from: ['rejected', 'refundReviewRejected', 'platformRefundFailed'],
    to: 'closed',
    needs: 'close',
    confirm: true,
  },
} as const satisfies Record<string, RefundTransition>

export type RefundAction = keyof typeof REFUND_TRANSITIONS
export const REFUND_ACTIONS = Object.keys(REFUND_TRANSITIONS) as RefundAction[]

/** Refunds that still hold part of the order's money (everything not refused or closed). */
export const REFUND_LIVE_STATUSES: readonly RefundStatus[] = REFUND_STATUSES.filter(
  (s) => s !== 'rejected' && s !== 'refundReviewRejected' && s !== 'closed',
)
/** Refunds whose money has left: the order counts as refunded by this much. */
export const REFUND_DONE_STATUSES: readonly RefundStatus[] = ['refunded', 'completed']
/** Refunds still moving through the workflow: a second apply for the same order is refused meanwhile. */
export const REFUND_PENDING_STATUSES: readonly RefundStatus[] = REFUND_LIVE_STATUSES.filter(
  (s) => !REFUND_DONE_STATUSES.includes(s),
)

export function nextRefundStatus(action: RefundAction, from: RefundStatus): RefundStatus | undefined {
  const t: RefundTransition = REFUND_TRANSITIONS[action]
  return t.from.includes(from) ? t.to : undefined
}

/** The step `action` takes, if it is one whose doer the refund keeps. */
export const refundStepOf = (action: RefundAction): RefundStep | undefined =>
  (REFUND_TRANSITIONS[action] as RefundTransition).step

/**
 * The statuses a refund can have once `step` was taken and before it is closed: those reachable from where the
 * step leads. A refund in one of them has the step's doer and time; a closed one may or may not.
 */
export function refundStatusesAfter(step: RefundStep): RefundStatus[] {
  const transitions = Object.values(REFUND_TRANSITIONS) as RefundTransition[]
  const queue = transitions.filter((t) => t.step === step).map((t) => t.to)
  const seen = new Set<RefundStatus>()
  for (let s = queue.pop(); s !== undefined; s = queue.pop()) {
    if (seen.has(s) || s === 'closed') continue
    seen.add(s)
    for (const t of transitions) if (t.from.includes(s)) queue.push(t.to)
  }
  return REFUND_STATUSES.filter((s) => seen.has(s))
}

/** Actions a refund in `status` offers (the console shows these buttons, still gated by permissions). */
export function refundActionsFrom(status: RefundStatus): RefundAction[] {
  return REFUND_ACTIONS.filter((a) => nextRefundStatus(a, status) !== undefined)
}
