import { useMemo, useState, useSyncExternalStore } from 'react'
import { useLocation } from '@tanstack/react-router'
import {
  Button,
  Form,
  Heading,
  Input,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  TextField,
  FieldError,
} from 'react-aria-components'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ListSearch } from './list-search'
import { savedListViews, type SavedListView } from './saved-views-store'
import { ModalDialog } from '@/ui/modal-dialog'

/** The toolbar's saved views: reopen one, save the current filters/sort/columns under a name, delete one. */
export function SavedViewsMenu({ search, onOpen }: { search: ListSearch; onOpen: (s: ListSearch) => void }) {
  const { t } = useLingui()
  const screen = useLocation({ select: (l) => l.pathname })
  const all = useSyncExternalStore(savedListViews.subscribe, savedListViews.all)
  const views = useMemo(() => all.filter((v) => v.screen === screen), [all, screen])
  const [saving, setSaving] = useState(false)
  return (
    <>
      <MenuTrigger>
        <Button className="btn">
          <Trans>Views</Trans>
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu
            className="menu-popup"
            aria-label={t`Saved views`}
            onAction={(key) => {
              if (key === 'save') return setSaving(true)
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
      </MenuTrigger>
      <ModalDialog isOpen={saving} onOpenChange={setSaving} narrow>
        <SaveViewForm screen={screen} search={search} views={views} onDone={() => setSaving(false)} />
      </ModalDialog>
    </>
  )
}

function SaveViewForm({
  screen,
  search,
  views,
  onDone,
}: {
  screen: string
  search: ListSearch
  views: SavedListView[]
  onDone: () => void
}) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  return (
    <>
      <Heading slot="title">
        <Trans>Save current view</Trans>
      </Heading>
      <Form
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
    </>
  )
}
