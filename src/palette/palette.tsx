import './palette.css'
import { useMemo, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Autocomplete } from 'react-aria-components/Autocomplete'
import { Collection } from 'react-aria-components/Collection'
import { Header } from 'react-aria-components/Header'
import { Input } from 'react-aria-components/Input'
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox'
import { TextField } from 'react-aria-components/TextField'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import { KeyHint } from '@/shortcuts/key-hint'
import { OverlayModal } from '@/shortcuts/overlay-modal'
import { groupResults } from './group-results'
import type { PaletteItem, SectionId } from './palette-item'
import { prepare, rank } from './rank'
import { notePaletteUse, recencyBoosts } from './recent'
import { rankHits } from './record-hits'
import { recordKindFor } from './record-lookup'
import { usePaletteItems } from './use-palette-items'
import { useRecordLookup } from './use-record-lookup'
import { useRecordSearch } from './use-record-search'
import { SearchIcon } from './search-icon'

const SECTION_TITLES: Record<SectionId, MessageDescriptor> = {
  lookup: msg`Go to record`,
  recent: msg`Recent records`,
  records: msg`Records`,
  tabs: msg`Open tabs`,
  pages: msg`Pages`,
  views: msg`Saved views`,
  actions: msg`Actions`,
}

/**
 * Mod+K: search every permitted page, open tab, recent record, saved view and action, and the records of
 * every kind the user may read (asked of the server); open by number.
 */
export default function Palette({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const access = useAccess()
  const [query, setQuery] = useState('')
  const items = usePaletteItems()
  const prepared = useMemo(() => prepare(items), [items])
  const boosts = useMemo(() => recencyBoosts(), [])
  const kind = recordKindFor(query, (path) => isPathPermitted(access, path))
  const lookup = useRecordLookup(query, kind, onClose)
  const records = useRecordSearch(query)

  const sections = useMemo(() => {
    const ranked = [...rank(prepared, query, boosts), ...rankHits(records.items, query)].sort(
      (a, b) => b.score - a.score,
    )
    const withLookup = lookup.item ? [{ item: lookup.item, score: Infinity }, ...ranked] : ranked
    return groupResults(withLookup, query.trim() !== '')
  }, [prepared, query, boosts, lookup.item, records.items])

  const run = (id: string) => {
    const item = sections.flatMap((s) => s.items).find((i) => i.id === id)
    if (!item) return
    if (item.section === 'lookup') return void item.run()
    notePaletteUse(item.id)
    onClose()
    void item.run()
  }

  return (
    <OverlayModal className="palette" aria-label={t`Command palette`} onClose={onClose}>
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        <TextField
          className="palette-search"
          aria-label={t`Search pages, tabs, records and actions`}
          autoFocus
        >
          <SearchIcon size={18} />
          {/* Combobox semantics: the field owns the result list and points at the highlighted option. */}
          <Input
            className="palette-input"
            role="combobox"
            aria-expanded
            placeholder={t`Search or jump to… (any record by its code or name)`}
          />
        </TextField>
        <p className="palette-status" role="status">
          {lookup.status.state === 'busy' && t`Looking it up…`}
          {lookup.status.state === 'done' && lookup.status.message}
          {records.failed && t`Records could not be searched. Check the connection and try again.`}
        </p>
        <ListBox
          className="palette-list"
          aria-label={t`Results`}
          items={sections}
          onAction={(key) => run(String(key))}
          renderEmptyState={() => (
            <p className="palette-empty">
              <Trans>
                Nothing matches. Try a page name in any language, a path, or a record's code or name.
              </Trans>
            </p>
          )}
        >
          {(section) => (
            <ListBoxSection id={section.id} className="palette-section">
              <Header className="palette-section-title">
                {section.title ?? t(SECTION_TITLES[section.section])}
              </Header>
              <Collection items={section.items}>{(item) => <PaletteOption item={item} />}</Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Autocomplete>
      <footer className="palette-footer" aria-hidden="true">
        <span>
          <KeyHint keys="ArrowUp" /> <KeyHint keys="ArrowDown" /> <Trans>move</Trans>
        </span>
        <span>
          <KeyHint keys="Enter" /> <Trans>open</Trans>
        </span>
        <span>
          <KeyHint keys="Escape" /> <Trans>close</Trans>
        </span>
      </footer>
    </OverlayModal>
  )
}

function PaletteOption({ item }: { item: PaletteItem }) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} className="palette-item">
      <span className="palette-item-text">
        <span className="palette-item-label">{item.label}</span>
        {item.detail && <span className="palette-item-detail">{item.detail}</span>}
      </span>
      {item.hint && <KeyHint keys={item.hint} />}
    </ListBoxItem>
  )
}
