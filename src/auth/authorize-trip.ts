import { addressRequest } from '@/api/addressing'
import { readCookie } from '@/api/cookies'
import { runtimeConfig } from '@/api/runtime-config'
import type { RuntimeConfig } from '@/domain/config'
import { ATTEMPT_TTL_MS, serverAttemptCookie } from '@/domain/session-cookies'

/**
 * The parts of a trip to the account service that both the console and its boot script (boot-sign-in.ts)
 * need: the pending attempts kept per tab, and the authorize address. Kept free of the console's heavier
 * modules (client, i18n), so the boot script stays a few kilobytes.
 */

/** Pending sign-in attempts by state: each state is fresh, checked on return and usable once. */
const PENDING_KEY = 'boc.signin.pending'

export interface Attempt {
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

/** Remembers an attempt under its state until the browser comes back with it. */
export function addAttempt(state: string, attempt: Attempt) {
  writePending({ ...readPending(), [state]: attempt })
}

/**
 * The attempt the server started for a signed-out visit of the root (server/sign-in-first.ts), taken once: its
 * cookie, readable only at auth-redirect, is removed as it is read. It returns to the root.
 */
function takeServerAttempt(state: string): Attempt | undefined {
  const name = serverAttemptCookie(state)
  const value = readCookie(name)
  if (!value) return undefined
  const basePath = runtimeConfig().basePath
  document.cookie = `${encodeURIComponent(name)}=; path=${basePath}auth-redirect; max-age=0; SameSite=Lax`
  const [verifier, created] = value.split('.')
  const createdAt = Number(created)
  return verifier && Number.isFinite(createdAt) ? { verifier, returnTo: '/', createdAt } : undefined
}

/** Removes and returns the attempt for a state; undefined for a missing, unknown or replayed state. */
export function takeAttempt(state: string | null): Attempt | undefined {
  if (!state) return undefined
  const pending = readPending()
  const attempt = Object.hasOwn(pending, state) ? pending[state] : takeServerAttempt(state)
  delete pending[state]
  writePending(pending)
  return attempt && Date.now() - attempt.createdAt < ATTEMPT_TTL_MS ? attempt : undefined
}

export function redirectUri(basePath: string): string {
  return new URL(`${basePath}auth-redirect`, location.origin).toString()
}

/** The account service's authorize address for one attempt (code flow, PKCE S256, the console's language). */
export function authorizeUrl(
  cfg: RuntimeConfig,
  trip: { state: string; nonce: string; challenge: string; language: string },
): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: String(cfg.clientId),
    scope: 'openid profile',
    state: trip.state,
    redirect_uri: redirectUri(cfg.basePath),
    nonce: trip.nonce,
  })
  // PKCE is required by the account service.
  params.set('code_challenge', trip.challenge)
  params.set('code_challenge_method', 'S256')
  // The sign-in page speaks the console's current language (zh by default), not the browser's.
  params.set('ui_locales', trip.language)
  return `${addressRequest('/oauth/authorize', cfg).url}?${params}`
}
