import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import type { ColumnDef } from './column'
import { ColumnPopover } from './lazy-popups'
import type { ColumnModel } from './use-column-model'

export interface ColumnPanelProps {
  model: ColumnModel
  columns: ColumnDef[]
  /** Back to the entity's default columns (visibility and order). */
  onReset: () => void
}

/** The Columns button; its popover (column-popover.tsx) loads when first wanted. */
export function ColumnPanel(props: ColumnPanelProps) {
  return (
    <LazyPopupTrigger
      kind="dialog"
      preload={ColumnPopover.preload}
      popup={(state) => <ColumnPopover {...props} {...state} />}
    >
      <Button className="btn">
        <Trans>Columns</Trans>
      </Button>
    </LazyPopupTrigger>
  )
}
