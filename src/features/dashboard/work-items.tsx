import { Trans, useLingui } from '@lingui/react/macro'
import { queueById } from '@/domain/dashboard'
import type { Permission } from '@/domain/permissions'
import { recordHref } from '@/domain/screens'
import type { Inbox, InboxItem } from '@/domain/work-inbox'
import { ActionButton } from '@/forms/action-button'
import { formatDateTime } from '@/ui/format'
import { HrefLink } from '@/ui/href-link'
import type { useClaims } from './my-work-query'

type Queue = Inbox['queues'][number]
type Claims = ReturnType<typeof useClaims>

/** The claim still in force (an expired one counts as nobody's, as on the server). */
const liveClaim = (item: InboxItem, now: number) =>
  item.claim && Date.parse(item.claim.expiresAt) > now ? item.claim : null

const hhmm = (iso: string) => formatDateTime(iso).slice(11, 16)

/**
 * One queue's records: each links to its record, says who holds it and until when, and offers to claim it
 * (nobody holds it), release it (the user holds it, or an admin), or nothing (someone else holds it).
 */
export function WorkItems({
  queue,
  inbox,
  me,
  claims,
  labelledBy,
}: {
  queue: Queue
  inbox: Inbox
  me: string
  claims: Claims
  labelledBy: string
}) {
  const { t } = useLingui()
  const def = queueById(queue.id)
  const permission = `${def.entity.resource}:${def.needs}` as Permission
  const now = Date.parse(inbox.asOf)
  return (
    <table className="work-items" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t`Record`}</th>
          <th scope="col">{t`Held by`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Claim`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {queue.items.map((item) => {
          const claim = liveClaim(item, now)
          const mine = claim?.holder === me
          const href = recordHref(queue.entity, { id: item.id, ...item.routing })
          const busy = claims.busy === `${queue.entity}:${item.id}`
          const until = claim ? hhmm(claim.expiresAt) : ''
          return (
            <tr key={item.id} data-key={item.key} className={mine ? 'work-mine' : undefined}>
              <td>{href ? <HrefLink href={href}>{item.key}</HrefLink> : item.key}</td>
              <td className="work-holder">
                {!claim ? (
                  <span className="muted">{t`Nobody`}</span>
                ) : mine ? (
                  <Trans>You, until {until}</Trans>
                ) : (
                  <Trans>
                    <strong>{claim.holder}</strong>, until {until}
                  </Trans>
                )}
              </td>
              <td className="work-action">
                {!claim ? (
                  <ActionButton
                    permission={permission}
                    className="btn btn-small btn-primary"
                    isDisabled={busy}
                    aria-label={t`Claim ${item.key}`}
                    onPress={() => void claims.claim(queue.entity, item.id, item.key)}
                  >
                    {t`Claim`}
                  </ActionButton>
                ) : mine || inbox.mayReleaseAny ? (
                  <ActionButton
                    permission={permission}
                    className="btn btn-small"
                    isDisabled={busy}
                    aria-label={t`Release ${item.key}`}
                    onPress={() => void claims.release(queue.entity, item.id, item.key)}
                  >
                    {t`Release`}
                  </ActionButton>
                ) : null}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
