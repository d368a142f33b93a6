/**
 * The shell's settings as stored, read without React: the inline boot script (src/boot.ts) reads them before
 * the first paint to apply the theme, and the settings store (settings-store.ts) starts from them.
 */

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

/** Light or dark: as the system says (the default), or always one of them. */
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const
export type ColorScheme = (typeof COLOR_SCHEMES)[number]

export interface ShellSettings {
  theme: string
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  colorScheme: ColorScheme
  /** Off: single-key shortcuts (`?`, `/`, `G` then a letter, `[`/`]`) do nothing (WCAG 2.1.4). */
  singleKeyShortcuts: boolean
}

/** Defaults from spec section 9: tags view on, fixed header off, sidebar logo off; light or dark as the system. */
export const DEFAULT_SETTINGS: ShellSettings = {
  theme: THEME_PRESETS[0],
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  colorScheme: 'system',
  singleKeyShortcuts: true,
}

/** Preferences, not business data: localStorage is fine. */
// Under 'boc.pref.': preferences survive logout, which wipes every other console key.
export const SETTINGS_KEY = 'boc.pref.settings'

/** Settings as saved, checked; a setting saved before colour schemes existed (`darkMode`) is carried over. */
export function parseSettings(json: string | null): ShellSettings {
  try {
    const saved = JSON.parse(json ?? '{}') as Partial<ShellSettings> & { darkMode?: unknown }
    const { darkMode, ...rest } = saved
    const merged = { ...DEFAULT_SETTINGS, ...rest }
    const theme = (THEME_PRESETS as readonly string[]).includes(merged.theme)
      ? merged.theme
      : DEFAULT_SETTINGS.theme
    // The old switch was saved off by everyone who ever opened the settings: only "on" was a choice.
    const colorScheme = (COLOR_SCHEMES as readonly string[]).includes(rest.colorScheme ?? '')
      ? merged.colorScheme
      : darkMode === true
        ? 'dark'
        : DEFAULT_SETTINGS.colorScheme
    return { ...merged, theme, colorScheme }
  } catch {
    return DEFAULT_SETTINGS
  }
}

export function readStoredSettings(): ShellSettings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY))
  } catch {
    // Storage refused (a sandboxed frame): the defaults.
    return DEFAULT_SETTINGS
  }
}

export const SYSTEM_DARK = '(prefers-color-scheme: dark)'

/** Whether the system asks for dark colours now. */
export const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches

/** Whether a colour scheme is dark, given what the system prefers. */
export const isDark = (scheme: ColorScheme, systemDark: boolean) =>
  scheme === 'dark' || (scheme === 'system' && systemDark)
