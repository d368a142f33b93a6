import { useEffect } from 'react'
import { Button, Label, ProgressBar } from 'react-aria-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery } from '@/api/list-queries'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { formatDateTime } from '@/ui/format'
import { JOB_STATUS_LABELS } from '@/resources/enum-labels'
import { pullMessageText } from './labels'

const ACTIVE = new Set(['queued', 'running'])
const POLL_MS = 500

/**
 * One pull job followed live: a progress bar while the server runs it, then its result summary (status,
 * orders pulled, message). Polls only while the job is active; the list refreshes when it ends.
 */
export function PullJobStatus({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { data: job, error } = useQuery({
    ...recordQuery(douyinPullJobs.name, id),
    refetchInterval: (q) => (!q.state.data || ACTIVE.has(String(q.state.data.status)) ? POLL_MS : false),
  })
  const status = job ? String(job.status) : undefined
  const done = !!status && !ACTIVE.has(status)
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: ['list', douyinPullJobs.name] })
  }, [done, queryClient])

  const pulled = Number(job?.pulledCount ?? 0)
  const expected = typeof job?.expectedCount === 'number' ? job.expectedCount : undefined
  const statusText = status
    ? i18n._(JOB_STATUS_LABELS[status as keyof typeof JOB_STATUS_LABELS] ?? status)
    : ''
  const window = job ? `${formatDateTime(String(job.fromTime))} – ${formatDateTime(String(job.toTime))}` : ''
  return (
    <section className={`pull-job pull-job-${status ?? 'loading'}`} aria-labelledby="pull-job-title">
      <header className="pull-job-header">
        <h2 id="pull-job-title" className="pull-job-title">
          {done ? <Trans>Pull result</Trans> : <Trans>Pull in progress</Trans>}{' '}
          <span className="muted">{job ? String(job.jobNo) : ''}</span>
        </h2>
        <Button className="btn btn-small" onPress={onClose} aria-label={t`Close the pull result`}>
          ×
        </Button>
      </header>
      {job && (
        <p className="pull-job-scope">
          {String(job.shopName ?? job.shopId)} · {window}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true">
        {error && !job ? (
          <p className="field-error">
            <Trans>The job could not be loaded.</Trans>
          </p>
        ) : done ? (
          <dl className="pull-summary" aria-label={t`Pull result summary`}>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <span className={`tag tag-${status}`}>{statusText}</span>
            </dd>
            <dt>
              <Trans>Orders pulled</Trans>
            </dt>
            <dd className="pull-count">{pulled.toLocaleString(i18n.locale)}</dd>
            <dt>
              <Trans>Result</Trans>
            </dt>
            <dd>{pullMessageText(i18n, job?.message)}</dd>
          </dl>
        ) : (
          <ProgressBar
            className="pull-progress"
            value={expected ? pulled : undefined}
            maxValue={expected ?? 100}
            isIndeterminate={!expected}
            valueLabel={
              expected
                ? t`${pulled.toLocaleString(i18n.locale)} of ${expected.toLocaleString(i18n.locale)} orders`
                : statusText
            }
          >
            {({ percentage, valueText }) => (
              <>
                <div className="pull-progress-labels">
                  <Label>{statusText}</Label>
                  <span className="pull-progress-value">{valueText}</span>
                </div>
                <div className="pull-progress-track">
                  <div
                    className="pull-progress-fill"
                    style={{ width: expected ? `${percentage ?? 0}%` : '30%' }}
                  />
                </div>
              </>
            )}
          </ProgressBar>
        )}
      </div>
    </section>
  )
}
