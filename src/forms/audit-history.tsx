import './forms.css'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import type { AuditAction } from '@/domain/audit-actions'
import { entityKeys } from '@/api/query-keys'
import type { ColumnDef } from '@/table/column'
import { formatDateTime } from '@/ui/format'
import { auditChanges, type AuditEntry } from './audit-changes'
import { jsonChanges } from './json-changes'
import { auditFieldText } from './audit-fields'

export function auditQuery(entity: string, id: number) {
  return queryOptions({
    queryKey: entityKeys(entity).audit(id),
    queryFn: ({ signal }) => requestData<AuditEntry[]>(`/v1/${entity}/${id}/audit`, { signal }),
  })
}

/** Every audit action's label: an action the server may write and the history cannot name does not compile. */
const ACTIONS: Record<AuditAction, MessageDescriptor> = {
  create: msg`Created`,
  apply: msg({ message: 'Applied for', context: 'audit action' }),
  pull: msg({ message: 'Pull requested', context: 'audit action' }),
  update: msg`Edited`,
  edit: msg`Edited`,
  delete: msg`Deleted`,
  import: msg`Imported`,
  review: msg`Reviewed`,
  resendInvoice: msg`Invoice resent`,
  resetPassword: msg`Password reset`,
  reorder: msg({ message: 'Reordered', context: 'audit action' }),
  refunded: msg({ message: 'Marked refunded', context: 'audit action' }),
  equityRefresh: msg({ message: 'Licence refreshed', context: 'audit action' }),
  start: msg({ message: 'Started', context: 'audit action' }),
  stop: msg({ message: 'Stopped', context: 'audit action' }),
  resume: msg({ message: 'Resumed', context: 'audit action' }),
  fail: msg({ message: 'Failed', context: 'audit action' }),
  complete: msg({ message: 'Completed', context: 'audit action' }),
  cancel: msg({ message: 'Cancelled', context: 'audit action' }),
  csApprove: msg({ message: 'Passed customer service review', context: 'audit action' }),
  csReject: msg({ message: 'Rejected at customer service review', context: 'audit action' }),
  approve: msg({ message: 'Approved', context: 'audit action' }),
  reject: msg({ message: 'Rejected', context: 'audit action' }),
  refund: msg({ message: 'Refund started', context: 'audit action' }),
  submit: msg({ message: 'Submitted to the payment platform', context: 'audit action' }),
  succeed: msg({ message: 'Refunded by the platform', context: 'audit action' }),
  manual: msg({ message: 'Moved to manual refund', context: 'audit action' }),
  close: msg({ message: 'Closed', context: 'audit action' }),
  undo: msg({ message: 'Undone', context: 'audit action' }),
}

/**
 * An audit entry's action in the user's language; rows written before an action was named keep their key
 * rather than show nothing.
 */
export function auditActionLabel(i18n: { _: (m: MessageDescriptor) => string }, action: string): string {
  return Object.hasOwn(ACTIONS, action) ? i18n._(ACTIONS[action as AuditAction]) : action
}

/** A record's audit history (GET /v1/<entity>/:id/audit): who did what when, and each field's old → new value. */
export function AuditHistory({
  entity,
  id,
  columns,
  jsonKeyLabels,
}: {
  entity: string
  id: number
  columns: ColumnDef[]
  /** Names of the keys inside JSON fields: a change inside one is listed key by key (EntityBinding). */
  jsonKeyLabels?: Readonly<Record<string, MessageDescriptor>>
}) {
  const { i18n } = useLingui()
  const keyLabel = (path: string[]) =>
    path.map((k) => (jsonKeyLabels?.[k] ? i18n._(jsonKeyLabels[k]) : k)).join(' · ')
  const leaf = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : String(v))
  const { data, isPending, error } = useQuery(auditQuery(entity, id))
  const { label, value: show } = auditFieldText(i18n, columns)
  return (
    <section className="card audit-history" aria-labelledby="audit-title">
      <h2 id="audit-title" className="detail-title">
        <Trans>History</Trans>
      </h2>
      {error && !data ? (
        <p role="alert">
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : !data.length ? (
        <p className="muted">
          <Trans>No changes recorded yet.</Trans>
        </p>
      ) : (
        <ol className="audit-list">
          {[...data].reverse().map((entry) => {
            const action = auditActionLabel(i18n, entry.action)
            const when = formatDateTime(entry.at)
            const who = entry.actor
            const changes = auditChanges(entry)
            return (
              <li key={entry.id} className="audit-entry">
                <div className="audit-head">
                  <strong>{action}</strong>
                  <span className="muted">
                    <Trans>
                      by {who} at <time dateTime={entry.at}>{when}</time>
                    </Trans>
                  </span>
                </div>
                {changes.length > 0 && (
                  <dl className="audit-changes">
                    {changes.map((c) => {
                      const inner =
                        jsonKeyLabels && entry.before
                          ? jsonChanges(c.before[c.field], c.after[c.field])
                          : undefined
                      return (
                        <div key={c.field} className="audit-change">
                          <dt>{label(c.field)}</dt>
                          <dd>
                            {inner ? (
                              <ul className="audit-json">
                                {inner.map((j) => (
                                  <li key={j.path.join('.')}>
                                    {keyLabel(j.path)}:{' '}
                                    <OldToNew before={leaf(j.before)} after={leaf(j.after)} />
                                  </li>
                                ))}
                              </ul>
                            ) : (
                              <OldToNew
                                before={entry.before ? show(c.field, c.before) : undefined}
                                after={show(c.field, c.after)}
                              />
                            )}
                          </dd>
                        </div>
                      )
                    })}
                  </dl>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

/** The old value struck through, then the new one (the arrow is read as "changed to"). */
function OldToNew({ before, after }: { before?: string; after: string }) {
  return (
    <>
      {before !== undefined && (
        <>
          <del>{before}</del>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">
            <Trans>changed to</Trans>
          </span>
        </>
      )}
      <ins>{after}</ins>
    </>
  )
}
