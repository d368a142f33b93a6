import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { abTests } from '@/domain/entities/commodity-center'
import { isRuleKey } from '@/domain/rule-issues'
import { ActionButton } from '@/forms/action-button'
import { ruleParamsOf, type ServerIssue } from '@/forms/form-issues'
import { ruleIssueMessage } from '@/forms/rule-messages'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { showToast } from '@/ui/toast-store'

type Step = 'start' | 'stop'

/**
 * Start a draft test or stop a running one (`commodityCenter:abTests:start` / `:stop`), after confirmation.
 * Starting locks the test's design; stopping ends the period its results cover.
 */
export function AbTestActions({ test }: { test: Row }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<Step>()
  const [busy, setBusy] = useState(false)
  const step: Step | undefined =
    test.status === 'draft' ? 'start' : test.status === 'running' ? 'stop' : undefined
  if (!step) return null
  const code = String(test.testCode ?? '')

  const run = async (s: Step) => {
    setBusy(true)
    try {
      const after = await requestData<Row>(`/v1/${abTests.name}/${test.id}/${s}`, {
        method: 'POST',
        body: { version: Number(test.version) },
        quiet: true,
      })
      void afterWrite(queryClient, { entity: abTests, kind: 'action', action: s, id: test.id, answer: after })
      showToast({
        tone: 'success',
        message: s === 'start' ? t`AB test ${code} is running.` : t`AB test ${code} stopped.`,
      })
    } catch (e) {
      void afterWriteFailed(queryClient, { entity: abTests, id: test.id }, e)
      const issues: ServerIssue[] = e instanceof ApiError ? e.issues : []
      const rule = issues.find((i) => isRuleKey(i.rule))
      const message =
        rule && isRuleKey(rule.rule)
          ? ruleIssueMessage(i18n, rule.rule, ruleParamsOf(rule))
          : e instanceof ApiError && e.status === 409
            ? t`This test changed meanwhile; it has been reloaded. Check it and try again.`
            : e instanceof Error
              ? e.message
              : String(e)
      showToast({ tone: 'error', message })
    } finally {
      setBusy(false)
      setAsking(undefined)
    }
  }

  return (
    <>
      <ActionButton
        className={step === 'start' ? 'btn btn-primary' : 'btn btn-danger-outline'}
        permission={`${abTests.resource}:${step}`}
        isDisabled={busy}
        onPress={() => setAsking(step)}
      >
        {step === 'start' ? <Trans>Start test</Trans> : <Trans>Stop test</Trans>}
      </ActionButton>
      <ConfirmDialog
        isOpen={asking !== undefined}
        title={asking === 'start' ? t`Start AB test ${code}?` : t`Stop AB test ${code}?`}
        confirmLabel={asking === 'start' ? t`Start test` : t`Stop test`}
        cancelLabel={t`Cancel`}
        danger={asking === 'stop'}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void run(asking)}
      >
        <p>
          {asking === 'start'
            ? t`Visitors will be split between the variants now. While the test runs, its SKU, type, traffic split and variants cannot change.`
            : t`The test stops sending visitors to variant B. A stopped test cannot start again; its results stay.`}
        </p>
      </ConfirmDialog>
    </>
  )
}
