import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { Switch } from 'react-aria-components/Switch'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PopupState } from '@/ui/lazy-popup'
import { ShellDialog } from '../shell-dialog'
import { useThemeCompiling } from './theme-applier'
import {
  COLOR_SCHEMES,
  shellSettings,
  THEME_PRESETS,
  useShellSettings,
  type ColorScheme,
  type ShellSettings,
} from '@/shell-state/settings-store'

type SwitchKey = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'singleKeyShortcuts'

/**
 * The settings drawer's contents: theme colour, light or dark (as the system, the default), tags view, fixed
 * header, sidebar logo, single-key shortcuts. Loaded when first wanted (settings-drawer.tsx).
 */
export function SettingsDialog({ isOpen, onOpenChange }: PopupState) {
  const { t } = useLingui()
  const compiling = useThemeCompiling()
  const settings = useShellSettings()
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
  return (
    <ShellDialog
      title={<Trans>Page style settings</Trans>}
      variant="drawer"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
