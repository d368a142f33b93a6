import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { userQuery } from '@/auth/session-queries'
import { queueById } from '@/domain/dashboard'
import { useOnline } from '@/offline/online-status'
import type { ScreenProps } from '@/screens/screen-props'
import { useTitleFor } from '@/ui/titles'
import { DataStatus, NoData } from './data-status'
import { DashSection, EmptyNote } from './dash-section'
import { ListLink } from './list-link'
import { myWorkQuery, useClaims, type ClaimOutcome } from './my-work-query'
import { QUEUE_LABELS } from './queue-labels'
import { WorkItems } from './work-items'
import './dashboard.css'

/**
 * "My work": per queue this user may work, the records waiting for them (their duties allowing), who holds
 * each, and claim / release. Kept current by the live change events (a claim elsewhere shows at once).
 */
export function MyWorkPage({ screen }: ScreenProps) {
  const { t, i18n } = useLingui()
  const titleFor = useTitleFor()
  const online = useOnline()
  const me = useQuery(userQuery).data?.name ?? ''
  const { data, isPending, isError, refetch } = useQuery(myWorkQuery)
  const claims = useClaims()
  const retry = () => void refetch()
  return (
    <section className="page dashboard my-work" aria-labelledby="page-title">
      <header className="dash-top">
        <div>
          <h1 id="page-title" className="page-title">
            {titleFor(screen.path)}
          </h1>
          {data ? (
            <p className="muted dash-welcome">
              <Trans>
                Claim a record before working on it: others see that you hold it, and their workflow steps on
                it wait until you release it or {data.claimMinutes} minutes pass.
              </Trans>
            </p>
          ) : null}
          <ClaimStatus outcome={claims.outcome} />
        </div>
        {data ? <DataStatus asOf={data.asOf} online={online} failed={isError} onRetry={retry} /> : null}
      </header>
      {data ? (
        data.queues.length === 0 ? (
          <EmptyNote>
            <Trans>Nothing is waiting for you.</Trans>
          </EmptyNote>
        ) : (
          data.queues.map((q) => {
            const def = queueById(q.id)
            const headingId = `work-${q.id}`
            return (
              <DashSection
                key={q.id}
                id={headingId}
                title={
                  <>
                    {i18n._(QUEUE_LABELS[q.id])} <span className="work-count">{i18n.number(q.count)}</span>
                  </>
                }
              >
                {q.items.length === 0 ? (
                  <EmptyNote>
                    <Trans>Nothing here is waiting for you.</Trans>
                  </EmptyNote>
                ) : (
                  <div className="card work-card" data-queue={q.id}>
                    <WorkItems queue={q} inbox={data} me={me} claims={claims} labelledBy={headingId} />
                    {q.count > q.items.length ? (
                      <p className="work-more">
                        <ListLink entity={def.entity.name} filters={def.filters}>
                          {t`All ${i18n.number(q.count)} in the list`}
                        </ListLink>
                      </p>
                    ) : null}
                  </div>
                )}
              </DashSection>
            )
          })
        )
      ) : isPending && online ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <NoData online={online} onRetry={retry} />
      )}
    </section>
  )
}

/** What the last claim or release did, announced (a refusal names who holds the record). */
export function ClaimStatus({ outcome }: { outcome: ClaimOutcome | undefined }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome?.ok ? <p className="result-ok work-outcome">{outcome.text}</p> : null}
      </div>
      <div role="alert">
        {outcome && !outcome.ok ? <p className="result-error work-outcome">{outcome.text}</p> : null}
      </div>
    </>
  )
}
