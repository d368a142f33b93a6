import { useMemo } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Heading } from 'react-aria-components/Heading'
import { Switch } from 'react-aria-components/Switch'
import type { Language } from '@/domain/config'
import { menuNodeByPath } from '@/domain/menu'
import { KeyHint } from './key-hint'
import { OverlayModal } from './overlay-modal'
import { shortcutsByGroup, type ShortcutGroup } from './registry'
import { currentScopes } from './screen'
import { singleKeyShortcuts, useSingleKeyShortcuts } from './settings'

const GROUP_TITLES: Record<ShortcutGroup, MessageDescriptor> = {
  general: msg`General`,
  navigation: msg`Go to`,
  tabs: msg`Tabs`,
  table: msg`Tables`,
  forms: msg`Forms`,
}

/** `?`: every shortcut that applies to the current screen, grouped, straight from the registry. */
export default function HelpOverlay({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const titleFor = (path: string) => menuNodeByPath(path)?.title[i18n.locale as Language] ?? path
  const singleKeys = useSingleKeyShortcuts()
  const groups = useMemo(() => shortcutsByGroup(currentScopes()), [])
  return (
    <OverlayModal className="help-overlay" onClose={onClose}>
      <div className="help-header">
        <Heading slot="title">
          <Trans>Keyboard shortcuts</Trans>
        </Heading>
        <Switch className="switch" isSelected={singleKeys} onChange={singleKeyShortcuts.set}>
          <span className="switch-track" aria-hidden="true" />
          <Trans>Single-key shortcuts</Trans>
        </Switch>
      </div>
      {!singleKeys && (
        <p className="help-off-note">
          <Trans>Single-key shortcuts are off; only shortcuts with Ctrl, ⌘ or Alt work.</Trans>
        </p>
      )}
      {groups.map(({ group, items }) => (
        <section key={group} className="help-group" aria-labelledby={`help-${group}`}>
          <h3 id={`help-${group}`}>{t(GROUP_TITLES[group])}</h3>
          <dl className="help-list">
            {items.map((s) => (
              <div key={s.id}>
                <dt>
                  {i18n._(s.description.id, s.screen ? { screen: titleFor(s.screen) } : undefined, {
                    message: s.description.message,
                  })}
                </dt>
                <dd>
                  {s.keys.map((k) => (
                    <KeyHint key={k} keys={k} />
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </OverlayModal>
  )
}
