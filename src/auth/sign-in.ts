import { runtimeConfig } from '@/api/runtime-config'
import { requestData } from '@/api/client'
import { addressRequest } from '@/api/addressing'
import { setExchangeSucceeded } from '@/api/exchange-flag'
import { currentLanguage } from '@/i18n'
import { finishPendingLogout } from './pending-logout'
import { codeChallenge, randomToken } from './pkce'
import { storeTokens } from '@/api/tokens'

/** Pending sign-in attempts by state: each state is fresh, checked on return and usable once. */
const PENDING_KEY = 'boc.signin.pending'
const ATTEMPT_TTL_MS = 10 * 60 * 1000

interface Attempt {
  verifier: string
  returnTo: string
  createdAt: number
}

function readPending(): Record<string, Attempt> {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as Record<string, Attempt>
  } catch {
    return {}
  }
}

function writePending(p: Record<string, Attempt>) {
  const fresh = Object.fromEntries(
    Object.entries(p).filter(([, a]) => Date.now() - a.createdAt < ATTEMPT_TTL_MS),
  )
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(fresh))
}

/** Removes and returns the attempt for a state; undefined for a missing, unknown or replayed state. */
export function takeAttempt(state: string | null): Attempt | undefined {
  if (!state) return undefined
  const pending = readPending()
  const attempt = Object.hasOwn(pending, state) ? pending[state] : undefined
  delete pending[state]
  writePending(pending)
  return attempt && Date.now() - attempt.createdAt < ATTEMPT_TTL_MS ? attempt : undefined
}

export function redirectUri(): string {
  return new URL(`${runtimeConfig().basePath}auth-redirect`, location.origin).toString()
}

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
  writePending({ ...readPending(), [state]: { verifier, returnTo, createdAt: Date.now() } })
  const cfg = runtimeConfig()
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: String(cfg.clientId),
    scope: 'openid profile',
    state,
    redirect_uri: redirectUri(),
    nonce: randomToken(16),
  })
  // PKCE is required by the account service.
  params.set('code_challenge', await codeChallenge(verifier))
  params.set('code_challenge_method', 'S256')
  // The sign-in page speaks the console's current language (zh by default), not the browser's.
  params.set('ui_locales', currentLanguage())
  location.assign(`${addressRequest('/oauth/authorize', cfg).url}?${params}`)
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
