import { useCallback } from 'react'
import type { Row } from '@/api/list-queries'
import type { ScreenProps } from '@/screens/screen-props'

const noPanel = () => null

/**
 * A list of server jobs where one job is followed (the search's `id`): `follow` shows a job (or none), opening
 * a row follows it, and the table's own view changes (sort, filters, page) keep the followed job. `listProps`
 * go to the ListScreen, which then opens no side panel.
 */
export function useFollowedJobSearch({ search, navigate }: ScreenProps) {
  const follow = useCallback(
    (id: number | undefined) => void navigate({ search: { ...search, id } }),
    [navigate, search],
  )
  const onOpen = useCallback((row: Row) => follow(row.id), [follow])
  const listNavigate = useCallback<ScreenProps['navigate']>(
    ({ search: next }) => navigate({ search: { ...next, id: search.id } }),
    [navigate, search.id],
  )
  return { follow, listProps: { navigate: listNavigate, onOpen, panel: noPanel } }
}
