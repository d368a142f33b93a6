import { useMemo, useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { isPathPermitted } from '@/auth/access'
import { recentRecords, type RecentRecord } from '@/palette/recent'
import { useAccess } from '@/auth/use-can'
import { useTitleFor } from '@/ui/titles'
import { HrefLink } from '@/ui/href-link'
import { DashSection, EmptyNote } from './dash-section'
import { RelativeTime } from './relative-time'

const SHOWN = 8
/**
 * The list as a string snapshot, so React compares it by value. Subscribing re-reads it, and a kept-alive
 * dashboard re-subscribes each time its tab is shown; other browser tabs signal through `storage`.
 */
const readSnapshot = () => JSON.stringify(recentRecords())
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
/** The list with the moment it was read: ages count from when the list was last read, not each render. */
const parseSnapshot = (s: string) => ({ list: JSON.parse(s) as RecentRecord[], now: Date.now() })
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href

/** Records this user opened lately (kept in this browser, per user); read again each time the page shows. */
export function RecentRecords() {
  const access = useAccess()
  const titleFor = useTitleFor()
  const snapshot = useSyncExternalStore(subscribe, readSnapshot, () => '[]')
  const state = useMemo(() => parseSnapshot(snapshot), [snapshot])
  const shown = state.list.filter((r) => isPathPermitted(access, pathOf(r.path))).slice(0, SHOWN)
  return (
    <DashSection id="dash-recent" title={<Trans>Recently opened</Trans>}>
      {shown.length === 0 ? (
        <EmptyNote>
          <Trans>Records you open appear here.</Trans>
        </EmptyNote>
      ) : (
        <ul className="card recent-list" role="list">
          {shown.map((r) => (
            <li key={`${r.entity}:${r.id}`} className="recent-item">
              <HrefLink href={r.path} className="recent-label">
                {r.label}
              </HrefLink>
              <span className="muted">{titleFor(pathOf(r.path))}</span>
              <span className="muted recent-when">
                <RelativeTime at={r.at} now={state.now} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashSection>
  )
}
