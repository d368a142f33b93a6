import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, requestData } from '@/api/client'
import { buildAccess, type Access, type MenuEntry } from './access'

export interface SessionUser {
  name: string
  nickname: string
  avatar: string
  roles: string[]
  introduction: string
}

/** The menu decides what the user may reach; fetched once per session (persisted per user for offline reloads). */
export const menuQuery = queryOptions({
  queryKey: ['session', 'menu'],
  queryFn: async () => buildAccess(await requestData<MenuEntry[]>('/api/oauth/menu', { quiet: true })),
  staleTime: Infinity,
  gcTime: Infinity,
  // Network blips only: a refused token must go to sign-in without delay.
  retry: (failures, err) => failures < 1 && err instanceof ApiError && err.code === -1,
})

/**
 * The menu from the server, not only the offline copy: spec section 4 fetches it when the routes are not yet
 * set up, which is also what tells a dead token apart (401). The persister restores a stored copy only into an
 * empty query, so a restored copy is followed by one server call, whose answer replaces the stored copy.
 */
export async function fetchFreshMenu(queryClient: QueryClient): Promise<Access> {
  const started = Date.now()
  const first = await queryClient.fetchQuery(menuQuery)
  const fromServer = (queryClient.getQueryState(menuQuery.queryKey)?.dataUpdatedAt ?? 0) >= started
  return fromServer ? first : queryClient.fetchQuery({ ...menuQuery, staleTime: 0 })
}

export const userQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: () => requestData<SessionUser>('/api/oauth/user', { quiet: true }),
  staleTime: Infinity,
  gcTime: Infinity,
})
