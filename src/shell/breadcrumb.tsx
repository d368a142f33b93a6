import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { flattenMenu, MENU_TREE, type MenuNode } from '@/domain/menu'
import { useTitleFor } from '@/ui/titles'

/** The chain of registry nodes from the top down to the node for `path`. */
export function breadcrumbChain(path: string, nodes: readonly MenuNode[] = MENU_TREE): MenuNode[] {
  for (const n of nodes) {
    if (n.path === path) return [n]
    const below = breadcrumbChain(path, n.children ?? [])
    if (below.length) return [n, ...below]
  }
  return []
}

/** Breadcrumbs from the matched screens that have a title; the last item and parents without a page are not links. */
export function Breadcrumb() {
  const pathname = useLocation({ select: (l) => l.pathname })
  const titleFor = useTitleFor()
  const { t } = useLingui()
  const chain = breadcrumbChain(pathname)
  const pages = new Set(
    flattenMenu()
      .filter((n) => n.resource)
      .map((n) => n.path),
  )
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumb">
      <ol>
        {chain.map((n, i) => {
          const last = i === chain.length - 1
          const clickable = !last && pages.has(n.path)
          return (
            <li key={n.path}>
              {clickable ? (
                <Link to={n.path}>{titleFor(n.path)}</Link>
              ) : (
                <span className="no-redirect" aria-current={last ? 'page' : undefined}>
                  {titleFor(n.path)}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
