import './job-status-card.css'
import { useEffect, useId, type ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { ProgressBar } from 'react-aria-components/ProgressBar'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { recordQuery } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'

const POLL_MS = 500

/**
 * A server job followed live (a Douyin pull, an equity refresh): polls the record only while `isActive` says
 * its status is, and refreshes the entity's list once the job ends.
 */
export function useFollowedJob(entity: EntityDef, id: number, isActive: (status: unknown) => boolean) {
  const queryClient = useQueryClient()
  const { data: job, error } = useQuery({
    ...recordQuery(entity.name, id),
    refetchInterval: (q) => (!q.state.data || isActive(q.state.data.status) ? POLL_MS : false),
  })
  const status = job ? String(job.status) : undefined
  const done = !!status && !isActive(status)
  useEffect(() => {
    // The job moved on by itself: what shows it (its list, its history) is read again.
    if (done) void afterWrite(queryClient, { entity, kind: 'changed', id })
  }, [done, entity, id, queryClient])
  return { job, error, status, done }
}

/**
 * A followed job's card: its title and close button, what it works on, then (announced as it changes) its
 * progress and actions while it runs, or its result summary once done.
 */
export function JobStatusCard(props: {
  status: string | undefined
  title: ReactNode
  /** The job's number, beside the title once loaded. */
  jobNo: string
  closeLabel: string
  onClose: () => void
  /** What the job works on; shown once the job is loaded. */
  scope?: ReactNode
  loadFailed: boolean
  /** The result (a JobSummary) once the job is done; undefined while it runs. */
  summary?: ReactNode
  progress: ReactNode
  /** Buttons beside the progress (cancel). */
  actions?: ReactNode
  /** Dialogs the card opens. */
  children?: ReactNode
}) {
  const titleId = useId()
  return (
    <section className={`job-card job-card-${props.status ?? 'loading'}`} aria-labelledby={titleId}>
      <header className="job-card-header">
        <h2 id={titleId} className="job-card-title">
          {props.title} <span className="muted">{props.jobNo}</span>
        </h2>
        <Button className="btn btn-small" onPress={props.onClose} aria-label={props.closeLabel}>
          ×
        </Button>
      </header>
      {props.scope && <p className="job-card-scope">{props.scope}</p>}
      <div aria-live="polite" aria-atomic="true">
        {props.loadFailed ? (
          <p className="field-error">
            <Trans>The job could not be loaded.</Trans>
          </p>
        ) : (
          (props.summary ?? (
            <div className="job-card-body">
              {props.progress}
              {props.actions}
            </div>
          ))
        )}
      </div>
      {props.children}
    </section>
  )
}

/** A done job's result: its status, what it did (`<dt>`, `<dd>` rows) and its result sentence. */
export function JobSummary(props: {
  label: string
  status: string | undefined
  statusText: string
  result: string
  children: ReactNode
}) {
  return (
    <dl className="job-summary" aria-label={props.label}>
      <dt>
        <Trans>Status</Trans>
      </dt>
      <dd>
        <span className={`tag tag-${props.status}`}>{props.statusText}</span>
      </dd>
      {props.children}
      <dt>
        <Trans>Result</Trans>
      </dt>
      <dd>{props.result}</dd>
    </dl>
  )
}

/** A running job's progress bar, named by its status; indeterminate while the job's size is unknown. */
export function JobProgress(props: {
  label: string
  value: number | undefined
  maxValue: number
  isIndeterminate?: boolean
  valueLabel: string
}) {
  return (
    <ProgressBar
      className="job-progress"
      value={props.value}
      maxValue={props.maxValue}
      isIndeterminate={props.isIndeterminate}
      valueLabel={props.valueLabel}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="job-progress-labels">
            <Label>{props.label}</Label>
            <span className="job-progress-value">{valueText}</span>
          </div>
          <div className="job-progress-track">
            <div
              className="job-progress-fill"
              style={{ width: props.isIndeterminate ? '30%' : `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </ProgressBar>
  )
}
