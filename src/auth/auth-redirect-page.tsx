import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { handleAuthRedirect, startSignIn, type RedirectOutcome } from './sign-in'
import { menuQuery } from './session-queries'
import { useAlert } from '@/ui/use-alert'

/** /auth-redirect: finishes sign-in (spec section 4), then fetches the menu and lands where the user was going. */
export function AuthRedirectPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<RedirectOutcome | undefined>()
  const started = useRef(false)
  const alert = useAlert()

  useEffect(() => {
    if (started.current) return
    started.current = true
    void handleAuthRedirect(new URLSearchParams(location.search)).then(async (result) => {
      setOutcome(result)
      if (result.kind === 'error') alert.error(result.error)
      if (result.kind === 'exchangeFailed') alert.exchangeFailed()
      if (result.kind !== 'signedIn') return
      await queryClient.invalidateQueries({ queryKey: menuQuery.queryKey })
      const target =
        result.returnTo && !result.returnTo.startsWith('/auth-redirect') ? result.returnTo : '/dashboard'
      await navigate({ href: target === '/' ? '/dashboard' : target, replace: true })
    })
  }, [alert, navigate, queryClient])

  const failed = outcome && outcome.kind !== 'signedIn'
  return (
    <main className="center-page" aria-busy={!failed}>
      {failed ? (
        <section className="card narrow" aria-labelledby="signin-again">
          <h1 id="signin-again">
            <Trans>Sign in again</Trans>
          </h1>
          <p>
            {outcome.kind === 'badState' ? (
              <Trans>This sign-in link is no longer valid. For your security, please sign in again.</Trans>
            ) : (
              <Trans>Sign-in did not complete. Please sign in again.</Trans>
            )}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void startSignIn('/dashboard')}>
            <Trans>Sign in again</Trans>
          </button>
        </section>
      ) : (
        <p className="muted">
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </main>
  )
}
