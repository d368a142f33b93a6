import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { userQuery } from '@/auth/session-queries'
import { formatDateTime } from '@/ui/format'

/**
 * What a printed page carries above the screen's own title (print.css shows it on paper only): when it was
 * printed and by whom. The time is taken again as the browser prepares to print.
 */
export function PrintHeader() {
  const user = useQuery(userQuery).data
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString())
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date().toISOString())
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])
  const when = formatDateTime(printedAt)
  const who = user?.nickname || user?.name || ''
  return (
    <p className="print-header" data-testid="print-header">
      {who ? (
        <Trans>
          Printed {when} by {who}
        </Trans>
      ) : (
        <Trans>Printed {when}</Trans>
      )}
    </p>
  )
}
