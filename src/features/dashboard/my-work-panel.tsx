import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { userQuery } from '@/auth/session-queries'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import { MY_WORK } from '@/domain/menu'
import type { Inbox } from '@/domain/work-inbox'
import { HrefLink } from '@/ui/href-link'
import { DashSection, EmptyNote } from './dash-section'
import { myWorkQuery, useClaims } from './my-work-query'
import { ClaimStatus } from './my-work-page'
import { WorkItems } from './work-items'

/** The records the user holds (with release), and how many wait for them, opening "my work". */
export function MyWorkPanel() {
  const access = useAccess()
  if (!isPathPermitted(access, MY_WORK.path)) return null
  return <HeldWork />
}

function HeldWork() {
  const { t, i18n } = useLingui()
  const me = useQuery(userQuery).data?.name ?? ''
  const { data } = useQuery(myWorkQuery)
  const claims = useClaims()
  if (!data) return <HeldWorkLoading />
  const now = Date.parse(data.asOf)
  const held = (q: Inbox['queues'][number]) =>
    q.items.filter((i) => i.claim?.holder === me && Date.parse(i.claim.expiresAt) > now)
  const mine = data.queues.map((q) => ({ ...q, items: held(q) })).filter((q) => q.items.length)
  const waiting = data.queues.reduce((n, q) => n + q.count, 0)
  return (
    <DashSection id="dash-my-work" title={<Trans>My work</Trans>}>
      {mine.length === 0 ? (
        <EmptyNote>
          <Trans>You hold no records.</Trans>
        </EmptyNote>
      ) : (
        <div className="card work-card">
          {mine.map((q) => (
            <WorkItems key={q.id} queue={q} inbox={data} me={me} claims={claims} labelledBy="dash-my-work" />
          ))}
        </div>
      )}
      <div className="work-more">
        <HrefLink href={MY_WORK.path}>{t`${i18n.number(waiting)} waiting for you: open my work`}</HrefLink>
        <ClaimStatus outcome={claims.outcome} />
      </div>
    </DashSection>
  )
}

/**
 * While the inbox loads, the section keeps the place of its shortest form (the note and the link line):
 * drawn from nothing when the data came, it pushed the figures below it down the page (issue 31: the
 * dashboard's layout shift). The lines hold hidden words of the user's language, so they are as tall as the
 * text that replaces them (a Chinese line is taller than a Latin one).
 */
function HeldWorkLoading() {
  const line = (
    <span className="dash-hidden-line" aria-hidden="true">
      <Trans>My work</Trans>
    </span>
  )
  return (
    <DashSection id="dash-my-work" title={<Trans>My work</Trans>}>
      <p className="card muted" aria-busy="true">
        {line}
      </p>
      <div className="work-more">{line}</div>
    </DashSection>
  )
}
