import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import {
  TREND_PERIODS,
  type Currency,
  type SalesView,
  type TrendGrain,
  type TrendPeriod,
} from '@/domain/dashboard-trends'
import { CURRENCIES } from '@/domain/enums'
import { refunds } from '@/domain/entities/refunds-barters'
import { listOf } from '@/domain/screens'
import { REFUND_REASON_TYPE_LABELS } from '@/resources/enum-labels'
import { formatCount, formatMoney } from '@/ui/format'
import { OptionsPopover, SelectTrigger, type SelectOption } from '@/ui/select-parts'
import { DashSection } from './dash-section'
import { totalOf, trendSeries, type TrendBar, type TrendSeries } from './trend-series'
import { TrendsTable } from './trends-table'
import { trendsQuery } from './trends-query'

/** The chart code (visx) is its own chunk, fetched when this panel first renders. */
const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })))

const DEFAULT_CURRENCY: Record<string, Currency> = { zh: 'CNY', ja: 'JPY' }

/**
 * Orders, sales and refunds over a chosen period per day or week, and refunds by reason (issue 30). The
 * charts' boxes have fixed heights, reserved before the data and the chart code arrive, so nothing below
 * moves; the table view shows the same figures as tables. `orders`: the user may see orders (the dashboard
 * answer said so); refunds show when the refunds list is theirs.
 */
export function TrendsPanel({ orders }: { orders: boolean }) {
  const { t, i18n } = useLingui()
  const access = useAccess()
  const refundList = listOf(refunds.name, { orderSource: 'online' })?.path
  const showRefunds = !!refundList && isPathPermitted(access, refundList)
  const [days, setDays] = useState<TrendPeriod>(30)
  const [by, setBy] = useState<TrendGrain>('day')
  const [sales, setSales] = useState<SalesView>(() => ({
    mode: 'converted',
    currency: DEFAULT_CURRENCY[i18n.locale] ?? 'USD',
  }))
  const [asTable, setAsTable] = useState(false)
  const { data, isError, refetch } = useQuery({ ...trendsQuery(days, by), enabled: orders || showRefunds })
  if (!orders && !showRefunds) return null

  const dayFormat = new Intl.DateTimeFormat(i18n.locale, {
    ...(days > 90 ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const day = (d: string) => dayFormat.format(new Date(`${d}T00:00:00Z`))
  const series: TrendSeries = data
    ? trendSeries(data, sales, {
        bucketLabel: by === 'week' ? (d) => t`Week of ${day(d)}` : day,
        bucketTick: day,
        reasonLabel: (r) => i18n._(REFUND_REASON_TYPE_LABELS[r as keyof typeof REFUND_REASON_TYPE_LABELS]),
        count: formatCount,
        money: (n) => formatMoney(n, sales.currency, i18n.locale),
      })
    : {}
  const salesTitle =
    sales.mode === 'converted'
      ? t`Sales, all currencies in ${sales.currency}`
      : t`Sales of orders in ${sales.currency}`
  const periodOptions: SelectOption[] = TREND_PERIODS.map((d) => ({
    value: String(d),
    label: d === 365 ? t`Last 12 months` : t`Last ${d} days`,
  }))
  const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }))
  const period = data ? `${day(data.from)} – ${day(data.to)}` : ''

  return (
    <DashSection id="dash-trends" title={<Trans>Trends</Trans>}>
      <div className="card trends">
        <div className="trends-controls">
          <Choice
            label={t`Period`}
            value={String(days)}
            options={periodOptions}
            onChange={(v) => setDays(Number(v) as TrendPeriod)}
          />
          <Choice
            label={t`Per`}
            value={by}
            options={[
              { value: 'day', label: t`Daily` },
              { value: 'week', label: t`Weekly` },
            ]}
            onChange={(v) => setBy(v as TrendGrain)}
          />
          {orders ? (
            <>
              <Choice
                label={t`Sales`}
                value={sales.mode}
                options={[
                  { value: 'converted', label: t`All currencies, converted` },
                  { value: 'currency', label: t`One currency only` },
                ]}
                onChange={(v) => setSales((s) => ({ ...s, mode: v as SalesView['mode'] }))}
              />
              <Choice
                label={t`Currency`}
                value={sales.currency}
                options={currencyOptions}
                onChange={(v) => setSales((s) => ({ ...s, currency: v as Currency }))}
              />
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-small trends-view-toggle"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            <Trans>Show as table</Trans>
          </button>
        </div>
        <p className="muted trends-period" aria-live="polite">
          {period}
          {data && orders && sales.mode === 'converted' ? (
            <>
              {' · '}
              <Trans>Converted at reference rates, for the trend only.</Trans>
            </>
          ) : null}
        </p>
        {isError && !data ? (
          <div role="alert" className="trends-failed">
            <Trans>The trends could not be loaded.</Trans>{' '}
            <button type="button" className="btn btn-small" onClick={() => void refetch()}>
              <Trans>Retry</Trans>
            </button>
          </div>
        ) : asTable && data ? (
          <TrendsTable
            series={series}
            trends={data}
            salesTitle={salesTitle}
            grainTitle={by === 'week' ? t`Week` : t`Date`}
          />
        ) : (
          <div className="trends-grid">
            {orders ? (
              <>
                <Figure id="orders" title={t`Orders`} bars={series.orders} />
                <Figure id="sales" title={salesTitle} bars={series.sales} money={series.sales && sales} />
              </>
            ) : null}
            {showRefunds ? (
              <>
                <Figure id="refunds" title={t`Refund applications`} bars={series.refunds} />
                <Figure id="reasons" title={t`Refunds by reason`} bars={series.reasons} rows />
              </>
            ) : null}
          </div>
        )}
      </div>
    </DashSection>
  )
}

/** A chart with its title and the period's total; its box keeps its height while the data or code loads. */
function Figure({
  id,
  title,
  bars,
  money,
  rows = false,
}: {
  id: string
  title: string
  bars: TrendBar[] | undefined
  money?: SalesView
  rows?: boolean
}) {
  const { i18n } = useLingui()
  const captionId = useId()
  const total = bars ? totalOf(bars) : undefined
  const totalText =
    total === undefined ? '' : money ? formatMoney(total, money.currency, i18n.locale) : formatCount(total)
  const box = <div className="trend-chart-box" />
  return (
    <figure className="trend-figure" data-chart={id} aria-labelledby={captionId} aria-busy={!bars}>
      <figcaption id={captionId} className="trend-caption">
        <span className="trend-title">{title}</span>
        <span className="trend-total" data-total={total}>
          {totalText}
        </span>
      </figcaption>
      <div className={rows ? 'trend-body trend-body-rows' : 'trend-body'}>
        {bars ? (
          <Suspense fallback={box}>
            <TrendChart bars={bars} layout={rows ? 'rows' : 'columns'} />
          </Suspense>
        ) : (
          box
        )}
      </div>
    </figure>
  )
}

/** One of the panel's choices: a labelled select, reached with Tab and chosen with the arrow keys. */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
}) {
  return (
    <Select
      className="field trends-choice"
      selectedKey={value}
      onSelectionChange={(k) => k !== null && onChange(String(k))}
    >
      <Label>{label}</Label>
      <SelectTrigger />
      <OptionsPopover options={options} className="field-popover" />
    </Select>
  )
}
