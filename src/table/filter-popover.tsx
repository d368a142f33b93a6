import { Dialog } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'
import type { PopupState } from '@/ui/lazy-popup'
import FilterForm, { type FilterFormProps } from './filter-form'

/** The Filters popover around its form. Loaded when first wanted (filter-panel.tsx). */
export function FilterPopover({
  columns,
  filters,
  onApply,
  isOpen,
  onOpenChange,
  triggerRef,
}: FilterFormProps & PopupState) {
  return (
    <Popover
      className="popover filter-popover"
      placement="bottom start"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog className="filter-dialog">
        <FilterForm
          columns={columns}
          filters={filters}
          onApply={(f) => {
            onApply(f)
            onOpenChange(false)
          }}
        />
      </Dialog>
    </Popover>
  )
}
