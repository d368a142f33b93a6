import { useEffect, useRef } from 'react'
import { createStore } from '@/shell-state/create-store'
import { applyTheme } from './theme'
import { isDark, useShellSettings, useSystemDark } from '@/shell-state/settings-store'

const compiling = createStore(false)
export const useThemeCompiling = compiling.useValue

/**
 * Applies the theme colour and light or dark through CSS variables (no stylesheet fetched), showing
 * 'Compiling the theme' meanwhile when the user changes them (spec section 4). "System" follows the system's
 * setting live. The boot script applied the same before the first paint (theme-boot.ts). Removes them again on
 * unmount (embedding).
 */
export function ThemeApplier() {
  const { theme, colorScheme } = useShellSettings()
  const dark = isDark(colorScheme, useSystemDark())
  const first = useRef(true)
  useEffect(() => {
    const remove = applyTheme(theme, dark)
    if (first.current) {
      first.current = false
      return remove
    }
    compiling.set(true)
    // Long enough for the status to be read; the colours themselves change on the next frame.
    const done = window.setTimeout(() => compiling.set(false), 400)
    return () => {
      window.clearTimeout(done)
      compiling.set(false)
      remove()
    }
  }, [theme, dark])
  return null
}
