import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { userQuery } from '@/auth/session-queries'
import { useAccess } from '@/shell/use-access'
import { isPathPermitted } from '@/auth/access'
import { useTitleFor } from '@/shell/titles'

/** Home page. The work queues and sales figures arrive with the order-center issue. */
export function DashboardPage() {
  const user = useQuery(userQuery).data
  const access = useAccess()
  const titleFor = useTitleFor()
  const shortcuts = ['/orderCenter/orders'].filter((p) => isPathPermitted(access, p))
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {titleFor('/dashboard')}
      </h1>
      <p className="muted">{user ? <Trans>Welcome back, {user.nickname}.</Trans> : null}</p>
      {shortcuts.length > 0 && (
        <ul className="shortcut-cards" role="list">
          {shortcuts.map((p) => (
            <li key={p}>
              <Link to={p} className="card shortcut-card">
                {titleFor(p)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
