import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { userQuery } from '@/auth/session-queries'
import { useCan } from '@/auth/use-can'
import type { Permission } from '@/domain/permissions'
import {
  BARTER_TRANSITIONS,
  barterActionsFrom,
  type BarterAction,
  type BarterStatus,
} from '@/domain/barter-workflow'
import { barterDutyIssue } from '@/domain/duties'
import { barters } from '@/domain/entities/refunds-barters'
import { ActionButton } from '@/forms/action-button'
import { ruleIssueMessage } from '@/forms/rule-messages'
import { ruleRefusalText } from '@/forms/step-refusal'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { showToast } from '@/ui/toast-store'

const STEP_LABELS: Record<BarterAction, MessageDescriptor> = {
  approve: msg`Approve barter`,
  reject: msg`Reject barter`,
  complete: msg`Mark barter completed`,
}

const STEP_QUESTIONS: Record<BarterAction, MessageDescriptor> = {
  approve: msg`Approve this barter? The exchange can then be carried out.`,
  reject: msg`Reject this barter? It cannot be reopened.`,
  complete: msg`Mark this barter completed? Do this once the customer has the new item.`,
}

const permissionOf = (a: BarterAction): Permission => `${barters.resource}:${BARTER_TRANSITIONS[a].needs}`

/**
 * The barter workflow's steps open at its status (src/domain/barter-workflow.ts) that this user is granted,
 * each after confirmation; the applicant is told another person reviews it (separation of duties).
 */
export function BarterSteps({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const can = useCan()
  const username = useQuery(userQuery).data?.name ?? ''
  const [asking, setAsking] = useState<BarterAction>()
  const [busy, setBusy] = useState(false)
  const granted = barterActionsFrom(record.status as BarterStatus).filter((a) => can(permissionOf(a)))
  const barred = granted.map((a) => barterDutyIssue(a, record, username)).find(Boolean)
  const steps = granted.filter((a) => !barterDutyIssue(a, record, username))
  const barterNo = String(record.barterNo ?? '')

  async function run(action: BarterAction) {
    setBusy(true)
    try {
      const after = await requestData<Row>(`/v1/${barters.name}/${record.id}/${action}`, {
        method: 'POST',
        body: { version: Number(record.version) },
      })
      void afterWrite(queryClient, { entity: barters, kind: 'action', action, id: record.id, answer: after })
      showToast({ tone: 'success', message: `${i18n._(STEP_LABELS[action])}: ${barterNo}` })
    } catch (e) {
      // The client toasted the refusal; a broken rule is said in its own words too.
      const rule = ruleRefusalText(i18n, e)
      if (rule) showToast({ tone: 'error', message: rule })
      void afterWriteFailed(queryClient, { entity: barters, id: record.id }, e)
    } finally {
      setBusy(false)
      setAsking(undefined)
    }
  }

  return (
    <>
      {steps.map((a) => (
        <ActionButton
          key={a}
          permission={permissionOf(a)}
          className={a === 'reject' ? 'btn btn-danger-outline' : 'btn btn-primary'}
          isDisabled={busy}
          onPress={() => setAsking(a)}
        >
          {i18n._(STEP_LABELS[a])}
        </ActionButton>
      ))}
      {barred ? <span className="muted">{ruleIssueMessage(i18n, barred.rule)}</span> : null}
      <ConfirmDialog
        isOpen={!!asking}
        title={asking ? i18n._(STEP_LABELS[asking]) : ''}
        confirmLabel={asking ? i18n._(STEP_LABELS[asking]) : ''}
        cancelLabel={i18n._(msg`Cancel`)}
        danger={asking === 'reject'}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      >
        {asking ? <p>{i18n._(STEP_QUESTIONS[asking])}</p> : null}
      </ConfirmDialog>
    </>
  )
}
