import { Button } from 'react-aria-components/Button'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/ui/format'
import type { PopupState } from '@/ui/lazy-popup'
import { ShellDialog } from '../shell-dialog'
import { errorLog, useErrorLog } from './error-log-store'

/** The collected errors, with "Clear all". Loaded when first opened (error-log-button.tsx). */
export function ErrorLogDialog({ isOpen, onOpenChange }: PopupState) {
  const { t } = useLingui()
  const entries = useErrorLog()
  return (
    <ShellDialog title={<Trans>Error log</Trans>} variant="modal" isOpen={isOpen} onOpenChange={onOpenChange}>
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
