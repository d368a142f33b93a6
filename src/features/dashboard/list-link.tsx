import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/shell/use-access'
import { HrefLink } from '@/ui/href-link'
import { listHref } from './list-href'

/**
 * A link to a filtered list when this user may open that list and this build has its screen; otherwise the
 * same content, not a link (the figure still counts, the server decided the user may see it).
 */
export function ListLink({
  path,
  filters,
  className,
  children,
}: {
  path: string
  filters: Record<string, string>
  className?: string
  children: ReactNode
}) {
  const access = useAccess()
  const router = useRouter()
  if (!(path in router.routesByPath) || !isPathPermitted(access, path))
    return <span className={className}>{children}</span>
  return (
    <HrefLink href={listHref(path, filters)} className={className}>
      {children}
    </HrefLink>
  )
}
