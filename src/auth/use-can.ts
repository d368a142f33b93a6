import { useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { Permission, SlashPermission } from '@/domain/permissions'
import { can, routableEntries, type Access } from './access'
import { menuQuery } from './session-queries'

/** The signed-in user's access model (loaded by the layout guard before any page renders). */
export function useAccess(): Access {
  const access = useSuspenseQuery(menuQuery).data
  const router = useRouter()
  return useMemo(
    () => ({ ...access, entries: routableEntries(access.entries, (path) => path in router.routesByPath) }),
    [access, router],
  )
}

/**
 * The one helper that answers "may this user do X?" for every gated control; X in colon or slash form,
 * e.g. can('orderCenter:orders:export'). The UI hides or disables; the server decides.
 */
export function useCan(): (permission: Permission | SlashPermission) => boolean {
  const access = useSuspenseQuery(menuQuery).data
  return (permission: Permission | SlashPermission) => can(access, permission)
}
