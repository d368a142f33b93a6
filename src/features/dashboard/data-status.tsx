import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/ui/format'

/**
 * When the figures were computed, and why they may be old: offline, or the last refresh failed. Polite live
 * region, so a change (going offline, a refresh failing) is announced without stealing focus.
 */
export function DataStatus({
  asOf,
  online,
  failed,
  onRetry,
}: {
  asOf: string
  online: boolean
  failed: boolean
  onRetry: () => void
}) {
  const when = formatDateTime(asOf)
  const time = <time dateTime={asOf}>{when}</time>
  return (
    <p className={`dash-status${!online || failed ? ' dash-status-old' : ''}`} role="status">
      {!online ? (
        <Trans>Offline: showing the figures as of {time}.</Trans>
      ) : failed ? (
        <>
          <Trans>Could not refresh: showing the figures as of {time}.</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </>
      ) : (
        <Trans>Data as of {time}</Trans>
      )}
    </p>
  )
}

/** Nothing to show: offline before this device ever loaded the figures, or the request failed. */
export function NoData({ online, onRetry }: { online: boolean; onRetry: () => void }) {
  return (
    <div className="card dash-empty" role="alert">
      {online ? (
        <p>
          <Trans>The figures could not be loaded.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            You are offline, and this device has no saved figures yet. They load when you are back online.
          </Trans>
        </p>
      )}
      {online ? (
        <button type="button" className="btn" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
      ) : null}
    </div>
  )
}
