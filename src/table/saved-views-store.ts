import { defaultStringifySearch } from '@tanstack/react-router'
import { currentUsername } from '@/api/tokens'
import type { ListSearch } from './list-search'

/** A named list view: the screen plus its filters, sort, search and columns. */
export interface SavedListView {
  id: string
  name: string
  screen: string
  search: ListSearch
}

/**
 * Saved views are the user's own preferences, kept per user under 'boc.pref.' so they survive logout
 * (which wipes every other console key); another user on the same browser never sees them.
 */
const keyFor = (user: string) => `boc.pref.views.${user}`
const listeners = new Set<() => void>()
let cache: { user: string; views: SavedListView[] } | undefined

export const MAX_VIEWS = 50

function load(): SavedListView[] {
  const user = currentUsername()
  if (!user) return []
  if (cache?.user === user) return cache.views
  let views: SavedListView[] = []
  try {
    views = JSON.parse(localStorage.getItem(keyFor(user)) ?? '[]') as SavedListView[]
  } catch {
    views = []
  }
  cache = { user, views }
  return views
}

function store(views: SavedListView[]) {
  const user = currentUsername()
  if (!user) return
  localStorage.setItem(keyFor(user), JSON.stringify(views))
  cache = { user, views }
  listeners.forEach((l) => l())
}

export const savedListViews = {
  all: load,
  /** Saves under a name; the same name on the same screen replaces the earlier view. */
  save(name: string, screen: string, search: ListSearch) {
    const others = load().filter((v) => !(v.screen === screen && v.name === name))
    store([...others, { id: crypto.randomUUID(), name, screen, search }].slice(-MAX_VIEWS))
  },
  remove: (id: string) => store(load().filter((v) => v.id !== id)),
  subscribe(l: () => void) {
    listeners.add(l)
    return () => void listeners.delete(l)
  },
}

export const viewHref = (v: SavedListView) => `${v.screen}${defaultStringifySearch(v.search)}`

/** The saved views as the palette offers them: a label and the view's address. */
export const savedViewEntries = () => load().map((v) => ({ id: v.id, label: v.name, path: viewHref(v) }))
