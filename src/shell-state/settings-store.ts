import { createStore } from './create-store'

/** The 8 theme presets; the first is the default (spec section 9). */
export const THEME_PRESETS = [
  '#1890ff',
  '#409eff',
  '#304156',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#722ed1',
] as const

export interface ShellSettings {
  theme: string
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  darkMode: boolean
  /** Off: single-key shortcuts (`?`, `/`, `G` then a letter, `[`/`]`) do nothing (WCAG 2.1.4). */
  singleKeyShortcuts: boolean
}

/** Defaults from spec section 9: tags view on, fixed header off, sidebar logo off. */
export const DEFAULT_SETTINGS: ShellSettings = {
  theme: THEME_PRESETS[0],
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  darkMode: false,
  singleKeyShortcuts: true,
}

/** Preferences, not business data: localStorage is fine. */
// Under 'boc.pref.': preferences survive logout, which wipes every other console key.
const STORAGE_KEY = 'boc.pref.settings'

function load(): ShellSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<ShellSettings>
    const merged = { ...DEFAULT_SETTINGS, ...saved }
    const theme = (THEME_PRESETS as readonly string[]).includes(merged.theme)
      ? merged.theme
      : DEFAULT_SETTINGS.theme
    return { ...merged, theme }
  } catch {
    return DEFAULT_SETTINGS
  }
}

const store = createStore<ShellSettings>(typeof localStorage === 'undefined' ? DEFAULT_SETTINGS : load())

/** Read by other areas (the command palette reads `singleKeyShortcuts`). */
export const shellSettings = {
  get: store.get,
  subscribe: store.subscribe,
  update(patch: Partial<ShellSettings>) {
    store.set({ ...store.get(), ...patch })
    localStorage.setItem(STORAGE_KEY, JSON.stringify(store.get()))
  },
  reset() {
    localStorage.removeItem(STORAGE_KEY)
    store.set(DEFAULT_SETTINGS)
  },
}
export const useShellSettings = store.useValue
