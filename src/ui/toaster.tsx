import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { dismissToast, getToasts, subscribeToasts } from './toast-store'
import { useToastMessage } from './toast-messages'

/** Toasts in a polite live region (errors assertive), stacked top-right without covering the page's controls. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const translate = useToastMessage()
  const { t } = useLingui()
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.translate ? translate(toast.message) : toast.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t`Dismiss`}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
