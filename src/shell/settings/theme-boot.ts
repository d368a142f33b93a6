import { isDark, readStoredSettings, systemPrefersDark } from '@/shell-state/stored-settings'
import { applyTheme } from './theme'

/**
 * The stored theme colour and light or dark, applied by index.html's inline boot script (src/boot.ts) before
 * the first paint: no flash of the light page for a user whose console is dark. The shell's ThemeApplier takes
 * over once the console runs.
 */
export function applyStoredTheme() {
  const settings = readStoredSettings()
  applyTheme(settings.theme, isDark(settings.colorScheme, systemPrefersDark()))
}
