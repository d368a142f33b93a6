import { Button } from 'react-aria-components'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/ui/format'
import { ShellDialog } from '../shell-dialog'
import { errorLog, useErrorLog } from './error-log-store'

/** Navbar badge, shown once errors were collected; opens the list with "Clear all". */
export function ErrorLogButton() {
  const { t } = useLingui()
  const entries = useErrorLog()
  if (!entries.length) return null
  const trigger = (
    <Button className="navbar-button error-badge" aria-label={t`Error log (${entries.length})`}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3 2 21h20zM12 10v5m0 3v.01" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="badge" aria-hidden="true">
        {entries.length}
      </span>
    </Button>
  )
  return (
    <ShellDialog trigger={trigger} title={<Trans>Error log</Trans>} variant="modal">
      {(close) => (
        <>
          <p className="muted">
            <Plural value={entries.length} one="# error collected" other="# errors collected" />
          </p>
          <div className="error-log-scroll">
            <table className="error-log-table">
              <thead>
                <tr>
                  <th scope="col">{t`Message`}</th>
                  <th scope="col">{t`Where`}</th>
                  <th scope="col">{t`URL`}</th>
                  <th scope="col">{t`Time`}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{e.message}</td>
                    <td className="mono">{e.where}</td>
                    <td className="mono">{e.url}</td>
                    <td>{formatDateTime(new Date(e.time).toISOString())}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            className="btn btn-danger"
            onPress={() => {
              errorLog.clear()
              close()
            }}
          >
            <Trans>Clear all</Trans>
          </Button>
        </>
      )}
    </ShellDialog>
  )
}
