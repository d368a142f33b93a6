import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** A page's record could not be loaded: says so (an alert, not a blank page) and offers to try again. */
export function LoadFailed({ message, onRetry }: { message: ReactNode; onRetry?: () => void }) {
  return (
    <div className="card" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
      ) : null}
    </div>
  )
}
