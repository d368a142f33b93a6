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
 * may cancel; customer service reviews; finance reviews the money (never the customer-service reviewer of the
 * same refund, see src/domain/duties.ts); someone pays the refund out; someone closes what was refused.
 */
export const REFUND_STEP_GRANTS = ['csReview', 'financialReview', 'refund', 'close', 'cancel'] as const
export type RefundStepGrant = (typeof REFUND_STEP_GRANTS)[number]

export interface RefundTransition {
  from: readonly RefundStatus[]
  to: RefundStatus
  /** Permission action on orderCenter:refunds. */
  needs: RefundStepGrant
  /** The console asks for confirmation first (spec section 5: cancel, refund and close). */
  confirm?: boolean
}

export const REFUND_TRANSITIONS = {
  csApprove: { from: ['awaitingCsReview'], to: 'pendingFinancialReview', needs: 'csReview' },
  csReject: { from: ['awaitingCsReview'], to: 'rejected', needs: 'csReview' },
  approve: { from: ['pendingFinancialReview'], to: 'approved', needs: 'financialReview' },
  reject: { from: ['pendingFinancialReview'], to: 'refundReviewRejected', needs: 'financialReview' },
  refund: { from: ['approved'], to: 'refundCreation', needs: 'refund', confirm: true },
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

/** Actions a refund in `status` offers (the console shows these buttons, still gated by permissions). */
export function refundActionsFrom(status: RefundStatus): RefundAction[] {
  return REFUND_ACTIONS.filter((a) => nextRefundStatus(a, status) !== undefined)
}
