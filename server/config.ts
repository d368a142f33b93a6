import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ENVIRONMENTS, type EnvironmentName } from '../src/domain/config'

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
  /** Extra registered redirect URIs besides <origin><basePath>auth-redirect. */
  redirectUris: string[]
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

/** A comma- or space-separated list of origins (https://host[:port]); anything else is a configuration error. */
function origins(name: string, raw: string | undefined): string[] {
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
      if (!u || !/^https?:$/.test(u.protocol) || u.origin !== v.replace(/\/$/, ''))
        throw new ConfigError(`${name} must list origins such as https://host.example, not ${v}`)
      return u.origin
    })
}

/** The token-signing secret: TOKEN_SECRET, or one generated once and kept in DATA_DIR. */
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
  return {
    port: intFrom('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    basePath: normalizeBasePath(env.BASE_PATH ?? '/'),
    env: appEnv,
    clientId: ENVIRONMENTS[appEnv],
    seedOrders: intFrom('SEED_ORDERS', env.SEED_ORDERS, 200_000, 0, 5_000_000),
    seedDemo: env.SEED_DEMO !== 'false',
    redirectUris: (env.REDIRECT_URIS ?? '').split(',').filter(Boolean),
    accountHost: env.ACCOUNT_HOST ?? '',
    apiBase: env.API_BASE ?? '',
    productHost: env.PRODUCT_HOST ?? '',
    cookieDomain: env.COOKIE_DOMAIN ?? '',
    tokenSecret: tokenSecret(dataDir, env.TOKEN_SECRET),
    tokenTtlSeconds: intFrom('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 8 * 3600, 10, 30 * 24 * 3600),
    codeTtlSeconds: intFrom('CODE_TTL_SECONDS', env.CODE_TTL_SECONDS, 60, 1, 60),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    jobTickMs: intFrom('JOB_TICK_MS', env.JOB_TICK_MS, 700, 50, 60_000),
    frameAncestors: origins('FRAME_ANCESTORS', env.FRAME_ANCESTORS),
  }
}
