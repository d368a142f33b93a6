/** Whether the code-to-token exchange succeeded in this browser session (spec section 4, step 3). */
const KEY = 'boc.codeToTokenSuccess'
export const exchangeSucceeded = () => sessionStorage.getItem(KEY) === 'true'
export const setExchangeSucceeded = (ok: boolean) => sessionStorage.setItem(KEY, String(ok))
