import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { userQuery } from '@/auth/session-queries'
import { useOnline } from '@/offline/online-status'
import type { ScreenProps } from '@/screens/screen-props'
import { useTitleFor } from '@/ui/titles'
import { dashboardQuery } from './dashboard-query'
import { DataStatus, NoData } from './data-status'
import { MyWorkPanel } from './my-work-panel'
import { RecentRecords } from './recent-records'
import { SalesFigures } from './sales-figures'
import { TrendsPanel } from './trends-panel'
import { WorkQueues } from './work-queues'
import './dashboard.css'

/**
 * Home page: the work waiting for this user, today's and this month's figures, their trends, and recently
 * opened records.
 */
export function DashboardPage({ screen }: ScreenProps) {
  const user = useQuery(userQuery).data
  const titleFor = useTitleFor()
  const online = useOnline()
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery)
  const retry = () => void refetch()
  // Recently opened (read from this device, at once) waits for the sections above it: shown first, it would
  // be pushed down the page when they arrive (a layout shift of a screen's height).
  const loading = isPending && online
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <header className="dash-top">
        <div>
          <h1 id="page-title" className="page-title">
            {titleFor(screen.path)}
          </h1>
          <p className="muted dash-welcome">{user ? <Trans>Welcome back, {user.nickname}.</Trans> : null}</p>
        </div>
        {data ? <DataStatus asOf={data.asOf} online={online} failed={isError} onRetry={retry} /> : null}
      </header>
      {data ? (
        <>
          <WorkQueues queues={data.queues} />
          <MyWorkPanel />
          {data.sales ? <SalesFigures sales={data.sales} /> : null}
          <TrendsPanel orders={data.sales !== null} />
        </>
      ) : loading ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <NoData online={online} onRetry={retry} />
      )}
      {loading ? null : <RecentRecords />}
    </section>
  )
}
