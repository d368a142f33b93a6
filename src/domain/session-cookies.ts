/** Cookie names the console and its server both read (the console writes the tokens; the server reads them). */

/** "<token_type> <access_token>" (spec: the token lives in a cookie; the old console's name). */
export const TOKEN_COOKIE = 'Admin-Token'
/** The old token of a logout the server has not heard of yet (src/auth/pending-logout.ts). */
export const PENDING_LOGOUT_COOKIE = 'Pending-Logout'
/** The console's language (zh, en, ja). */
export const LANGUAGE_COOKIE = 'language'

/**
 * A sign-in attempt the server started for a signed-out visit of the console's root (server/sign-in-first.ts):
 * "<verifier>.<created at, ms>" under a name that carries the attempt's state, readable only at
 * <basePath>auth-redirect, where the console takes it once (src/auth/authorize-trip.ts).
 */
export const serverAttemptCookie = (state: string) => `Sign-In-${state}`
/** How long an attempt the server started stays usable (the console's own attempts: the same). */
export const ATTEMPT_TTL_MS = 10 * 60 * 1000
