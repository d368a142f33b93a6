import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { orders } from '@/domain/entities/orders'
import { periodFilter, SALES_FIELDS, type Dashboard, type SalesPeriod } from '@/domain/dashboard'
import { Amount } from './amount'
import { DashSection } from './dash-section'
import { ListLink } from './list-link'

/** Today's and this month's orders and sales, per currency; every count opens the orders it counts. */
export function SalesFigures({ sales }: { sales: NonNullable<Dashboard['sales']> }) {
  const { t, i18n } = useLingui()
  const month = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  return (
    <DashSection id="dash-sales" title={<Trans>Orders and sales</Trans>}>
      <div className="sales-grid">
        <PeriodCard title={t`Today`} caption={sales.today.from} period={sales.today} />
        <PeriodCard
          title={t`This month`}
          caption={month.format(new Date(`${sales.month.from}T00:00:00Z`))}
          period={sales.month}
        />
      </div>
    </DashSection>
  )
}

function PeriodCard({ title, caption, period }: { title: string; caption: string; period: SalesPeriod }) {
  const { i18n } = useLingui()
  const id = useId()
  const filters = periodFilter(period)
  const count = (n: number, more: Record<string, string> = {}): ReactNode => (
    <ListLink entity={orders.name} filters={{ ...filters, ...more }} className="figure-link">
      {i18n.number(n)}
    </ListLink>
  )
  return (
    <article className="card sales-card" aria-labelledby={id}>
      <header className="sales-head">
        <h3 id={id} className="sales-title">
          {title}
        </h3>
        <span className="muted">{caption}</span>
      </header>
      <p className="sales-total" data-testid="period-orders" data-count={period.orders}>
        <Trans>{count(period.orders)} orders</Trans>
      </p>
      {period.byCurrency.length === 0 ? (
        <p className="muted">
          <Trans>No orders in this period yet.</Trans>
        </p>
      ) : (
        <table className="sales-table">
          <caption className="visually-hidden">
            <Trans>Orders and sales amount per currency: {title}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Currency</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Orders</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Sales amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {period.byCurrency.map((c) => (
              <tr key={c.currency} data-currency={c.currency}>
                <th scope="row">{c.currency}</th>
                <td className="num">{count(c.orders, { [SALES_FIELDS.currency]: c.currency })}</td>
                <td className="num">
                  <Amount value={c.sales} currency={c.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  )
}
