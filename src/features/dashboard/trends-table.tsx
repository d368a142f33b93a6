import { Trans, useLingui } from '@lingui/react/macro'
import { bucketFilter, refundPeriodFilter, type Trends } from '@/domain/dashboard-trends'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import { ListLink } from './list-link'
import type { TrendBar, TrendSeries } from './trend-series'

/**
 * The trends as tables: the same figures as the charts, a row per bucket and a row per refund reason, for
 * screen readers and keyboard users (each order count opens the orders it counts).
 */
export function TrendsTable({
  series,
  trends,
  salesTitle,
  grainTitle,
}: {
  series: TrendSeries
  trends: Trends
  salesTitle: string
  grainTitle: string
}) {
  const { t } = useLingui()
  const rows = series.orders ?? series.refunds ?? []
  const cell = (bars: TrendBar[] | undefined, i: number, chart: string) => {
    const b = bars?.[i]
    return b ? (
      <td className="num" data-chart={chart} data-value={b.value}>
        {chart === 'orders' ? (
          <ListLink entity={orders.name} filters={bucketFilter(b.key, trends.by, trends)}>
            {b.text}
          </ListLink>
        ) : (
          b.text
        )}
      </td>
    ) : null
  }
  return (
    <div className="trends-tables">
      <div className="trends-table-scroll">
        <table className="sales-table trends-table" data-table="buckets">
          <caption className="visually-hidden">{t`Trends per ${grainTitle}`}</caption>
          <thead>
            <tr>
              <th scope="col">{grainTitle}</th>
              {series.orders ? (
                <>
                  <th scope="col" className="num">
                    <Trans>Orders</Trans>
                  </th>
                  <th scope="col" className="num">
                    {salesTitle}
                  </th>
                </>
              ) : null}
              {series.refunds ? (
                <th scope="col" className="num">
                  <Trans>Refund applications</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                {cell(series.orders, i, 'orders')}
                {cell(series.sales, i, 'sales')}
                {cell(series.refunds, i, 'refunds')}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {series.reasons ? (
        <table className="sales-table trends-table" data-table="reasons">
          <caption className="visually-hidden">
            <Trans>Refunds by reason</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Refund applications</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {series.reasons.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td className="num" data-chart="reasons" data-value={r.value}>
                  <ListLink
                    entity={refunds.name}
                    filters={{ ...refundPeriodFilter(trends), reasonType: r.key }}
                  >
                    {r.text}
                  </ListLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
