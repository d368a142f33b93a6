import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import { registerShellCommand } from '@/palette/shell-commands'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import { isDark, shellSettings, systemDarkNow, THEME_PRESETS } from '@/shell-state/settings-store'
import { SettingsDialog } from '../lazy-popups'

/**
 * The navbar's settings button and the palette's settings commands; the drawer itself (settings-dialog.tsx)
 * loads when first wanted.
 */
export function SettingsDrawer() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const removers = [
      registerShellCommand('settings', () => setOpen(true)),
      // Toggling leaves "system": the other of what is shown now.
      registerShellCommand('darkMode', () =>
        shellSettings.update({
          colorScheme: isDark(shellSettings.get().colorScheme, systemDarkNow()) ? 'light' : 'dark',
        }),
      ),
      registerShellCommand('theme', () => {
        const i = THEME_PRESETS.indexOf(shellSettings.get().theme as (typeof THEME_PRESETS)[number])
        shellSettings.update({ theme: THEME_PRESETS[(i + 1) % THEME_PRESETS.length] })
      }),
    ]
    return () => removers.forEach((r) => r())
  }, [])
  return (
    <LazyPopupTrigger
      kind="dialog"
      preload={SettingsDialog.preload}
      isOpen={open}
      onOpenChange={setOpen}
      popup={(state) => <SettingsDialog {...state} />}
    >
      <Button className="navbar-button" aria-label={t`Settings`}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Button>
    </LazyPopupTrigger>
  )
}
