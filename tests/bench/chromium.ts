import { chromium, type BrowserContext } from 'playwright-core'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

/** A headless Debian Chromium with a real (persistent) profile, as an installed PWA would have. */
export async function launchProfile(viewport = { width: 1366, height: 800 }): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'boc-bench-'))
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  })
}
