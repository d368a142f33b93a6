import { ApiError } from '@/api/client'
import type { Access } from './access'

/**
 * Spec section 4, step 4, with the catalogue rows of section 8: what follows a menu answer.
 * - code 0 with a non-empty first entry: build routes and record the action permissions;
 * - code 0 with no children: warn that the user has no system permission (no redirect, which would loop);
 * - any other code or a failed call: back to central sign-in, only if the code-to-token exchange succeeded.
 *   A 401 means the stored token is dead, which is the same as holding none: sign in again too.
 */
export type MenuStep =
  | { kind: 'build'; access: Access }
  | { kind: 'noPermission'; access: Access }
  | { kind: 'signIn' }
  | { kind: 'fail'; error: unknown }

export type MenuResult = { ok: true; access: Access } | { ok: false; error: unknown }

export function decideMenuStep(result: MenuResult, ctx: { exchangeSucceeded: boolean }): MenuStep {
  if (result.ok) {
    const { access } = result
    return access.hasMenu ? { kind: 'build', access } : { kind: 'noPermission', access }
  }
  const deadToken = result.error instanceof ApiError && result.error.code === 401
  if (ctx.exchangeSucceeded || deadToken) return { kind: 'signIn' }
  return { kind: 'fail', error: result.error }
}
