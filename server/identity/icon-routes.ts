import { readFileSync } from 'node:fs'
import type { Hono } from 'hono'
import type { AppEnv } from '../api/auth'

/** The console's icon (public/favicon.svg), which the account service's pages use as theirs. */
const ICON = readFileSync(new URL('../../public/favicon.svg', import.meta.url))

/**
 * The account service's icon: its pages link /oauth/favicon.svg, and /favicon.ico (which browsers and audit
 * tools ask for on their own) answers with the same picture instead of a 404 logged on every visit.
 */
export function iconRoutes(app: Hono<AppEnv>) {
  const icon = () =>
    new Response(ICON, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    })
  app.get('/oauth/favicon.svg', icon)
  app.get('/favicon.ico', icon)
}
