import { useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import type { Language } from '@/domain/config'
import { activateLanguage } from '@/i18n'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import { showToast } from '@/ui/toast-store'
import { LANGUAGE_NAMES } from './language-names'
import { LanguageList } from './lazy-popups'

/**
 * Switches the whole UI without a reload, remembers the choice in a cookie, confirms with a toast. The button
 * is named as react-aria's Select names it (the value, then the label); its options load when first wanted.
 */
export function LanguageSelect() {
  const { t, i18n } = useLingui()
  const labelId = useId()
  const valueId = useId()
  const choose = async (language: Language) => {
    await activateLanguage(language, { remember: true })
    showToast({ tone: 'success', message: 'switchLanguageSuccess', translate: true })
  }
  return (
    <div className="lang-select">
      <span id={labelId} className="visually-hidden">
        {t`Language`}
      </span>
      <LazyPopupTrigger
        kind="listbox"
        preload={LanguageList.preload}
        popup={(state) => <LanguageList {...state} labelledBy={labelId} onChoose={(l) => void choose(l)} />}
      >
        <Button className="navbar-button" aria-labelledby={`${valueId} ${labelId}`}>
          <span id={valueId}>{LANGUAGE_NAMES[i18n.locale as Language] ?? i18n.locale}</span>
          <span aria-hidden="true"> ▾</span>
        </Button>
      </LazyPopupTrigger>
    </div>
  )
}
