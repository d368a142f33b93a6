import { deleteCookie, readCookie, writeCookie } from './cookies'

/**
 * Whether the code-to-token exchange succeeded (spec section 4, step 3). It describes the token the browser
 * holds, so it lives beside the token cookie and every tab sees it (a tab opened later still redirects on 401).
 */
const COOKIE = 'Code-To-Token'
export const exchangeSucceeded = () => readCookie(COOKIE) === 'true'
export const setExchangeSucceeded = (ok: boolean) => writeCookie(COOKIE, String(ok))
export const clearExchangeFlag = () => deleteCookie(COOKIE)
