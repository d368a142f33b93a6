import { useEffect, useState } from 'react'
import { Button, Label, Radio, RadioGroup, Switch } from 'react-aria-components'
import { registerShellCommand } from '@/palette/shell-commands'
import { Trans, useLingui } from '@lingui/react/macro'
import { ShellDialog } from '../shell-dialog'
import { useThemeCompiling } from './theme-applier'
import {
  COLOR_SCHEMES,
  isDark,
  shellSettings,
  systemDarkNow,
  THEME_PRESETS,
  useShellSettings,
  type ColorScheme,
  type ShellSettings,
} from '@/shell-state/settings-store'

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'singleKeyShortcuts'

/**
 * The settings drawer: theme colour, light or dark (as the system, the default), tags view, fixed header,
 * sidebar logo, single-key shortcuts.
 */
export function SettingsDrawer() {
  const { t } = useLingui()
  const compiling = useThemeCompiling()
  const settings = useShellSettings()
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
  const switches: { key: SwitchKey; label: string }[] = [
    { key: 'tagsView', label: t`Tags view` },
    { key: 'fixedHeader', label: t`Fixed header` },
    { key: 'sidebarLogo', label: t`Sidebar logo` },
    { key: 'singleKeyShortcuts', label: t`Single-key shortcuts` },
  ]
  const schemes: Record<ColorScheme, string> = {
    system: t({ message: 'Follow the system', context: 'colour scheme' }),
    light: t({ message: 'Light', context: 'colour scheme' }),
    dark: t({ message: 'Dark', context: 'colour scheme' }),
  }
  const trigger = (
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
  )
  return (
    <ShellDialog
      trigger={trigger}
      title={<Trans>Page style settings</Trans>}
      variant="drawer"
      isOpen={open}
      onOpenChange={setOpen}
    >
      {() => (
        <>
          <RadioGroup
            className="theme-picker"
            value={settings.theme}
            onChange={(theme) => shellSettings.update({ theme })}
          >
            <Label>
              <Trans>Theme colour</Trans>
            </Label>
            <div className="swatches">
              {THEME_PRESETS.map((c) => (
                <Radio key={c} value={c} className="swatch" aria-label={c} style={{ background: c }} />
              ))}
            </div>
          </RadioGroup>
          <RadioGroup
            className="scheme-picker"
            value={settings.colorScheme}
            onChange={(v) => shellSettings.update({ colorScheme: v as ColorScheme })}
          >
            <Label>
              <Trans>Appearance</Trans>
            </Label>
            <div className="scheme-options">
              {COLOR_SCHEMES.map((scheme) => (
                <Radio key={scheme} value={scheme} className="scheme-option">
                  {schemes[scheme]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <p className="drawer-status" role="status">
            {compiling ? <Trans>Compiling the theme</Trans> : null}
          </p>
          {switches.map(({ key, label }) => (
            <Switch
              key={key}
              className="setting-switch"
              isSelected={settings[key]}
              onChange={(on) => shellSettings.update({ [key]: on } as Partial<ShellSettings>)}
            >
              <span>{label}</span>
              <span className="switch-track" aria-hidden="true">
                <span className="switch-thumb" />
              </span>
            </Switch>
          ))}
          <Button className="btn" onPress={shellSettings.reset}>
            <Trans>Reset to defaults</Trans>
          </Button>
        </>
      )}
    </ShellDialog>
  )
}
