import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { originGuard } from './origin-guard'
import { passwordChecker } from './password-check'
import { sessionTokens } from './session-tokens'
import { signInCsrf } from './sign-in-csrf'

/** What the account service's routes share: configuration, database, origin and CSRF checks, sessions. */
export function identityContext(cfg: ServerConfig, db: Db) {
  return {
    cfg,
    db,
    ...originGuard(cfg),
    ...signInCsrf(cfg),
    ...sessionTokens(cfg, db),
    checkPassword: passwordChecker(cfg, db),
  }
}

export type IdentityContext = ReturnType<typeof identityContext>
