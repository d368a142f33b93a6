import { Suspense, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import { SavedViewsPopup, SaveViewDialog } from './lazy-popups'
import type { ListSearch } from './list-search'

/** The toolbar's saved views: reopen one, save the current filters/sort/columns under a name, delete one. */
export function SavedViewsMenu({ search, onOpen }: { search: ListSearch; onOpen: (s: ListSearch) => void }) {
  const screen = useLocation({ select: (l) => l.pathname })
  const [saving, setSaving] = useState(false)
  return (
    <>
      <LazyPopupTrigger
        kind="menu"
        preload={SavedViewsPopup.preload}
        popup={(state) => (
          <SavedViewsPopup {...state} screen={screen} onOpen={onOpen} onSave={() => setSaving(true)} />
        )}
      >
        <Button className="btn">
          <Trans>Views</Trans>
        </Button>
      </LazyPopupTrigger>
      {saving && (
        <Suspense fallback={null}>
          <SaveViewDialog screen={screen} search={search} onDone={() => setSaving(false)} />
        </Suspense>
      )}
    </>
  )
}
