import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CODES } from '@/domain/envelope'
import type { FieldIssue } from '@/domain/schemas'

export type { FieldIssue } from '@/domain/schemas'

export function ok<T>(c: Context, data: T) {
  return c.json({ code: CODES.ok, msg: 'ok', data })
}

/**
 * Thrown anywhere in a handler; the app's error handler turns it into an envelope whose data is `data` when
 * given, else `{ issues }` when there are issues, else null.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    readonly issues?: FieldIssue[],
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** The envelope's data member. */
  get envelopeData(): unknown {
    return this.data ?? (this.issues ? { issues: this.issues } : null)
  }
}

export const badRequest = (msg: string, issues?: FieldIssue[]) =>
  new ApiError(400, CODES.badRequest, msg, issues)
export const notFound = () => new ApiError(404, CODES.notFound, 'data not found')
export const forbidden = () => new ApiError(403, CODES.forbidden, 'forbidden')
export const unauthorized = () => new ApiError(401, CODES.unauthorized, 'unauthorized')
export const conflict = (msg: string, issues?: FieldIssue[], data?: unknown) =>
  new ApiError(409, CODES.conflict, msg, issues, data)
/** A defined business failure (refund codes and the like): the envelope carries the code, HTTP says 422. */
export const businessError = (code: number, msg: string, issues?: FieldIssue[]) =>
  new ApiError(422, code, msg, issues)
