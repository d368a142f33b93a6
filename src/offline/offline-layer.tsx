import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { useOnline } from './online-status'
import { promptInstall, useInstallAvailable } from './install-prompt'
import { updateState } from './service-worker'
import './offline.css'

/** Connection banner, "new version" prompt and "Install app" control, shown above every screen. */
export function OfflineLayer() {
  const online = useOnline()
  const updateAvailable = useSyncExternalStore(updateState.subscribe, updateState.available, () => false)
  const installable = useInstallAvailable()
  return (
    <>
      {!online && (
        <div className="offline-banner" role="status">
          <Trans>
            You are offline. Pages you have seen are shown from this device; changes are disabled until you
            reconnect.
          </Trans>
        </div>
      )}
      <div className="app-prompts" aria-live="polite">
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
        {installable && (
          <button type="button" className="btn install-button" onClick={() => void promptInstall()}>
            <Trans>Install app</Trans>
          </button>
        )}
      </div>
    </>
  )
}
