import { useSuspenseQuery } from '@tanstack/react-query'
import { can, type Access } from '@/auth/access'
import { menuQuery } from '@/auth/session-queries'

/** The signed-in user's access model (loaded by the layout guard before any page renders). */
export function useAccess(): Access {
  return useSuspenseQuery(menuQuery).data
}

/** One helper answers "may this user do X?" for every gated control. */
export function useCan() {
  const access = useAccess()
  return (permission: string) => can(access, permission)
}
