import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { skuEquityRefreshJobs as jobs } from '@/domain/entities/commodity-center'
import { isActiveEquityStatus } from '@/domain/equity-refresh'
import type { Permission } from '@/domain/permissions'
import { ActionButton } from '@/forms/action-button'
import { ReferenceValue } from '@/forms/reference-links'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { JobProgress, JobStatusCard, JobSummary, useFollowedJob } from '@/ui/job-status-card'
import { showToast } from '@/ui/toast-store'
import { equityMessageText, equityStatusText } from './equity-refresh-labels'

export const CANCEL_PERMISSION: Permission = `${jobs.resource}:cancel`

/**
 * One refresh job followed live: its progress (licences refreshed of the total) while the server runs it,
 * with a confirmed Cancel, then its result (status, licences refreshed and changed, result). Polls only while
 * the job is queued or running; the list refreshes when it ends.
 */
export function EquityRefreshStatus({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { job, error, status, done } = useFollowedJob(jobs, id, isActiveEquityStatus)

  const [confirming, setConfirming] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancel = async () => {
    setCancelling(true)
    try {
      const after = await requestData<Row>(`/v1/${jobs.name}/${id}/cancel`, {
        method: 'POST',
        body: {},
        quiet: true,
      })
      void afterWrite(queryClient, { entity: jobs, kind: 'action', action: 'cancel', id, answer: after })
      showToast({ tone: 'success', message: t`The refresh was cancelled.` })
    } catch (e) {
      // Most likely it ended meanwhile: show how it ended.
      void afterWriteFailed(queryClient, { entity: jobs, id }, e)
      const ended = e instanceof ApiError && e.status === 409
      showToast({
        tone: 'error',
        message: ended ? t`The refresh had already ended.` : (e as Error).message,
      })
    } finally {
      setCancelling(false)
      setConfirming(false)
    }
  }

  const count = (n: unknown) => Number(n ?? 0).toLocaleString(i18n.locale)
  const processed = Number(job?.processedLicenses ?? 0)
  const total = typeof job?.totalLicenses === 'number' ? job.totalLicenses : undefined
  const statusText = equityStatusText(i18n, status)
  return (
    <JobStatusCard
      status={status}
      title={done ? <Trans>Refresh result</Trans> : <Trans>Refresh in progress</Trans>}
      jobNo={job ? String(job.jobNo) : ''}
      closeLabel={t`Close the refresh`}
      onClose={onClose}
      scope={
        job && (
          <>
            <ReferenceValue entity="skus" value={job.skuCode} />
            {job.reason ? ` · ${String(job.reason)}` : ''}
          </>
        )
      }
      loadFailed={!!error && !job}
      summary={
        done ? (
          <JobSummary
            label={t`Refresh result summary`}
            status={status}
            statusText={statusText}
            result={equityMessageText(i18n, job?.message)}
          >
            <dt>
              <Trans>Licences refreshed</Trans>
            </dt>
            <dd className="job-count" data-testid="equity-processed">
              {total === undefined ? count(processed) : t`${count(processed)} of ${count(total)}`}
            </dd>
            <dt>
              <Trans>Licences changed</Trans>
            </dt>
            <dd className="job-count" data-testid="equity-changed">
              {count(job?.affectedLicenses)}
            </dd>
          </JobSummary>
        ) : undefined
      }
      progress={
        <JobProgress
          label={statusText}
          value={total ? processed : 0}
          maxValue={total || 1}
          valueLabel={
            total === undefined ? t`Counting licences…` : t`${count(processed)} of ${count(total)} licences`
          }
        />
      }
      actions={
        job && (
          <ActionButton
            className="btn btn-danger"
            permission={CANCEL_PERMISSION}
            onPress={() => setConfirming(true)}
          >
            <Trans>Cancel refresh</Trans>
          </ActionButton>
        )
      }
    >
      <ConfirmDialog
        isOpen={confirming}
        title={t`Cancel refresh ${job ? String(job.jobNo) : ''}?`}
        confirmLabel={t`Cancel the refresh`}
        cancelLabel={t`Keep it running`}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
        danger
        busy={cancelling}
      >
        <p>
          <Trans>
            It stops after the batch in progress. Licences refreshed so far keep their new entitlements; the
            others keep their old ones.
          </Trans>
        </p>
      </ConfirmDialog>
    </JobStatusCard>
  )
}
