import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { PaletteItem } from './palette-item'
import { recordRecent } from './recent'
import { findRecordHref, type RecordKind } from './record-lookup'

export type LookupStatus = { state: 'idle' } | { state: 'busy' } | { state: 'done'; message: string }

/**
 * "Open order <number>": the item for a query shaped like a record number, and the status of looking it
 * up. Found → record it as recent, close, open its detail page; otherwise say so inline, palette open.
 */
export function useRecordLookup(query: string, kind: RecordKind | undefined, close: () => void) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [status, setStatus] = useState<LookupStatus>({ state: 'idle' })
  const [lastQuery, setLastQuery] = useState(query)
  if (lastQuery !== query) {
    setLastQuery(query)
    setStatus({ state: 'idle' })
  }
  const no = query.trim().toUpperCase()
  const item: PaletteItem | undefined = kind && {
    id: `lookup:${kind.entity}`,
    section: 'lookup',
    label: t(kind.open(no)),
    keywords: [],
    run: async () => {
      setStatus({ state: 'busy' })
      try {
        const found = await findRecordHref(kind, no)
        if (!found) return setStatus({ state: 'done', message: t(kind.notFound(no)) })
        recordRecent({ entity: kind.entity, id: found.id, label: no, path: found.href })
        close()
        void navigate({ href: found.href })
      } catch {
        setStatus({ state: 'done', message: t`The lookup failed. Check the connection and try again.` })
      }
    },
  }
  return { item, status }
}
