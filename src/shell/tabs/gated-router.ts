import type { AnyRouter } from '@tanstack/react-router'

interface Readable<T> {
  get: () => T
  subscribe: (listener: () => void) => { unsubscribe: () => void }
}

/**
 * A view of the router for one kept-alive page. While the address is elsewhere, every router store the page
 * reads answers its last value and stays silent, so a hidden page never re-renders against another route's
 * state (its match is gone: TanStack's hooks would throw). When the address comes back, the live values flow
 * again and the page carries on with its React state intact.
 */
export function gatedRouter(router: AnyRouter, isLive: () => boolean): AnyRouter {
  const gate = <T>(store: Readable<T>): Readable<T> => {
    let last = store.get()
    return {
      get: () => {
        if (isLive()) {
          const value = store.get()
          // A match store empties while its route is being left; the page keeps its last match.
          if (value !== undefined) last = value
        }
        return last
      },
      subscribe: (listener) => store.subscribe(() => isLive() && listener()),
    }
  }
  const real = router.stores as unknown as Record<string, unknown> & {
    getMatchStore: (routeId: string) => Readable<unknown>
  }
  const gatedMatchStores = new Map<string, Readable<unknown>>()
  const overrides: Record<string, unknown> = {
    getMatchStore: (routeId: string) => {
      let store = gatedMatchStores.get(routeId)
      if (!store) gatedMatchStores.set(routeId, (store = gate(real.getMatchStore(routeId))))
      return store
    },
  }
  for (const name of ['location', 'resolvedLocation', 'status', 'ids', 'matches', '__store']) {
    if (real[name]) overrides[name] = gate(real[name] as Readable<unknown>)
  }
  const stores = Object.assign(Object.create(real) as object, overrides)
  return Object.assign(Object.create(router) as object, { stores }) as unknown as AnyRouter
}
