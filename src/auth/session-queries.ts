import { queryOptions } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { buildAccess, type MenuEntry } from './access'

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
  retry: 1,
})

export const userQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: () => requestData<SessionUser>('/api/oauth/user', { quiet: true }),
  staleTime: Infinity,
  gcTime: Infinity,
})
