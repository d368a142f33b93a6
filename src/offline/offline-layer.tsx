import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { useBrowserOffline, useOnline } from './online-status'
import { updateState } from './service-worker'
import './offline.css'

/**
 * Connection banner and "new version" prompt, in the page's flow above every screen: nothing floats over a
 * form's controls. The install offer lives in the account menu.
 */
export function OfflineLayer() {
  const online = useOnline()
  const browserOffline = useBrowserOffline()
  const updateAvailable = useSyncExternalStore(updateState.subscribe, updateState.available, () => false)
  return (
    <>
      {!online && (
        <div className="offline-banner" role="status">
          {browserOffline ? (
            <Trans>
              You are offline. Pages you have seen are shown from this device; changes are disabled until you
              reconnect.
            </Trans>
          ) : (
            <Trans>
              The server cannot be reached. Pages you have seen are shown from this device; changes are
              disabled until it answers again.
            </Trans>
          )}
        </div>
      )}
      <div aria-live="polite">
        {updateAvailable && (
          <div className="app-prompt" role="status">
            <span>
              <Trans>A new version is available</Trans>
            </span>
            <button type="button" className="btn btn-primary" onClick={updateState.apply}>
              <Trans>Reload</Trans>
            </button>
          </div>
        )}
      </div>
    </>
  )
}
