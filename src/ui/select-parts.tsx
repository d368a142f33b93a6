import type { Ref } from 'react'
import { Button } from 'react-aria-components/Button'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { SelectValue } from 'react-aria-components/Select'

export interface SelectOption {
  value: string
  label: string
}

/** The button of a react-aria Select: the chosen value (or the placeholder) and the drop-down mark. */
export function SelectTrigger({ className, ref }: { className?: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} className={className ? `input select-button ${className}` : 'input select-button'}>
      <SelectValue />
      <span aria-hidden="true">▾</span>
    </Button>
  )
}

/** The options of a Select or ComboBox, in a popover under its trigger. */
export function OptionsPopover({
  options,
  className,
}: {
  options: readonly SelectOption[]
  className?: string
}) {
  return (
    <Popover className={className ? `popover ${className}` : 'popover'}>
      <ListBox className="listbox" items={options}>
        {(o) => (
          <ListBoxItem id={o.value} className="listbox-item">
            {o.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  )
}
