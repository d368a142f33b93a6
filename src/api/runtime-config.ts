import { ENVIRONMENTS, type RuntimeConfig } from '@/domain/config'

declare global {
  interface Window {
    __CONSOLE_CONFIG__?: RuntimeConfig
  }
}

/** Runtime configuration injected by the server into index.html; dev-server defaults otherwise. */
export function readRuntimeConfig(): RuntimeConfig {
  const injected = typeof window !== 'undefined' ? window.__CONSOLE_CONFIG__ : undefined
  return (
    injected ?? {
      env: 'dev',
      clientId: ENVIRONMENTS.dev,
      basePath: '/',
      accountHost: '',
      apiBase: '',
      productHost: '',
      cookieDomain: '',
      buildId: __BUILD_ID__,
    }
  )
}

let current: RuntimeConfig | undefined
export const runtimeConfig = (): RuntimeConfig => (current ??= readRuntimeConfig())
/** For embedding: the host decides the base path. */
export function setRuntimeConfig(overrides: Partial<RuntimeConfig>) {
  current = { ...runtimeConfig(), ...overrides }
}
