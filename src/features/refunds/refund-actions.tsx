import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, request } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { refunds } from '@/domain/entities/refunds-barters'
import { REFUND_TRANSITIONS, type RefundAction, type RefundStatus } from '@/domain/refund-workflow'
import { ActionButton } from '@/forms/action-button'
import { ruleIssueMessage } from '@/forms/rule-messages'
import { ruleRefusalText } from '@/forms/step-refusal'
import { REFUND_STATUS_LABELS } from '@/resources/enum-labels'
import { userQuery } from '@/auth/session-queries'
import { useCan } from '@/auth/use-can'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { allowedRefundActions, permissionOf } from './refund-permissions'
import { REFUND_ACTION_LABELS, REFUND_CONFIRM_MESSAGES } from './refund-messages'

/**
 * The transitions the refund's status allows (the one table in refund-workflow.ts) that this user is granted,
 * less those a separation of duties bars them from on this refund.
 */
function useRefundSteps(refund: Row) {
  const username = useQuery(userQuery).data?.name ?? ''
  return allowedRefundActions({ ...refund, status: refund.status as RefundStatus }, useCan(), username)
}

type Outcome = { ok: true; action: RefundAction; to: RefundStatus } | { ok: false; message: string }

/** Transition buttons of one refund; cancel, refund and close ask first (spec section 5). */
export function RefundActions({ refund }: { refund: Row }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { actions, barred } = useRefundSteps(refund)
  const [asking, setAsking] = useState<RefundAction>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  async function run(action: RefundAction) {
    setAsking(undefined)
    setBusy(true)
    setOutcome(undefined)
    try {
      await request(`/v1/${refunds.name}/${refund.id}/${action}`, {
        method: 'POST',
        body: { version: Number(refund.version) },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        quiet: true,
      })
      setOutcome({ ok: true, action, to: REFUND_TRANSITIONS[action].to })
      setBusy(false)
      await afterWrite(queryClient, { entity: refunds, kind: 'action', action, id: refund.id })
    } catch (err) {
      const stale = err instanceof ApiError && err.status === 409
      setOutcome({
        ok: false,
        message: stale
          ? t`This refund changed meanwhile; it has been reloaded. Check it and try again.`
          : (ruleRefusalText(i18n, err) ?? (err as Error).message),
      })
      setBusy(false)
      await afterWriteFailed(queryClient, { entity: refunds, id: refund.id }, err)
    }
  }

  return (
    <section className="refund-actions" aria-label={t`Workflow`}>
      {actions.length ? (
        <div className="page-actions">
          {actions.map((a) => (
            <ActionButton
              key={a}
              permission={permissionOf(a)}
              className={a === 'cancel' || a === 'close' || a.endsWith('eject') ? 'btn' : 'btn btn-primary'}
              isDisabled={busy}
              onPress={() => (REFUND_CONFIRM_MESSAGES[a] ? setAsking(a) : void run(a))}
            >
              {i18n._(REFUND_ACTION_LABELS[a])}
            </ActionButton>
          ))}
        </div>
      ) : barred ? null : (
        <p className="muted">
          <Trans>No workflow step is open to you at this status.</Trans>
        </p>
      )}
      {barred ? <p className="muted">{ruleIssueMessage(i18n, barred.rule, barred.params)}</p> : null}
      <div role="status" aria-live="polite">
        {outcome?.ok ? (
          <p className="result-ok">
            {i18n._(REFUND_ACTION_LABELS[outcome.action])}: {i18n._(REFUND_STATUS_LABELS[outcome.to])}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome && !outcome.ok ? <p className="result-error">{outcome.message}</p> : null}
      </div>
      <ConfirmDialog
        isOpen={!!asking}
        title={asking ? i18n._(REFUND_ACTION_LABELS[asking]) : ''}
        confirmLabel={asking ? i18n._(REFUND_ACTION_LABELS[asking]) : ''}
        cancelLabel={t`Cancel`}
        danger={asking !== 'refund'}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(undefined)}
      >
        {asking ? <p>{i18n._(REFUND_CONFIRM_MESSAGES[asking]!)}</p> : null}
      </ConfirmDialog>
    </section>
  )
}
