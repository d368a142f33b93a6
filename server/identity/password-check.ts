import type { Context } from 'hono'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { hashPassword, verifyPassword } from '../db/passwords'
import { clientAddress, SignInLimiter } from './sign-in-limit'
import { randomId } from './tokens'
import { findUserByName } from './users'

/**
 * The password check behind both sign-ins (the sign-in form and /v1/login), under the sign-in limit:
 * `{ retryAfter }` (seconds) when the caller must wait, else `{ user }`, the user when the password is right
 * or null. A hash is always verified.
 */
export function passwordChecker(cfg: ServerConfig, db: Db) {
  const limiter = new SignInLimiter(db)
  /** Checked for unknown usernames, so they take as long as a wrong password (no telling which names exist). */
  const dummyHash = hashPassword(randomId(16))
  return async function checkPassword(c: Context, username: string, password: string) {
    const address = clientAddress(c, cfg)
    const retryAfter = await limiter.retryAfter(username, address)
    if (retryAfter) return { retryAfter }
    const user = await findUserByName(db, username)
    const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash))
    if (!user || !right) {
      await limiter.failed(username, address)
      return { user: null }
    }
    await limiter.succeeded(username)
    return { user }
  }
}
