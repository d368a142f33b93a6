import { createPrivateKey, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ENVIRONMENTS, type EnvironmentName } from '@/domain/config'
import { DEFAULT_CLAIM_MINUTES } from '@/domain/work-inbox'
import { LOG_LEVELS, type LogLevel } from './ops/logger'

export interface ServerConfig {
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  basePath: string
  env: EnvironmentName
  clientId: number
  seedOrders: number
  seedDemo: boolean
  /**
   * Origins this server is reached at (PUBLIC_ORIGINS): the console's own redirect URIs, the accepted `Origin`
   * of the sign-in form and logout, and (the first one, unless ACCOUNT_HOST is set) the OpenID issuer.
   */
  publicOrigins: string[]
  /** Registered redirect URIs, compared exactly: <public origin><basePath>auth-redirect, plus REDIRECT_URIS. */
  redirectUris: string[]
  /** The OpenID issuer identifier: ACCOUNT_HOST when set, else the first public origin. */
  issuer: string
  /** TRUST_PROXY: believe X-Forwarded-Proto / X-Forwarded-For (only behind a proxy that sets them). */
  trustProxy: boolean
  /** OIDC_PRIVATE_KEY (PKCS#8 PEM, EC P-256 or RSA); unset: a P-256 key generated once and kept in the database. */
  oidcPrivateKey: string | undefined
  accountHost: string
  apiBase: string
  productHost: string
  cookieDomain: string
  tokenSecret: string
  tokenTtlSeconds: number
  /** Lifetime of an authorization code (OAuth says short; at most 60 s). */
  codeTtlSeconds: number
  distDir: string
  /** How often the background job runner advances jobs (Douyin pulls), in ms. */
  jobTickMs: number
  /** How long a job lease outlives its holder's last renewal (a dead process's jobs wait this long), in ms. */
  jobLeaseMs: number
  /** How long a claim on work lasts unless renewed or released (CLAIM_MINUTES), in minutes. */
  claimMinutes: number
  /** On SIGTERM, the most time given to in-flight requests and transactions before exiting anyway, in ms. */
  shutdownTimeoutMs: number
  logLevel: LogLevel
  /** Origins that may frame the console and the sign-in page (micro-frontend hosts); none by default. */
  frameAncestors: string[]
}

export class ConfigError extends Error {}

function normalizeBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

function intFrom(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}`)
  return n
}

/**
 * A comma- or space-separated list of http(s) URLs, each kept as `keep` returns it; a value that is not such a
 * URL, or that `keep` refuses (undefined), is a configuration error saying `expected`.
 */
function urlList(
  name: string,
  raw: string | undefined,
  expected: string,
  keep: (u: URL, v: string) => string | undefined,
): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => {
      let u: URL | undefined
      try {
        u = new URL(v)
      } catch {
        /* reported below */
      }
      const kept = u && /^https?:$/.test(u.protocol) ? keep(u, v) : undefined
      if (kept === undefined) throw new ConfigError(`${name} must list ${expected}, not ${v}`)
      return kept
    })
}

/** Origins (https://host[:port]). */
const origins = (name: string, raw: string | undefined) =>
  urlList(name, raw, 'origins such as https://host.example', (u, v) =>
    u.origin === v.replace(/\/$/, '') ? u.origin : undefined,
  )

/** Absolute http(s) URIs without a fragment, compared later as exact strings. */
const uris = (name: string, raw: string | undefined) =>
  urlList(name, raw, 'absolute http(s) URIs without a fragment', (u, v) =>
    u.hash || v.includes('#') ? undefined : v,
  )

/** Where the server is reached when PUBLIC_ORIGINS is not set: its listen host and localhost on its port. */
function defaultOrigins(host: string, port: number, env: EnvironmentName): string[] {
  const named =
    host === '0.0.0.0' || host === '::' || host === '' ? [] : [host.includes(':') ? `[${host}]` : host]
  const local = [...new Set([...named, 'localhost', '127.0.0.1'])].map((h) => `http://${h}:${port}`)
  // `npm run dev`: Vite's dev server (its default port) proxies the account service.
  return env === 'dev' ? [...local, 'http://localhost:5173'] : local
}

function privateKeyPem(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const pem = raw.includes('\\n') ? raw.replace(/\\n/g, '\n') : raw
  try {
    const key = createPrivateKey(pem)
    const curve = key.asymmetricKeyDetails?.namedCurve
    if (key.asymmetricKeyType === 'rsa' || (key.asymmetricKeyType === 'ec' && curve === 'prime256v1'))
      return pem
  } catch {
    /* reported below */
  }
  throw new ConfigError('OIDC_PRIVATE_KEY must be a PKCS#8 PEM private key, EC P-256 or RSA')
}

/** The token-signing secret: TOKEN_SECRET, or one generated once and kept in DATA_DIR. */
function logLevel(raw: string | undefined): LogLevel {
  if (!raw) return 'info'
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase())
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  return level
}

function tokenSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'token-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appEnv = (env.APP_ENV ?? 'dev') as EnvironmentName
  if (!(appEnv in ENVIRONMENTS))
    throw new ConfigError(`APP_ENV must be one of ${Object.keys(ENVIRONMENTS).join(', ')}`)
  const dataDir = resolve(env.DATA_DIR ?? 'data')
  const port = intFrom('PORT', env.PORT, 8080, 0, 65535)
  const host = env.HOST ?? '0.0.0.0'
  const basePath = normalizeBasePath(env.BASE_PATH ?? '/')
  const publicOrigins = env.PUBLIC_ORIGINS
    ? origins('PUBLIC_ORIGINS', env.PUBLIC_ORIGINS)
    : defaultOrigins(host, port, appEnv)
  const accountHost = env.ACCOUNT_HOST ?? ''
  if (accountHost && uris('ACCOUNT_HOST', accountHost).length !== 1)
    throw new ConfigError('ACCOUNT_HOST must be one absolute http(s) URL')
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    basePath,
    env: appEnv,
    clientId: ENVIRONMENTS[appEnv],
    seedOrders: intFrom('SEED_ORDERS', env.SEED_ORDERS, 200_000, 0, 20_000_000),
    seedDemo: env.SEED_DEMO !== 'false',
    publicOrigins,
    redirectUris: [
      ...new Set([
        ...publicOrigins.map((o) => `${o}${basePath}auth-redirect`),
        ...uris('REDIRECT_URIS', env.REDIRECT_URIS),
      ]),
    ],
    issuer: accountHost ? accountHost.replace(/\/+$/, '') : (publicOrigins[0] ?? ''),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    oidcPrivateKey: privateKeyPem(env.OIDC_PRIVATE_KEY),
    accountHost,
    apiBase: env.API_BASE ?? '',
    productHost: env.PRODUCT_HOST ?? '',
    cookieDomain: env.COOKIE_DOMAIN ?? '',
    tokenSecret: tokenSecret(dataDir, env.TOKEN_SECRET),
    tokenTtlSeconds: intFrom('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 8 * 3600, 10, 30 * 24 * 3600),
    codeTtlSeconds: intFrom('CODE_TTL_SECONDS', env.CODE_TTL_SECONDS, 60, 1, 60),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    jobTickMs: intFrom('JOB_TICK_MS', env.JOB_TICK_MS, 700, 50, 60_000),
    jobLeaseMs: intFrom('JOB_LEASE_MS', env.JOB_LEASE_MS, 15_000, 500, 3_600_000),
    claimMinutes: intFrom('CLAIM_MINUTES', env.CLAIM_MINUTES, DEFAULT_CLAIM_MINUTES, 1, 7 * 24 * 60),
    shutdownTimeoutMs: intFrom('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 300_000),
    logLevel: logLevel(env.LOG_LEVEL),
    frameAncestors: origins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
  }
}
