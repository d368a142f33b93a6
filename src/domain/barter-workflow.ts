import type { BARTER_STATUSES } from './enums'

export type BarterStatus = (typeof BARTER_STATUSES)[number]

/**
 * The barter workflow: support applies (and may edit while it waits), someone else reviews it, and once
 * approved the exchange is carried out and marked completed.
 *
 *   apply ─▶ pending ─approve─▶ approved ─complete─▶ completed
 *               │ reject
 *               ▼
 *            rejected
 */
export interface BarterTransition {
  from: readonly BarterStatus[]
  to: BarterStatus
  /** Permission action on orderCenter:barters: `review` decides (approve or reject), `complete` carries out. */
  needs: 'review' | 'complete'
  /** The console asks for confirmation first. */
  confirm: boolean
}

export const BARTER_TRANSITIONS = {
  approve: { from: ['pending'], to: 'approved', needs: 'review', confirm: true },
  reject: { from: ['pending'], to: 'rejected', needs: 'review', confirm: true },
  complete: { from: ['approved'], to: 'completed', needs: 'complete', confirm: true },
} as const satisfies Record<string, BarterTransition>

export type BarterAction = keyof typeof BARTER_TRANSITIONS
export const BARTER_ACTIONS = Object.keys(BARTER_TRANSITIONS) as BarterAction[]

export function nextBarterStatus(action: BarterAction, from: BarterStatus): BarterStatus | undefined {
  const t: BarterTransition = BARTER_TRANSITIONS[action]
  return t.from.includes(from) ? t.to : undefined
}

/** Steps a barter in `status` offers (still gated by permissions and duties). */
export function barterActionsFrom(status: BarterStatus): BarterAction[] {
  return BARTER_ACTIONS.filter((a) => nextBarterStatus(a, status) !== undefined)
}
