import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { securityHeaders } from './security-headers'

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function appOver(distDir: string) {
  const cfg = { ...loadConfig({ TOKEN_SECRET: 'x' }), distDir }
  const app = new Hono()
  app.use('*', securityHeaders(cfg, ['window.__CONSOLE_CONFIG__={}']))
  app.get('*', (c) => c.html('<p>page</p>'))
  return async (path = '/orderCenter/orders') => {
    const csp = (await app.request(path)).headers.get('content-security-policy') ?? ''
    return /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
  }
}

const page = (boot: string) =>
  `<html><head><meta charset="UTF-8" /><script data-entry="a.js">${boot}</script></head></html>`

describe('the CSP of the console', () => {
  it("allows the runtime configuration and the built page's boot script by their hashes, and follows a rebuild", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'boc-csp-'))
    dirs.push(dist)
    const scriptSrc = appOver(dist)
    expect(await scriptSrc()).toEqual(["'self'", hash('window.__CONSOLE_CONFIG__={}')]) // not built yet
    writeFileSync(join(dist, 'index.html'), page('boot(1)'))
    expect(await scriptSrc()).toEqual(["'self'", hash('window.__CONSOLE_CONFIG__={}'), hash('boot(1)')])
    writeFileSync(join(dist, 'index.html'), page('boot(22)'))
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000))
    expect(await scriptSrc()).toContain(hash('boot(22)'))
    expect(await scriptSrc()).not.toContain(hash('boot(1)'))
    expect(await scriptSrc()).not.toContain("'unsafe-inline'")
  })
})
