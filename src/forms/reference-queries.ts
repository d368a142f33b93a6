import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'

/** One record another record may name: its id (for links), business key and the name staff know it by. */
export type ReferenceOption = {
  id: number
  key: string
  /** Null when the entity has no label field or the record leaves it empty. */
  label: string | null
}

/** What names a record: one line per referencing entity and field, with how many records do. */
export type UsedByEntry = {
  entity: string
  field: string
  count: number
}

/** How many options a search shows. */
export const OPTION_LIMIT = 20

/**
 * Where a field's picker searches instead of GET /v1/<entity>/options, when the server offers only the records
 * that field may name (a barter's new item: GET /v1/barters/new-item-options), with what narrows it.
 */
export interface OptionScope {
  path: string
  params: Readonly<Record<string, string>>
}

/**
 * A search of the referenced entity: key prefix or name substring (GET /v1/<entity>/options?q=, or the
 * scope's narrowing endpoint).
 */
export function referenceSearchQuery(entity: string, q: string, scope?: OptionScope) {
  return queryOptions({
    queryKey: entityKeys(entity).optionSearch(q, scope ? { path: scope.path, ...scope.params } : null),
    queryFn: ({ signal }) =>
      requestData<ReferenceOption[]>(scope?.path ?? `/v1/${entity}/options`, {
        query: { ...scope?.params, q, limit: OPTION_LIMIT },
        signal,
        quiet: true,
      }),
    staleTime: 60_000,
    retry: false,
    // Searches are many and short-lived: never written to the offline cache.
    meta: { persist: false },
  })
}

/** Exactly the records with these keys (GET /v1/<entity>/options?keys=A,B): names beside codes, ids for links. */
export function referenceKeysQuery(entity: string, keys: readonly string[]) {
  const sorted = [...keys].sort()
  return queryOptions({
    queryKey: entityKeys(entity).optionKeys(sorted.join(',')),
    queryFn: ({ signal }) =>
      requestData<ReferenceOption[]>(`/v1/${entity}/options`, {
        query: { keys: sorted.join(','), limit: Math.max(sorted.length, 1) },
        signal,
        quiet: true,
      }),
    staleTime: 60_000,
  })
}

/** The references to a record (GET /v1/<entity>/:id/used-by); only non-zero counts come back. */
export function usedByQuery(entity: string, id: number) {
  return queryOptions({
    queryKey: entityKeys(entity).usedBy(id),
    queryFn: ({ signal }) =>
      requestData<UsedByEntry[]>(`/v1/${entity}/${id}/used-by`, { signal, quiet: true }),
    staleTime: 30_000,
  })
}

/** `value`, once it has stopped changing for `ms` (the picker searches ~150 ms after the last key). */
export function useDebounced<T>(value: T, ms = 150): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The referenced records named by `keys`, by key. While a new set loads the previous names stay, so a chip
 * or a name line does not flicker as keys are added.
 */
export function useReferenceRecords(entity: string, keys: readonly string[], enabled = true) {
  const query = useQuery({
    ...referenceKeysQuery(entity, keys),
    enabled: enabled && keys.length > 0,
    placeholderData: keepPreviousData,
  })
  const byKey = useMemo(() => new Map((query.data ?? []).map((o) => [o.key, o])), [query.data])
  return {
    byKey,
    /** The lookup for exactly these keys has answered (a key missing from `byKey` then names nothing). */
    settled: query.isSuccess && !query.isPlaceholderData,
    isError: query.isError,
  }
}
