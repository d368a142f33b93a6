import { useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError } from 'react-aria-components/FieldError'
import { Form } from 'react-aria-components/Form'
import { Heading } from 'react-aria-components/Heading'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Menu, MenuItem } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PopupState } from '@/ui/lazy-popup'
import { ModalDialog } from '@/ui/modal-dialog'
import type { ListSearch } from './list-search'
import { savedListViews } from './saved-views-store'

/** The saved views of one screen, as they change. */
function useScreenViews(screen: string) {
  const all = useSyncExternalStore(savedListViews.subscribe, savedListViews.all)
  return useMemo(() => all.filter((v) => v.screen === screen), [all, screen])
}

/** The Views menu: reopen a saved view, or save the current one. Loaded when first wanted (saved-views-menu.tsx). */
export function SavedViewsPopup({
  screen,
  onOpen,
  onSave,
  isOpen,
  onOpenChange,
  triggerRef,
  focus,
}: PopupState & { screen: string; onOpen: (s: ListSearch) => void; onSave: () => void }) {
  const { t } = useLingui()
  const views = useScreenViews(screen)
  return (
    <Popover
      className="popover"
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Menu
        className="menu-popup"
        aria-label={t`Saved views`}
        autoFocus={focus}
        onClose={() => onOpenChange(false)}
        onAction={(key) => {
          if (key === 'save') return onSave()
          const view = views.find((v) => v.id === key)
          if (view) onOpen(view.search)
        }}
      >
        {views.map((v) => (
          <MenuItem key={v.id} id={v.id} className="menu-popup-item" textValue={v.name}>
            {v.name}
          </MenuItem>
        ))}
        <MenuItem id="save" className="menu-popup-item">
          <Trans>Save current view…</Trans>
        </MenuItem>
      </Menu>
    </Popover>
  )
}

/** "Save current view": a name for the screen's filters, sort and columns; the screen's views to delete. */
export function SaveViewDialog({
  screen,
  search,
  onDone,
}: {
  screen: string
  search: ListSearch
  onDone: () => void
}) {
  const { t } = useLingui()
  const views = useScreenViews(screen)
  const [name, setName] = useState('')
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onDone()} narrow>
      <Heading slot="title">
        <Trans>Save current view</Trans>
      </Heading>
      <Form
        className="error-room"
        onSubmit={(e) => {
          e.preventDefault()
          savedListViews.save(name.trim(), screen, search)
          onDone()
        }}
      >
        <TextField
          className="field"
          value={name}
          onChange={setName}
          isRequired
          maxLength={60}
          autoFocus
          validate={(v) => (v.trim() ? null : t`Enter a name for the view.`)}
        >
          <Label>
            <Trans>Name</Trans>
          </Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <div className="dialog-actions">
          <Button className="btn" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" className="btn btn-primary">
            <Trans>Save</Trans>
          </Button>
        </div>
      </Form>
      {views.length > 0 && (
        <ul className="saved-views" aria-label={t`Saved views`}>
          {views.map((v) => (
            <li key={v.id}>
              <span>{v.name}</span>
              <Button
                className="btn"
                aria-label={t`Delete view ${v.name}`}
                onPress={() => savedListViews.remove(v.id)}
              >
                <Trans>Delete</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  )
}
