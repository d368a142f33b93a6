import { Trans, useLingui } from '@lingui/react/macro'
import { queueById, type Dashboard } from '@/domain/dashboard'
import { listOf } from '@/domain/screens'
import { useTitleFor } from '@/ui/titles'
import { DashSection, EmptyNote } from './dash-section'
import { ListLink } from './list-link'
import { QUEUE_LABELS } from './queue-labels'

/** The work waiting for this user: one card per queue the server says they may work, each opening its list. */
export function WorkQueues({ queues }: { queues: Dashboard['queues'] }) {
  const { i18n } = useLingui()
  const titleFor = useTitleFor()
  return (
    <DashSection id="dash-work" title={<Trans>Waiting for you</Trans>}>
      {queues.length === 0 ? (
        <EmptyNote>
          <Trans>Nothing is waiting for you.</Trans>
        </EmptyNote>
      ) : (
        <ul className="queue-cards" role="list">
          {queues.map((q) => {
            const def = queueById(q.id)
            return (
              <li key={q.id}>
                <ListLink entity={def.entity.name} filters={def.filters} className="card queue-card">
                  <span className="queue-count" data-count={q.count}>
                    {i18n.number(q.count)}
                  </span>
                  <span className="queue-label">{i18n._(QUEUE_LABELS[q.id])}</span>
                  <span className="queue-list muted">
                    {titleFor(listOf(def.entity.name, def.filters)?.path ?? '')}
                  </span>
                </ListLink>
              </li>
            )
          })}
        </ul>
      )}
    </DashSection>
  )
}
