import { DASHBOARD } from '@/domain/menu'
import { HrefLink } from '@/ui/href-link'
import { Trans } from '@lingui/react/macro'
import { useContentDrawn } from '@/ui/first-screen'

export function ErrorPage({ kind }: { kind: 'notFound' | 'unauthorized' }) {
  useContentDrawn()
  return (
    <main className="center-page">
      <section className="card narrow error-page">
        <p className="error-code" aria-hidden="true">
          {kind === 'notFound' ? '404' : '401'}
        </p>
        <h1>
          {kind === 'notFound' ? (
            <Trans>Page not found</Trans>
          ) : (
            <Trans>You do not have access to this page</Trans>
          )}
        </h1>
        <p className="muted">
          {kind === 'notFound' ? (
            <Trans>The address may be mistyped, or the page has moved.</Trans>
          ) : (
            <Trans>Ask the product owner for access if you need this page.</Trans>
          )}
        </p>
        <HrefLink href={DASHBOARD.path} className="btn btn-primary">
          <Trans>Back to the dashboard</Trans>
        </HrefLink>
      </section>
    </main>
  )
}
