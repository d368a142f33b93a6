import { queryOptions } from '@tanstack/react-query'
import { ApiError, requestData } from '@/api/client'
import { buildAccess, type MenuEntry } from './access'

export interface SessionUser {
  name: string
  nickname: string
  avatar: string
  roles: string[]
  introduction: string
}

/** The menu decides what the user may reach; fetched once per session, kept in memory only. */
export const menuQuery = queryOptions({
  queryKey: ['session', 'menu'],
  queryFn: async () => buildAccess(await requestData<MenuEntry[]>('/api/oauth/menu', { quiet: true })),
  staleTime: Infinity,
  gcTime: Infinity,
  // Network blips only: a refused token must go to sign-in without delay.
  retry: (failures, err) => failures < 1 && err instanceof ApiError && err.code === -1,
  meta: { persist: false },
})

export const userQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: () => requestData<SessionUser>('/api/oauth/user', { quiet: true }),
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { persist: false },
})
