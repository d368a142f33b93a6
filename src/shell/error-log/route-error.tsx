import type { ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { errorLog, firstFrame } from './error-log-store'
import { useContentDrawn } from '@/ui/first-screen'

/** The error boundary of every route (router defaultOnCatch): collected in production builds. */
export function logRenderError(error: unknown, info?: { componentStack?: string | null }) {
  if (!import.meta.env.PROD) return
  const err = error instanceof Error ? error : new Error(String(error))
  errorLog.add({ message: err.message, where: firstFrame(info?.componentStack) || firstFrame(err.stack) })
}

/** What a page shows when it fails to render: the rest of the shell keeps working. */
export function RouteError({ reset }: ErrorComponentProps) {
  useContentDrawn()
  return (
    <section className="card narrow" role="alert">
      <h1>
        <Trans>This page failed to display</Trans>
      </h1>
      <p className="muted">
        <Trans>The error was recorded in the error log. Try again, or open another page.</Trans>
      </p>
      {/* A native button: this boundary is in the start-up bundle, which stays free of the widget library. */}
      <button type="button" className="btn btn-primary" onClick={reset}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
