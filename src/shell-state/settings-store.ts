import { createStore } from './create-store'
import {
  DEFAULT_SETTINGS,
  readStoredSettings,
  SETTINGS_KEY,
  SYSTEM_DARK,
  systemPrefersDark,
  type ShellSettings,
} from './stored-settings'

export {
  COLOR_SCHEMES,
  DEFAULT_SETTINGS,
  THEME_PRESETS,
  isDark,
  type ColorScheme,
  type ShellSettings,
} from './stored-settings'

const store = createStore<ShellSettings>(
  typeof localStorage === 'undefined' ? DEFAULT_SETTINGS : readStoredSettings(),
)

/** Read by other areas (the command palette reads `singleKeyShortcuts`). */
export const shellSettings = {
  get: store.get,
  subscribe: store.subscribe,
  update(patch: Partial<ShellSettings>) {
    store.set({ ...store.get(), ...patch })
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(store.get()))
  },
  reset() {
    localStorage.removeItem(SETTINGS_KEY)
    store.set(DEFAULT_SETTINGS)
  },
}
export const useShellSettings = store.useValue

/** Whether the system asks for dark colours, followed live (the settings' "system" scheme reads it). */
const systemDark = createStore(systemPrefersDark())
if (typeof matchMedia === 'function')
  matchMedia(SYSTEM_DARK).addEventListener('change', (e) => systemDark.set(e.matches))
export const systemDarkNow = systemDark.get
export const useSystemDark = systemDark.useValue
