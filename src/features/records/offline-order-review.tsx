import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { offlineOrders } from '@/domain/entities/offline-orders'
import type { Permission } from '@/domain/permissions'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { userQuery } from '@/auth/session-queries'
import { useCan } from '@/auth/use-can'
import { offlineReviewDutyIssue } from '@/domain/duties'
import { ActionButton } from '@/forms/action-button'
import { ruleIssueMessage } from '@/forms/rule-messages'
import { ruleRefusalText } from '@/forms/step-refusal'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { showToast } from '@/ui/toast-store'

type Decision = 'passed' | 'rejected'

/**
 * Pass or reject an offline order awaiting review (`orderCenter:offlineOrders:review`), after confirmation;
 * not by who recorded it (separation of duties): they are told another person reviews it.
 */
export function OfflineOrderReview({ order }: { order: Row }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const can = useCan()
  const username = useQuery(userQuery).data?.name ?? ''
  const [decision, setDecision] = useState<Decision>()
  const [busy, setBusy] = useState(false)
  const permission: Permission = `${offlineOrders.resource}:review`
  if (order.reviewStatus !== 'toBeReviewed') return null
  const duty = offlineReviewDutyIssue(order, username)
  if (duty) return can(permission) ? <span className="muted">{ruleIssueMessage(i18n, duty.rule)}</span> : null
  const orderNo = String(order.offlineOrderNo ?? '')
  const review = async (d: Decision) => {
    setBusy(true)
    try {
      const after = await requestData<Row>(`/v1/offlineOrders/${order.id}/review`, {
        method: 'POST',
        body: { version: Number(order.version), decision: d },
      })
      void afterWrite(queryClient, {
        entity: offlineOrders,
        kind: 'action',
        action: 'review',
        id: order.id,
        answer: after,
      })
      showToast({
        tone: 'success',
        message: d === 'passed' ? t`Order ${orderNo} passed review.` : t`Order ${orderNo} was rejected.`,
      })
    } catch (e) {
      // The client already toasted the refusal; a broken rule is said in its own words too. A conflict means
      // the order changed meanwhile: show it as it is now.
      const rule = ruleRefusalText(i18n, e)
      if (rule) showToast({ tone: 'error', message: rule })
      void afterWriteFailed(queryClient, { entity: offlineOrders, id: order.id }, e)
    } finally {
      setBusy(false)
      setDecision(undefined)
    }
  }
  return (
    <>
      <ActionButton className="btn btn-primary" permission={permission} onPress={() => setDecision('passed')}>
        <Trans>Pass review</Trans>
      </ActionButton>
      <ActionButton
        className="btn btn-danger-outline"
        permission={permission}
        onPress={() => setDecision('rejected')}
      >
        <Trans>Reject</Trans>
      </ActionButton>
      <ConfirmDialog
        isOpen={decision !== undefined}
        title={decision === 'passed' ? t`Pass order ${orderNo}?` : t`Reject order ${orderNo}?`}
        confirmLabel={decision === 'passed' ? t`Pass review` : t`Reject`}
        cancelLabel={t`Cancel`}
        danger={decision === 'rejected'}
        busy={busy}
        onCancel={() => setDecision(undefined)}
        onConfirm={() => decision && void review(decision)}
      >
        <p>{t`A reviewed order cannot be reviewed again.`}</p>
      </ConfirmDialog>
    </>
  )
}
