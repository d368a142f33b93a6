import { Trans, useLingui } from '@lingui/react/macro'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { formatDateTime } from '@/ui/format'
import { JobProgress, JobStatusCard, JobSummary, useFollowedJob } from '@/ui/job-status-card'
import { JOB_STATUS_LABELS } from '@/resources/enum-labels'
import { pullMessageText } from './labels'

const ACTIVE = new Set(['queued', 'running'])
const isActive = (status: unknown) => ACTIVE.has(String(status))

/**
 * One pull job followed live: a progress bar while the server runs it, then its result summary (status,
 * orders pulled, message). Polls only while the job is active; the list refreshes when it ends.
 */
export function PullJobStatus({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { job, error, status, done } = useFollowedJob(douyinPullJobs, id, isActive)
  const pulled = Number(job?.pulledCount ?? 0)
  const expected = typeof job?.expectedCount === 'number' ? job.expectedCount : undefined
  const statusText = status
    ? i18n._(JOB_STATUS_LABELS[status as keyof typeof JOB_STATUS_LABELS] ?? status)
    : ''
  const window = job ? `${formatDateTime(String(job.fromTime))} – ${formatDateTime(String(job.toTime))}` : ''
  return (
    <JobStatusCard
      status={status}
      title={done ? <Trans>Pull result</Trans> : <Trans>Pull in progress</Trans>}
      jobNo={job ? String(job.jobNo) : ''}
      closeLabel={t`Close the pull result`}
      onClose={onClose}
      scope={job && `${String(job.shopName ?? job.shopId)} · ${window}`}
      loadFailed={!!error && !job}
      summary={
        done ? (
          <JobSummary
            label={t`Pull result summary`}
            status={status}
            statusText={statusText}
            result={pullMessageText(i18n, job?.message)}
          >
            <dt>
              <Trans>Orders pulled</Trans>
            </dt>
            <dd className="job-count">{pulled.toLocaleString(i18n.locale)}</dd>
          </JobSummary>
        ) : undefined
      }
      progress={
        <JobProgress
          label={statusText}
          value={expected ? pulled : undefined}
          maxValue={expected ?? 100}
          isIndeterminate={!expected}
          valueLabel={
            expected
              ? t`${pulled.toLocaleString(i18n.locale)} of ${expected.toLocaleString(i18n.locale)} orders`
              : statusText
          }
        />
      }
    />
  )
}
