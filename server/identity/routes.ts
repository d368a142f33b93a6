import { Hono } from 'hono'
import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { AppEnv } from '../api/auth'
import { accountRoutes } from './account-routes'
import { iconRoutes } from './icon-routes'
import { identityContext } from './identity-context'
import { signInRoutes } from './sign-in-routes'
import { tokenRoutes } from './token-routes'

/** The account service: sign-in page (and its icon), codes, tokens, menus, logout. */
export function identityRoutes(cfg: ServerConfig, db: Db) {
  const app = new Hono<AppEnv>()
  const ctx = identityContext(cfg, db)
  signInRoutes(app, ctx)
  iconRoutes(app)
  tokenRoutes(app, ctx)
  accountRoutes(app, ctx)
  return app
}
