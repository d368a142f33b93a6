import { CODES, REFUND_APPLY_CODES, VAT_NO_VERIFY_CODES, type Envelope } from '@/domain/envelope'

/** What the client does with an answer (spec section 8), decided without side effects so it can be unit-tested. */
export type Decision =
  | { kind: 'resolve' }
  /** A business code the caller handles inline (refund apply, VAT no-verify): no popup. */
  | { kind: 'return' }
  | { kind: 'signIn' }
  | { kind: 'reject'; toast?: 'dataNotFound' | 'serverMessage'; message: string }

export const isRefundApplyPath = (path: string) => /\/refunds?\/apply\b|refundApply/i.test(path)
export const isVatNoVerifyPath = (path: string) => /vat-?no-?verify/i.test(path)
/** Calls whose transport errors are not toasted: sign-in handles them itself. */
export const isQuietPath = (path: string) => /\/api\/oauth\/(token|menu)\b/.test(path)

export function decideEnvelope(path: string, body: Envelope, ctx: { exchangeSucceeded: boolean }): Decision {
  if (body.code === CODES.ok) return { kind: 'resolve' }
  if (isRefundApplyPath(path) && (REFUND_APPLY_CODES as readonly number[]).includes(body.code))
    return { kind: 'return' }
  if (
    isVatNoVerifyPath(path) &&
    ([...REFUND_APPLY_CODES, ...VAT_NO_VERIFY_CODES] as readonly number[]).includes(body.code)
  )
    return { kind: 'return' }
  if (body.code === CODES.unauthorized)
    return ctx.exchangeSucceeded ? { kind: 'signIn' } : { kind: 'reject', message: body.msg }
  if (body.code === CODES.notFound) return { kind: 'reject', toast: 'dataNotFound', message: body.msg }
  return { kind: 'reject', toast: 'serverMessage', message: body.msg }
}

/** Transport errors: no envelope came back (network down, or a non-JSON answer). */
export function decideTransportError(
  path: string,
  err: { status?: number; hasResponseData: boolean; message: string },
  ctx: { exchangeSucceeded: boolean },
): Decision {
  const message = err.status ? `Request failed with status code ${err.status}` : err.message
  if (err.status === 401 && ctx.exchangeSucceeded) return { kind: 'signIn' }
  if (isQuietPath(path) || !err.hasResponseData) return { kind: 'reject', message }
  return { kind: 'reject', toast: 'serverMessage', message }
}
