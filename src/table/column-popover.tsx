import { Button } from 'react-aria-components/Button'
import { Checkbox } from 'react-aria-components/Checkbox'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Popover } from 'react-aria-components/Popover'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PopupState } from '@/ui/lazy-popup'
import type { ColumnPanelProps } from './column-panel'

/** The Columns popover: show/hide and reorder columns (kept in the URL), reset widths. Loaded when first wanted. */
export function ColumnPopover({
  model,
  columns,
  onReset,
  isOpen,
  onOpenChange,
  triggerRef,
}: ColumnPanelProps & PopupState) {
  const { t } = useLingui()
  const { table } = model
  const order = table.state.columnOrder ?? []
  const byField = new Map(columns.map((c) => [c.field, c]))
  const move = (field: string, by: -1 | 1) =>
    table.setColumnOrder((o) => {
      const next = [...o]
      const i = next.indexOf(field)
      const j = i + by
      if (i < 0 || j < 0 || j >= next.length) return o
      ;[next[i], next[j]] = [next[j]!, next[i]!]
      return next
    })
  return (
    <Popover
      className="popover column-popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Dialog aria-label={t`Columns`}>
        <Heading slot="title" className="popover-title">
          <Trans>Columns</Trans>
        </Heading>
        <ul className="column-list">
          {order.map((field, i) => {
            const c = byField.get(field)
            const col = table.getColumn(field)
            if (!c || !col) return null
            return (
              <li key={field} className="column-item">
                <Checkbox
                  className="checkbox"
                  isSelected={col.getIsVisible()}
                  onChange={(v) => col.toggleVisibility(v)}
                >
                  <span className="checkbox-box" aria-hidden="true" />
                  {c.header}
                </Checkbox>
                <span className="column-moves">
                  <Button
                    className="icon-btn"
                    aria-label={t`Move ${c.header} up`}
                    isDisabled={i === 0}
                    onPress={() => move(field, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    className="icon-btn"
                    aria-label={t`Move ${c.header} down`}
                    isDisabled={i === order.length - 1}
                    onPress={() => move(field, 1)}
                  >
                    ↓
                  </Button>
                </span>
              </li>
            )
          })}
        </ul>
        <div className="popover-actions">
          <Button
            className="btn"
            onPress={() => {
              table.resetColumnSizing(true)
              onReset()
            }}
          >
            <Trans>Reset columns</Trans>
          </Button>
        </div>
      </Dialog>
    </Popover>
  )
}
