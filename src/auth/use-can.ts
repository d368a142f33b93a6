import { useSuspenseQuery } from '@tanstack/react-query'
import { can, type Access } from './access'
import { menuQuery } from './session-queries'

/** The signed-in user's access model (loaded by the layout guard before any page renders). */
export function useAccess(): Access {
  return useSuspenseQuery(menuQuery).data
}

/**
 * The one helper that answers "may this user do X?" for every gated control; X in colon or slash form,
 * e.g. can('orderCenter:orders:export'). The UI hides or disables; the server decides.
 */
export function useCan(): (permission: string) => boolean {
  const access = useAccess()
  return (permission: string) => can(access, permission)
}
