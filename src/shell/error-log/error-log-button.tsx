import { Button } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import { ErrorLogDialog } from '../lazy-popups'
import { useErrorLog } from './error-log-store'

/** Navbar badge, shown once errors were collected; opens the list (loaded when first wanted). */
export function ErrorLogButton() {
  const { t } = useLingui()
  const entries = useErrorLog()
  if (!entries.length) return null
  return (
    <LazyPopupTrigger
      kind="dialog"
      preload={ErrorLogDialog.preload}
      popup={(state) => <ErrorLogDialog {...state} />}
    >
      <Button className="navbar-button error-badge" aria-label={t`Error log (${entries.length})`}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3 2 21h20zM12 10v5m0 3v.01" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="badge" aria-hidden="true">
          {entries.length}
        </span>
      </Button>
    </LazyPopupTrigger>
  )
}
