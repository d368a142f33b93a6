import { DASHBOARD } from '@/domain/menu'
import './auth.css'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { appKeys } from '@/api/query-keys'
import { useAlert } from '@/ui/use-alert'
import { safeReturnPath } from './login'
import { handleAuthRedirect, startSignIn, type RedirectOutcome } from './sign-in'

/** /auth-redirect: finishes sign-in (spec section 4), then lands where the user was going (the guard fetches the menu). */
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
      if (result.kind === 'error') alert.error(result.error)
      if (result.kind === 'exchangeFailed') alert.exchangeFailed()
      if (result.kind !== 'signedIn') return setOutcome(result)
      queryClient.removeQueries({ queryKey: appKeys.session() })
      await navigate({ href: safeReturnPath(result.returnTo), replace: true })
    })
  }, [alert, navigate, queryClient])

  if (!outcome)
    return (
      <main className="center-page" aria-busy="true">
        <p className="muted" role="status">
          <Trans>Signing you in…</Trans>
        </p>
      </main>
    )
  return (
    <main className="center-page">
      <section className="card login-card" aria-labelledby="signin-again">
        <h1 id="signin-again" className="login-title">
          <Trans>Sign in again</Trans>
        </h1>
        <p>
          {outcome.kind === 'badState' ? (
            <Trans>This sign-in link is no longer valid. For your security, please sign in again.</Trans>
          ) : (
            <Trans>Sign-in did not complete. Please sign in again.</Trans>
          )}
        </p>
        <Button className="btn btn-primary login-submit" onPress={() => void startSignIn(DASHBOARD.path)}>
          <Trans>Sign in again</Trans>
        </Button>
      </section>
    </main>
  )
}
