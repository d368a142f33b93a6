/** The response envelope of every call (spec section 3) and the error codes the server answers with. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export interface ListResult<T> {
  items: T[]
  total: number
}

/**
 * Codes. The spec fixes 0, 401 and 230015 and the refund/VAT codes; the rest are ours, defined once here.
 * HTTP statuses are honest too: 400/401/403/404/409/413 go with the matching codes.
 */
export const CODES = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  tooLarge: 413,
  notFound: 230015,
} as const

/** Refund-apply codes returned to the caller without a popup (spec section 8). */
export const REFUND_APPLY_CODES = [230401, 230407, 230012, 230013, 230014, 230020, 230022] as const
/** VAT-no-verify codes treated the same way. */
export const VAT_NO_VERIFY_CODES = [240101, 140011] as const
