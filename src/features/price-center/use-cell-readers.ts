import { useEffect, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { skus } from '@/domain/entities/price-center'
import { referenceReader } from '@/forms/reference-names'
import { useDebounced } from '@/forms/reference-queries'
import { loadPasteVocabulary, type CellReaders, type PasteVocabulary } from '@/resources/paste-vocabulary'
import { BATCH_FIELDS, type BatchRow } from './sku-batch-rows'

/** Batch columns that name other records, by the entity they name. */
const REFERENCE_COLUMNS = BATCH_FIELDS.flatMap((f, c) => {
  const target = skus.fields[f].references
  return target ? [{ target, c }] : []
})

/**
 * What reads the grid's cells as the console shows them: enum labels in every language (loaded once), and
 * the names in reference columns (looked up whenever the set of names changes). Until they are known the
 * cells read as typed.
 */
export function useCellReaders(rows: readonly BatchRow[]): CellReaders {
  const queryClient = useQueryClient()
  const [vocabulary, setVocabulary] = useState<PasteVocabulary>()
  const [reference, setReference] = useState<CellReaders['reference']>()
  useEffect(() => {
    let live = true
    void loadPasteVocabulary().then(
      (v) => live && setVocabulary(() => v),
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  const named = REFERENCE_COLUMNS.map(
    ({ target, c }) =>
      [target, [...new Set(rows.map((r) => r[c]?.trim() ?? '').filter(Boolean))].sort()] as const,
  )
  // Looked up once typing in the grid pauses, not for every keystroke of a name.
  const namedKey = useDebounced(JSON.stringify(named), 300)
  useEffect(() => {
    let live = true
    const cells = new Map<string, string[]>(JSON.parse(namedKey) as [string, string[]][])
    // With no names left the last reader stays: it is asked only about cells that are there.
    if ([...cells.values()].some((c) => c.length))
      void referenceReader(queryClient, cells).then((read) => live && setReference(() => read))
    return () => {
      live = false
    }
  }, [namedKey, queryClient])
  return useMemo(() => ({ vocabulary, reference }), [vocabulary, reference])
}
