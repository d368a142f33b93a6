import { useEffect } from 'react'
import { createStore } from '@/shell-state/create-store'
import { applyTheme } from './theme'
import { useShellSettings } from '@/shell-state/settings-store'

const compiling = createStore(false)
export const useThemeCompiling = compiling.useValue

/**
 * Applies the theme colour and dark mode through CSS variables (no stylesheet fetched), showing
 * 'Compiling the theme' meanwhile (spec section 4). Removes them again on unmount (embedding).
 */
export function ThemeApplier() {
  const { theme, darkMode } = useShellSettings()
  useEffect(() => {
    compiling.set(true)
    const remove = applyTheme(theme, darkMode)
    // Long enough for the status to be read; the colours themselves change on the next frame.
    const done = window.setTimeout(() => compiling.set(false), 400)
    return () => {
      window.clearTimeout(done)
      compiling.set(false)
      remove()
    }
  }, [theme, darkMode])
  return null
}
