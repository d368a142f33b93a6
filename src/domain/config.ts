/** Environments and their OAuth client ids (spec section 9). */
export const ENVIRONMENTS = { dev: 22, beta: 18, production: 6 } as const
export type EnvironmentName = keyof typeof ENVIRONMENTS

/** Runtime configuration the server hands the console in index.html; one build serves every environment. */
export interface RuntimeConfig {
  env: EnvironmentName
  clientId: number
  basePath: string
  /** Account (identity) service host: /oauth/authorize and /api/v1/authority/menu. Empty = same origin. */
  accountHost: string
  /** API base for /api/ paths. Empty = same origin. */
  apiBase: string
  /** Product API host for every other path. Empty = same origin. */
  productHost: string
  /** Cookie domain for the token cookie ('' = the serving host). */
  cookieDomain: string
  buildId: string
}

export const APP_TITLE = 'BOC'
export const LANGUAGES = ['zh', 'en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh'
