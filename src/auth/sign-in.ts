import { runtimeConfig } from '@/api/runtime-config'
import { requestData } from '@/api/client'
import { setExchangeSucceeded } from '@/api/exchange-flag'
import { currentLanguage } from '@/i18n'
import { finishPendingLogout } from './pending-logout'
import { codeChallenge, randomToken } from './pkce'
import { storeTokens } from '@/api/tokens'
import { addAttempt, authorizeUrl, redirectUri as redirectUriFor, takeAttempt } from './authorize-trip'

const redirectUri = () => redirectUriFor(runtimeConfig().basePath)

let leaving: Promise<never> | undefined

/**
 * Sends the browser to the account service's authorize page; comes back to /auth-redirect. Several callers
 * at once (parallel 401s) share one trip.
 */
export function startSignIn(returnTo: string): Promise<never> {
  if (!leaving) {
    // Coming back with the Back button restores this page from the cache: allow a new trip then.
    window.addEventListener('pageshow', () => (leaving = undefined), { once: true })
    leaving = goToAuthorize(returnTo)
  }
  return leaving
}

async function goToAuthorize(returnTo: string): Promise<never> {
  await finishPendingLogout()
  const state = randomToken(16)
  const verifier = randomToken(32)
  addAttempt(state, { verifier, returnTo, createdAt: Date.now() })
  const challenge = await codeChallenge(verifier)
  const trip = { state, nonce: randomToken(16), challenge, language: currentLanguage() }
  location.assign(authorizeUrl(runtimeConfig(), trip))
  return new Promise<never>(() => {})
}

export type RedirectOutcome =
  | { kind: 'signedIn'; returnTo: string }
  | { kind: 'error'; error: string }
  | { kind: 'badState' }
  | { kind: 'exchangeFailed' }
  | { kind: 'nothing' }

interface TokenAnswer {
  token_type: string
  access_token: string
  id_token: string
  expires_in?: number
}

/**
 * Handles the three address forms of spec section 4, then cleans the address. Every form must come back
 * with the state of a pending attempt of this tab, once: anything else never reaches the token exchange.
 */
export async function handleAuthRedirect(search: URLSearchParams): Promise<RedirectOutcome> {
  history.replaceState(null, '', `${runtimeConfig().basePath}auth-redirect`)
  const attempt = takeAttempt(search.get('state'))
  const code = search.get('code')
  const hasForm = search.has('error') || search.has('access_token') || !!code
  if (!hasForm) return { kind: 'nothing' }
  if (!attempt) return { kind: 'badState' }
  if (search.has('error')) return { kind: 'error', error: search.get('error') ?? '' }
  if (search.has('access_token')) {
    storeTokens(
      search.get('token_type') ?? 'Bearer',
      search.get('access_token') ?? '',
      search.get('id_token') ?? '',
      Number(search.get('expires_in')) || undefined,
    )
    setExchangeSucceeded(true)
    return { kind: 'signedIn', returnTo: attempt.returnTo }
  }
  try {
    const t = await requestData<TokenAnswer>('/api/oauth/token', {
      method: 'POST',
      body: { code, code_verifier: attempt.verifier, redirect_uri: redirectUri() },
      quiet: true,
    })
    storeTokens(t.token_type, t.access_token, t.id_token, t.expires_in)
    setExchangeSucceeded(true)
    return { kind: 'signedIn', returnTo: attempt.returnTo }
  } catch {
    setExchangeSucceeded(false)
    return { kind: 'exchangeFailed' }
  }
}
