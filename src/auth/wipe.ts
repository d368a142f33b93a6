/**
 * Wipes what the browser keeps of business data: every IndexedDB database, Cache Storage except the caches of
 * built assets (the precache and the runtime asset cache: the app shell, no business data), localStorage except
 * preference keys, and sessionStorage. Each step is independent: one failing never stops the others.
 */
import { ASSET_CACHE } from '@/offline/asset-cache'

/** localStorage keys that hold preferences, not business data, survive a logout. */
export const PREFERENCE_KEY_PREFIX = 'boc.pref.'
export const isPreferenceKey = (key: string) => key.startsWith(PREFERENCE_KEY_PREFIX)
/** Workbox's precache and the runtime cache of built scripts hold only the app shell, never business data. */
export const isShellCache = (name: string) => name.startsWith('workbox-precache') || name === ASSET_CACHE

const settle = (req: IDBRequest | IDBOpenDBRequest) =>
  new Promise<void>((resolve) => {
    req.onsuccess = () => resolve()
    req.onerror = () => resolve()
    if ('onblocked' in req) req.onblocked = () => resolve()
  })

/** Empties every store first (works while other connections are open), then deletes the database. */
async function wipeDatabase(name: string): Promise<void> {
  const open = indexedDB.open(name)
  const db = await new Promise<IDBDatabase | undefined>((resolve) => {
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => resolve(undefined)
    open.onblocked = () => resolve(undefined)
  })
  if (db) {
    const stores = [...db.objectStoreNames]
    if (stores.length) {
      const tx = db.transaction(stores, 'readwrite')
      stores.forEach((s) => tx.objectStore(s).clear())
      await new Promise<void>((resolve) => {
        tx.oncomplete = () => resolve()
        tx.onerror = () => resolve()
        tx.onabort = () => resolve()
      })
    }
    db.close()
  }
  await settle(indexedDB.deleteDatabase(name))
}

export async function wipeIndexedDb(): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  const dbs = (await indexedDB.databases?.()) ?? []
  await Promise.allSettled(dbs.flatMap((d) => (d.name ? [wipeDatabase(d.name)] : [])))
}

export async function wipeCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.allSettled(names.filter((n) => !isShellCache(n)).map((n) => caches.delete(n)))
}

export function wipeWebStorage(): void {
  for (const key of Object.keys(localStorage)) if (!isPreferenceKey(key)) localStorage.removeItem(key)
  sessionStorage.clear()
}

export async function wipeBrowserData(): Promise<void> {
  await Promise.allSettled([wipeIndexedDb(), wipeCacheStorage(), Promise.resolve().then(wipeWebStorage)])
}
