import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { useLingui } from '@lingui/react/macro'
import { LANGUAGES, type Language } from '@/domain/config'
import type { PopupState } from '@/ui/lazy-popup'
import { LANGUAGE_NAMES } from './language-names'

/** The language select's options. Loaded when first wanted (language-select.tsx). */
export function LanguageList({
  isOpen,
  onOpenChange,
  triggerRef,
  focus,
  labelledBy,
  onChoose,
}: PopupState & { labelledBy: string; onChoose: (language: Language) => void }) {
  const { i18n } = useLingui()
  return (
    <Popover
      className="popover"
      placement="bottom start"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <ListBox
        className="listbox language-list"
        aria-labelledby={labelledBy}
        autoFocus={focus}
        shouldFocusWrap
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[i18n.locale]}
      >
        {LANGUAGES.map((l) => (
          <ListBoxItem
            key={l}
            id={l}
            className="listbox-item"
            textValue={LANGUAGE_NAMES[l]}
            // On the press, not on a change of selection: choosing the language shown closes the list too.
            onPress={() => {
              onOpenChange(false)
              if (l !== i18n.locale) onChoose(l)
            }}
          >
            {LANGUAGE_NAMES[l]}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  )
}
