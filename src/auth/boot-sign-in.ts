import { readCookie } from '@/api/cookies'
import { runtimeConfig } from '@/api/runtime-config'
import { PENDING_LOGOUT_COOKIE, TOKEN_COOKIE } from '@/api/tokens'
import { initialLanguage } from '@/i18n/initial-language'
import { buildAccess, isPathPermitted, type MenuEntry } from './access'
import { mayTripAutomatically } from './auto-sign-in'
import { appPathOf } from './app-path'
import { addAttempt, authorizeUrl } from './authorize-trip'
import { codeChallenge, randomToken } from './pkce'

/** Routes the console shows signed out: everything else is behind the layout's guard (guard.ts). */
const SIGNED_OUT_ROUTES = new Set(['login', 'auth-redirect', '401', '404'])
const isSignedOutRoute = (appPath: string) => SIGNED_OUT_ROUTES.has(appPath.replace(/\/+$/, ''))

export interface BootFacts {
  /** The path inside the console, base path stripped, without the leading slash. */
  appPath: string
  hasToken: boolean
  pendingLogout: boolean
  online: boolean
}

/**
 * Whether a visit can go to the account service before the console loads: signed out (no token), on a page
 * behind the guard, and online. Anything the console decides for itself (a logout the server has not heard of,
 * offline, the signed-out pages) loads the console, which then does exactly what it did before.
 */
export function signInFirst(f: BootFacts): boolean {
  return !f.hasToken && !f.pendingLogout && f.online && !isSignedOutRoute(f.appPath)
}

export interface ConsoleAssets {
  entry: string
  preloads: readonly string[]
  /** The entry's stylesheets: the page's first paint waits for them. */
  styles?: readonly string[]
  /** Each language's catalog chunk ("zh=./assets/locale-zh-….js"): the console imports one before it renders. */
  locales?: Readonly<Record<string, string>>
  /**
   * What a signed-in start needs beyond the entry: the layout's modules (sidebar, navbar, tabs), which every
   * signed-in screen renders, and those of the screen at the address (the server names them). The router finds
   * them only once the entry has run; asked for here, they download beside it (issue 31).
   */
  layout?: readonly string[]
  screen?: readonly string[]
}

/**
 * Starts the console: its entry module and the modules it imports at once, as the built page would have, and
 * the catalog of the language it will start in, which it would otherwise ask for only once it runs.
 */
export function loadConsole(assets: ConsoleAssets) {
  if (!assets.entry) return
  const catalog = assets.locales?.[initialLanguage()]
  preload(catalog ? [...assets.preloads, catalog] : assets.preloads)
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = assets.entry
  document.head.append(script)
  // Asked for here rather than by a tag, so that no task that runs this script also takes in the stylesheet's
  // answer: a trace would then read the console's code as waiting for the stylesheet (Lighthouse's simulation
  // queued React and the entry behind it, issue 31). `blocking` keeps the first paint waiting for it as a tag's
  // would; Vite's imports find it by its address and do not load it again.
  for (const href of assets.styles ?? []) {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.crossOrigin = ''
    link.href = href
    link.setAttribute('blocking', 'render')
    document.head.append(link)
  }
}

/** Modules and stylesheets, fetched as the console's dynamic imports will ask for them (with CORS). */
function preload(hrefs: readonly string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link')
    if (href.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

/** The path inside the console of the page's address (BootFacts' appPath). */
export function currentAppPath(): string {
  const base = runtimeConfig().basePath
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname
}

/** The assets index.html's boot script names in its data attributes (written by sign-in-boot.ts and the server). */
export function bootAssets(data: DOMStringMap | undefined): ConsoleAssets {
  const list = (raw: string | undefined) => (raw ?? '').split(',').filter(Boolean)
  return {
    entry: data?.entry ?? '',
    preloads: list(data?.preloads),
    styles: list(data?.styles),
    locales: Object.fromEntries(list(data?.locales).map((pair) => pair.split('=', 2) as [string, string])),
    layout: list(data?.layout),
    screen: list(data?.screen),
  }
}

/**
 * A signed-in start's screen and layout code (ConsoleAssets), asked for after the entry and the early reads
 * (src/api/early-reads.ts): a browser sends a host's requests a few at a time, in the order they are made.
 */
export function preloadSignedInCode(assets: ConsoleAssets) {
  if (!readCookie(TOKEN_COOKIE) || isSignedOutRoute(currentAppPath())) return
  preload([...(assets.screen ?? []), ...(assets.layout ?? [])])
}

/** The console's own trip (sign-in.ts), taken before its bundle is downloaded: same attempt, same address. */
async function goToSignIn(): Promise<void> {
  const cfg = runtimeConfig()
  const state = randomToken(16)
  const verifier = randomToken(32)
  addAttempt(state, { verifier, returnTo: appPathOf(cfg.basePath), createdAt: Date.now() })
  const challenge = await codeChallenge(verifier)
  const trip = { state, nonce: randomToken(16), challenge, language: initialLanguage() }
  location.replace(authorizeUrl(cfg, trip))
}

/**
 * The boot script of index.html (src/boot.ts, inlined at build time): a signed-out visit goes to the sign-in
 * page without downloading the console; every other visit starts the console at once. The loop breaker of
 * automatic trips (auto-sign-in.ts) applies as it does in the console. True when it starts the console.
 */
export function bootConsole(assets: ConsoleAssets): boolean {
  const facts: BootFacts = {
    appPath: currentAppPath(),
    hasToken: !!readCookie(TOKEN_COOKIE),
    pendingLogout: !!readCookie(PENDING_LOGOUT_COOKIE),
    online: navigator.onLine,
  }
  if (signInFirst(facts) && mayTripAutomatically()) {
    goToSignIn().catch(() => loadConsole(assets))
    return false
  }
  loadConsole(assets)
  return true
}

/**
 * Whether the menu's answer (the early read's) lets the user open `path`, as the layout's guard will decide:
 * resolves if so, rejects otherwise, so that a screen's early read is never sent for a page outside the menu.
 */
export function menuPermits(path: string) {
  return async (menu: Promise<Response>) => {
    const envelope = (await (await menu).clone().json()) as { data?: MenuEntry[] }
    if (!isPathPermitted(buildAccess(Array.isArray(envelope.data) ? envelope.data : []), path))
      throw new Error(`${path} is not in the menu`)
  }
}
