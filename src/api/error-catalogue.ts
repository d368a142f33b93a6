import { CODES, REFUND_APPLY_CODES, VAT_NO_VERIFY_CODES, type Envelope } from '@/domain/envelope'
import { REFUND_CODES, VAT_CODES } from '@/domain/refund-codes'

/**
 * The error catalogue (spec section 8) as pure decisions: what the client does with an answer. client.ts only
 * carries the decision out, so every row here is unit-tested without a network or a DOM.
 */

/** What came back from one call. */
export type Answer =
  | { kind: 'envelope'; body: Envelope; status?: number }
  | { kind: 'blob'; status: number; blob: Blob }
  /** No envelope: the network failed (no status) or the server answered an error without one. */
  | { kind: 'transport'; status?: number; hasResponseData: boolean; message: string }

/**
 * Every code the server can answer with has a message the console translates: its own words (`msg`) are
 * English and meant for logs. A code the console does not know yet still shows the server's words.
 */
export const CODE_TOASTS = {
  [CODES.badRequest]: 'badRequest',
  [CODES.forbidden]: 'forbidden',
  [CODES.conflict]: 'conflict',
  [CODES.tooLarge]: 'tooLarge',
  429: 'tooManyRequests',
  500: 'serverError',
  [CODES.notFound]: 'dataNotFound',
  [REFUND_CODES.orderNotFound]: 'orderNotFound',
  [REFUND_CODES.keepAuthorizationOnlyForTax]: 'keepAuthorizationOnlyForTax',
  [REFUND_CODES.amountExceedsRefundable]: 'amountExceedsRefundable',
  [REFUND_CODES.currencyMismatch]: 'currencyMismatch',
  [REFUND_CODES.alreadyRefunded]: 'alreadyRefunded',
  [REFUND_CODES.pendingRefundExists]: 'pendingRefundExists',
  [REFUND_CODES.idempotencyKeyReused]: 'idempotencyKeyReused',
  [VAT_CODES.invalidTaxId]: 'invalidTaxId',
  [VAT_CODES.noTaxCharged]: 'noTaxCharged',
} as const
export type CodeToastKey = (typeof CODE_TOASTS)[keyof typeof CODE_TOASTS]

const codeToast = (code: number): CodeToastKey | undefined =>
  Object.hasOwn(CODE_TOASTS, code) ? CODE_TOASTS[code as keyof typeof CODE_TOASTS] : undefined

/** A catalogue message, with the server's request id when it gave one (quoted to support; 500s carry it). */
export type Toast = { key: CodeToastKey; requestId?: string } | { text: string }

export interface Decision {
  /** resolve: success; return: a business code the caller handles inline (no popup); reject: an error. */
  outcome: 'resolve' | 'return' | 'reject'
  /** Go to sign-in for the current path. */
  signIn?: boolean
  toast?: Toast
  /** Transport errors are logged. */
  log?: boolean
  /** The message the rejected error carries. */
  message?: string
}

export interface CatalogueContext {
  /** Whether the code-to-token exchange succeeded (spec section 4, step 3). */
  exchangeSucceeded: boolean
}

const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? path
export const isRefundApplyPath = (path: string) => /\/refunds?\/apply$|\/refundApply$/i.test(pathOnly(path))
export const isVatNoVerifyPath = (path: string) => /\/vat-?no-?verify$/i.test(pathOnly(path))
/** The token and menu calls: the sign-in flow reports their failures itself, so no transport toast. */
export const isSignInFlowPath = (path: string) =>
  /^\/api\/oauth\/(token|menu)$|^\/api\/v1\/authority\/menu$/.test(pathOnly(path))

const includes = (codes: readonly number[], code: number) => codes.includes(code)

/** The 401 row: sign in again for the current path, but only after a successful code exchange. */
const unauthorized = (ctx: CatalogueContext, message: string, toast?: Toast): Decision =>
  ctx.exchangeSucceeded
    ? { outcome: 'reject', signIn: true, message }
    : { outcome: 'reject', message, ...(toast ? { toast } : {}) }

export function decide(path: string, answer: Answer, ctx: CatalogueContext): Decision {
  if (answer.kind === 'blob') return { outcome: 'resolve' }
  if (answer.kind === 'transport') return decideTransport(path, answer, ctx)
  const { code, msg } = answer.body
  if (code === CODES.ok) return { outcome: 'resolve' }
  if (isRefundApplyPath(path) && includes(REFUND_APPLY_CODES, code)) return { outcome: 'return' }
  if (isVatNoVerifyPath(path) && includes(VAT_NO_VERIFY_CODES, code)) return { outcome: 'return' }
  if (code === CODES.unauthorized) return unauthorized(ctx, msg)
  const key = codeToast(code)
  const requestId = requestIdIn(answer.body.data)
  return {
    outcome: 'reject',
    toast: key ? { key, ...(requestId ? { requestId } : {}) } : { text: msg || `Error ${code}` },
    message: msg,
  }
}

/** The request id an error envelope carries in its data (the server's log line has the same id). */
function requestIdIn(data: unknown): string | undefined {
  const id = (data as { requestId?: unknown } | null)?.requestId
  return typeof id === 'string' && /^[\w=-]{1,64}$/.test(id) ? id : undefined
}

/** The message an HTTP client gives a failed status, as the spec quotes it. */
export const statusMessage = (status: number) => `Request failed with status code ${status}`

function decideTransport(
  path: string,
  err: Extract<Answer, { kind: 'transport' }>,
  ctx: CatalogueContext,
): Decision {
  const message = err.status && err.status >= 400 ? statusMessage(err.status) : err.message
  const toasted = !isSignInFlowPath(path) && err.hasResponseData
  const toast = toasted ? { text: message } : undefined
  if (message === statusMessage(401)) return { ...unauthorized(ctx, message, toast), log: true }
  return { outcome: 'reject', log: true, message, ...(toast ? { toast } : {}) }
}
