import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import type { Language } from '@/domain/config'
import { SEARCH_MAX_Q, searchAnswerSchema } from '@/domain/record-search'
import { useDebounced } from '@/forms/reference-queries'
import { titleFor } from '@/ui/titles'
import type { PaletteItem } from './palette-item'
import { recordRecent } from './recent'
import { recordItems } from './record-hits'

/** Fewer characters find too much to be worth a request. */
export const MIN_RECORD_QUERY = 2

/**
 * The records of every kind the user may read that match what is typed (GET /v1/search), as palette items.
 * It asks once typing pauses (each keystroke would otherwise be a request); a superseded search is cancelled:
 * the query's AbortSignal ends its request once nothing waits for it. Running a hit opens the record (the
 * palette closes itself, as for every item).
 */
export function useRecordSearch(query: string) {
  const { i18n } = useLingui()
  const lang = i18n.locale as Language
  const access = useAccess()
  const navigate = useNavigate()
  // What the server takes: a longer query is searched by its start.
  const q = Array.from(query.trim()).slice(0, SEARCH_MAX_Q).join('')
  const settled = useDebounced(q)
  const wanted = settled.length >= MIN_RECORD_QUERY && q.length >= MIN_RECORD_QUERY
  const search = useQuery({
    queryKey: appKeys.recordSearch(settled),
    queryFn: async ({ signal }) =>
      searchAnswerSchema.parse(
        await requestData<unknown>('/v1/search', { query: { q: settled }, signal, quiet: true }),
      ),
    enabled: wanted,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
    meta: { persist: false },
  })
  const items: PaletteItem[] = useMemo(
    () =>
      wanted
        ? recordItems(search.data, {
            permitted: (path) => isPathPermitted(access, path),
            titleOf: (path) => titleFor(path, lang),
            open: (hit) => {
              recordRecent({ entity: hit.entity, id: hit.id, label: hit.key, path: hit.href })
              void navigate({ href: hit.href })
            },
          })
        : [],
    [wanted, search.data, access, lang, navigate],
  )
  return { items, failed: wanted && search.isError }
}
