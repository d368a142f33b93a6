import { Button, Checkbox, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ColumnDef } from './column'
import type { ColumnModel } from './use-column-model'

/** The Columns button: show/hide and reorder columns (kept in the URL), reset widths. */
export function ColumnPanel({
  model,
  columns,
  onReset,
}: {
  model: ColumnModel
  columns: ColumnDef[]
  /** Back to the entity's default columns (visibility and order). */
  onReset: () => void
}) {
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
    <DialogTrigger>
      <Button className="btn">
        <Trans>Columns</Trans>
      </Button>
      <Popover className="popover column-popover" placement="bottom end">
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
    </DialogTrigger>
  )
}
