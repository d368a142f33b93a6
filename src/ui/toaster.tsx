import { useEffect, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { dismissToast, getToasts, holdToast, resumeToast, subscribeToasts, type Toast } from './toast-store'
import { useToastMessage } from './toast-messages'

/**
 * Toasts in two always-present live regions (errors assertive, the rest polite), so screen readers announce
 * each one once. Stacked at the top right below the navbar and tab strip; hovering or focusing holds one open.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const { t } = useLingui()
  // While a toast shows, the page may reserve room for it (shell.css), so it covers no control for good.
  const showing = toasts.length > 0
  useEffect(() => {
    document.documentElement.toggleAttribute('data-toasts', showing)
  }, [showing])
  return (
    <section className="toaster" aria-label={t`Notifications`}>
      <ToastList toasts={toasts.filter((x) => x.tone === 'error')} live="assertive" />
      <ToastList toasts={toasts.filter((x) => x.tone !== 'error')} live="polite" />
    </section>
  )
}

function ToastList({ toasts, live }: { toasts: readonly Toast[]; live: 'assertive' | 'polite' }) {
  const translate = useToastMessage()
  const { t } = useLingui()
  return (
    <div
      className="toast-list"
      role={live === 'polite' ? 'status' : undefined}
      aria-live={live}
      aria-relevant="additions text"
      aria-atomic="false"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          onMouseEnter={() => holdToast(toast.id)}
          onMouseLeave={() => resumeToast(toast.id)}
          onFocus={() => holdToast(toast.id)}
          onBlur={() => resumeToast(toast.id)}
        >
          <span className="toast-text">
            {toast.translate ? translate(toast.message) : toast.message}
            {toast.requestId && <RequestId id={toast.requestId} />}
          </span>
          {toast.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                dismissToast(toast.id)
                toast.action?.run()
              }}
            >
              {toast.action.label}
            </button>
          )}
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

/** The failed request's id, selectable, for the user to quote to support (the server logged it). */
function RequestId({ id }: { id: string }) {
  const { t } = useLingui()
  return <small className="toast-request-id">{t`Request ID: ${id}`}</small>
}
