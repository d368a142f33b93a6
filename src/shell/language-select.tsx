import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'
import { LANGUAGES, type Language } from '@/domain/config'
import { activateLanguage } from '@/i18n'
import { showToast } from '@/ui/toast-store'

const NAMES: Record<Language, string> = { zh: '中文', en: 'English', ja: '日本語' }

/** Switches the whole UI without a reload, remembers the choice in a cookie, confirms with a toast. */
export function LanguageSelect() {
  const { t, i18n } = useLingui()
  return (
    <Select
      className="lang-select"
      selectedKey={i18n.locale}
      onSelectionChange={async (key) => {
        await activateLanguage(key as Language, { remember: true })
        showToast({ tone: 'success', message: 'switchLanguageSuccess', translate: true })
      }}
    >
      <Label className="visually-hidden">{t`Language`}</Label>
      <Button className="navbar-button">
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox">
          {LANGUAGES.map((l) => (
            <ListBoxItem key={l} id={l} className="listbox-item" textValue={NAMES[l]}>
              {NAMES[l]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
