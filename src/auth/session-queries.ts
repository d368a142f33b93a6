import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { buildAccess, type Access, type MenuEntry } from './access'

export interface SessionUser {
  name: string
  nickname: string
  avatar: string
  roles: string[]
  introduction: string
}

const menuFromServer = async () =>
  buildAccess(await requestData<MenuEntry[]>('/api/oauth/menu', { quiet: true }))

/** The menu decides what the user may reach; fetched once per session (persisted per user for offline reloads). */
export const menuQuery = queryOptions({
  queryKey: appKeys.menu(),
  queryFn: menuFromServer,
  staleTime: Infinity,
  gcTime: Infinity,
  // Network blips only: a refused token must go to sign-in without delay.
  retry: (failures, err) => failures < 1 && err instanceof ApiError && err.code === -1,
})

/**
 * The menu from the server, never the device's copy: spec section 4 fetches it when the routes are not yet
 * set up, which is also what tells a dead token apart (401). It does not go through the query, because the
 * persister answers an empty query's fetch with the stored copy (and marks it as stored only a macrotask
 * later). Once the query holds the answer, a fetch returning it makes the persister store it for offline reloads.
 */
export async function fetchFreshMenu(queryClient: QueryClient): Promise<Access> {
  const access = await menuFromServer()
  queryClient.setQueryData(menuQuery.queryKey, access)
  await queryClient.fetchQuery({ ...menuQuery, queryFn: () => access, staleTime: 0 })
  return access
}

export const userQuery = queryOptions({
  queryKey: appKeys.user(),
  queryFn: () => requestData<SessionUser>('/api/oauth/user', { quiet: true }),
  staleTime: Infinity,
  gcTime: Infinity,
})
