import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { ApiError, requestData } from '@/api/client'
import { recordQuery, type Row } from '@/api/list-queries'
import { ActionButton } from '@/forms/action-button'
import { auditQuery } from '@/forms/audit-history'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { showToast } from '@/ui/toast-store'

type Decision = 'passed' | 'rejected'

/** Pass or reject an offline order awaiting review (`orderCenter:offlineOrders:review`), after confirmation. */
export function OfflineOrderReview({ order }: { order: Row }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [decision, setDecision] = useState<Decision>()
  const [busy, setBusy] = useState(false)
  if (order.reviewStatus !== 'toBeReviewed') return null
  const orderNo = String(order.offlineOrderNo ?? '')
  const review = async (d: Decision) => {
    setBusy(true)
    try {
      const after = await requestData<Row>(`/v1/offlineOrders/${order.id}/review`, {
        method: 'POST',
        body: { version: Number(order.version), decision: d },
      })
      queryClient.setQueryData(recordQuery(offlineOrders.name, order.id).queryKey, after)
      void queryClient.invalidateQueries({ queryKey: ['list', offlineOrders.name] })
      void queryClient.invalidateQueries({ queryKey: auditQuery(offlineOrders.name, order.id).queryKey })
      showToast({
        tone: 'success',
        message: d === 'passed' ? t`Order ${orderNo} passed review.` : t`Order ${orderNo} was rejected.`,
      })
    } catch (e) {
      // The client already toasted the server's reason; a conflict means the order changed: show it as it is now.
      if (e instanceof ApiError && e.status === 409)
        void queryClient.invalidateQueries({ queryKey: recordQuery(offlineOrders.name, order.id).queryKey })
    } finally {
      setBusy(false)
      setDecision(undefined)
    }
  }
  const permission = `${offlineOrders.resource}:review`
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
