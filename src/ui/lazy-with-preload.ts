import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
type AnyComponent = ComponentType<any>

const noop = () => {}

export type Preloadable<T extends AnyComponent> = LazyExoticComponent<T> & {
  /**
   * Starts the download; never rejects (a failed one is tried again by the next call or the render). Settles
   * when the download does.
   */
  preload: () => Promise<void>
}

/**
 * React.lazy whose code can be fetched before it first renders: what only an interaction shows (a menu, a
 * dialog) stays out of a cold start, and its download starts when the user shows intent, so it opens at once.
 */
export function lazyWithPreload<T extends AnyComponent>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loading: Promise<{ default: T }> | undefined
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  return Object.assign(lazy(once), { preload: () => once().then(noop, noop) })
}

/**
 * The components a lazily loaded module exports, each a `lazyWithPreload` of one shared download: loading any
 * of them loads the whole chunk (a group of popups that open from one strip).
 */
export function lazyExports<M extends Record<string, AnyComponent>>(load: () => Promise<M>) {
  return <K extends keyof M & string>(name: K): Preloadable<M[K]> =>
    lazyWithPreload<M[K]>(() => load().then((m) => ({ default: m[name] })))
}
