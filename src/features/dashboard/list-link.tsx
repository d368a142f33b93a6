import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import { listHref, listOf } from '@/domain/screens'
import { HrefLink } from '@/ui/href-link'

/**
 * A link to an entity's list, filtered, when this user may open that list and this build has its screen;
 * otherwise the same content, not a link (the figure still counts, the server decided the user may see it).
 */
export function ListLink({
  entity,
  filters,
  className,
  children,
}: {
  entity: string
  filters: Record<string, string>
  className?: string
  children: ReactNode
}) {
  const access = useAccess()
  const router = useRouter()
  const path = listOf(entity, filters)?.path
  const href = listHref(entity, filters)
  if (!path || !href || !(path in router.routesByPath) || !isPathPermitted(access, path))
    return <span className={className}>{children}</span>
  return (
    <HrefLink href={href} className={className}>
      {children}
    </HrefLink>
  )
}
