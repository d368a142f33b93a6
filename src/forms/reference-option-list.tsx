import { useContext, useLayoutEffect, type RefObject } from 'react'
import { ComboBoxStateContext } from 'react-aria-components/ComboBox'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { useLingui } from '@lingui/react/macro'
import type { ReferenceItem } from './reference-options'

export type PickerState = NonNullable<React.ContextType<typeof ComboBoxStateContext>>

/** Hands the combo box's state to the picker (it opens and closes the menu itself; see the keyboard notes). */
export function StateBridge({ stateRef }: { stateRef: RefObject<PickerState | null> }) {
  const state = useContext(ComboBoxStateContext)
  useLayoutEffect(() => {
    stateRef.current = state
  })
  return null
}

interface OptionListProps {
  online: boolean
  /** The search's state, for what an empty list says. */
  search: { isError: boolean; isFetching: boolean; isFetched: boolean }
  /** The referenced entity's noun, in the active language. */
  noun: string
}

/** The picker's options (`CODE — name`), or why there are none. */
export function ReferenceOptionList({ online, search, noun }: OptionListProps) {
  const { t } = useLingui()
  const emptyState = () =>
    !online
      ? t`Search needs a connection. You can still type a code.`
      : search.isError
        ? t`The search failed. You can still type a code.`
        : search.isFetching || !search.isFetched
          ? t`Searching…`
          : t`No matching ${noun}. A typed code is checked when you save.`
  return (
    <Popover className="popover field-popover ref-popover" placement="bottom start">
      <ListBox<ReferenceItem>
        className="listbox"
        renderEmptyState={() => <div className="ref-empty">{emptyState()}</div>}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.key} className="listbox-item ref-option">
            <span className="ref-code">{item.key}</span>
            {item.label ? (
              <>
                <span className="ref-dash">{' — '}</span>
                <span className="ref-name">{item.label}</span>
              </>
            ) : null}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  )
}
