import type { MiddlewareHandler } from 'hono'
import { CODES } from '@/domain/envelope'
import { ApiError, badRequest, conflict } from './envelope'

/**
 * A NUL character anywhere in the URL (path or query, written %00) is refused before any route reads it: no
 * text column can hold one, and no parameter, key, code or state legitimately contains one. Bodies are checked
 * where they are read (readJsonBody, the sign-in form).
 */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00|\0/i.test(c.req.url))
    return c.json(
      {
        code: CODES.badRequest,
        msg: 'the address contains a NUL character',
        data: { issues: [{ field: '(url)', message: 'must not contain NUL characters' }] },
      },
      400,
    )
  await next()
}

/**
 * The last line of defence: a database error caused by the request's values (SQLSTATE class 22, data
 * exception: a bad date, a number out of range, a NUL byte; class 23, integrity: a unique key taken) is the
 * client's mistake, never a 500. Validation should have caught it first; this keeps a gap from being a 5xx.
 */
export function dbInputError(err: unknown): ApiError | undefined {
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  if (code === '23505') return conflict('a record with this value already exists', uniqueIssue(err))
  if (code.startsWith('23')) return conflict('the change conflicts with other records')
  if (code.startsWith('22')) return badRequest('a value is out of range or malformed')
  if (code === '54001') return badRequest('the request is too complex')
  return undefined
}

/** The field a unique violation names, from the database's detail `Key (column)=(value) already exists.` */
function uniqueIssue(err: unknown) {
  const detail = (err as { detail?: unknown }).detail
  const column = typeof detail === 'string' ? /^Key \(([a-z0-9_]+)\)=/.exec(detail)?.[1] : undefined
  if (!column) return undefined
  return [
    { field: column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()), message: 'already exists' },
  ]
}
