import { describe, expect, it } from 'vitest'
import { CODES, REFUND_APPLY_CODES, VAT_NO_VERIFY_CODES } from '@/domain/envelope'
import { REFUND_CODES, VAT_CODES } from '@/domain/refund-codes'
import { decide, type Answer } from './error-catalogue'

const signedIn = { exchangeSucceeded: true }
const notExchanged = { exchangeSucceeded: false }
const env = (code: number, msg = 'server says no'): Answer => ({
  kind: 'envelope',
  body: { code, msg, data: null },
})
const transport = (
  status: number | undefined,
  hasResponseData: boolean,
  message = 'Network Error',
): Answer => ({
  kind: 'transport',
  status,
  hasResponseData,
  message,
})

describe('error catalogue (spec section 8)', () => {
  it('code 0 resolves with the body', () => {
    expect(decide('/v1/orders', env(0, 'ok'), signedIn)).toEqual({ outcome: 'resolve' })
  })

  it('blob responses pass through', () => {
    const blob: Answer = { kind: 'blob', status: 200, blob: new Blob(['x']) }
    expect(decide('/v1/orders/export', blob, signedIn)).toEqual({ outcome: 'resolve' })
  })

  it.each(REFUND_APPLY_CODES)('refund apply code %i is returned to the caller without a popup', (code) => {
    expect(decide('/v1/refunds/apply', env(code), signedIn)).toEqual({ outcome: 'return' })
  })

  it.each(VAT_NO_VERIFY_CODES)('vat no-verify code %i is returned to the caller without a popup', (code) => {
    expect(decide('/v1/refunds/vat-no-verify', env(code), signedIn)).toEqual({ outcome: 'return' })
  })

  it('those codes elsewhere are ordinary errors with a translated toast', () => {
    expect(decide('/v1/orders', env(230401, 'x'), signedIn).toast).toEqual({ key: 'orderNotFound' })
    expect(decide('/v1/refunds/apply', env(240101, 'vat'), signedIn).toast).toEqual({ key: 'invalidTaxId' })
    expect(decide('/v1/refunds/vat-no-verify', env(230401, 'r'), signedIn).toast).toEqual({
      key: 'orderNotFound',
    })
  })

  it('code 401 sends the user to sign in only after a successful code exchange', () => {
    expect(decide('/v1/orders', env(401), signedIn)).toMatchObject({ outcome: 'reject', signIn: true })
    const d = decide('/v1/orders', env(401), notExchanged)
    expect(d.outcome).toBe('reject')
    expect(d.signIn).toBeUndefined()
    expect(d.toast).toBeUndefined()
  })

  it("code 230015 shows 'data not found'", () => {
    expect(decide('/v1/orders/1', env(230015, 'data not found'), signedIn)).toEqual({
      outcome: 'reject',
      toast: { key: 'dataNotFound' },
      message: 'data not found',
    })
  })

  it('every code the server answers with is toasted in the console language, not in its English msg', () => {
    expect(decide('/v1/orders', env(409, 'changed by someone else'), signedIn)).toEqual({
      outcome: 'reject',
      toast: { key: 'conflict' },
      message: 'changed by someone else',
    })
    const serverCodes = [
      ...Object.values(CODES).filter((c) => c !== CODES.ok && c !== CODES.unauthorized),
      ...Object.values(REFUND_CODES),
      ...Object.values(VAT_CODES),
      429,
      500,
    ]
    for (const code of serverCodes)
      expect(decide('/v1/orders', env(code, 'english'), signedIn).toast, String(code)).toHaveProperty('key')
  })

  it('an internal error carries the request id the server logged it under, to quote to support', () => {
    const failed: Answer = {
      kind: 'envelope',
      status: 500,
      body: { code: 500, msg: 'internal error', data: { requestId: '1f0c-42' } },
    }
    expect(decide('/v1/orders', failed, signedIn).toast).toEqual({ key: 'serverError', requestId: '1f0c-42' })
    const forged: Answer = { ...failed, body: { ...failed.body, data: { requestId: '<b>x</b>' } } }
    expect(decide('/v1/orders', forged, signedIn).toast).toEqual({ key: 'serverError' })
  })

  it("a code the console does not know yet shows the server's msg", () => {
    expect(decide('/v1/orders', env(777001, 'new rule'), signedIn).toast).toEqual({ text: 'new rule' })
  })

  it('transport errors with response data are logged and toasted with the error message', () => {
    expect(decide('/v1/orders', transport(500, true), signedIn)).toEqual({
      outcome: 'reject',
      log: true,
      message: 'Request failed with status code 500',
      toast: { text: 'Request failed with status code 500' },
    })
  })

  it('transport errors are logged but not toasted for the token and menu calls', () => {
    for (const path of ['/api/oauth/token', '/api/oauth/menu', '/api/v1/authority/menu']) {
      const d = decide(path, transport(502, true), signedIn)
      expect(d).toMatchObject({ outcome: 'reject', log: true })
      expect(d.toast).toBeUndefined()
    }
  })

  it('transport errors are logged but not toasted when no response data came back', () => {
    const d = decide('/v1/orders', transport(undefined, false, 'Failed to fetch'), signedIn)
    expect(d).toEqual({ outcome: 'reject', log: true, message: 'Failed to fetch' })
  })

  it("'Request failed with status code 401' triggers the same redirect as code 401", () => {
    expect(decide('/v1/orders', transport(401, true), signedIn)).toMatchObject({
      outcome: 'reject',
      signIn: true,
      log: true,
      message: 'Request failed with status code 401',
    })
    expect(
      decide('/v1/orders', transport(undefined, false, 'Request failed with status code 401'), signedIn),
    ).toMatchObject({ signIn: true })
    expect(decide('/v1/orders', transport(401, true), notExchanged).signIn).toBeUndefined()
  })
})
