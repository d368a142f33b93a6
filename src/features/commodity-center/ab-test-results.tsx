import './commodity-center.css'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import type { AbTestResults, VariantResult } from '@/domain/ab-tests'
import { abTests } from '@/domain/entities/commodity-center'
import { DetailPanel, PanelTable } from '@/ui/detail-panel'
import { formatDateTime, formatMoney } from '@/ui/format'
import { AbResultsChart } from './ab-results-chart'

const resultsQuery = (id: number) =>
  queryOptions({
    queryKey: entityKeys(abTests.name).results(id),
    queryFn: ({ signal }) => requestData<AbTestResults>(`/v1/${abTests.name}/${id}/results`, { signal }),
    staleTime: 30_000,
  })

/** Sales in up to three currencies (most orders first), then how many more. */
function SalesCell({ sales, locale }: { sales: VariantResult['sales']; locale: string }) {
  if (!sales.length) return <>—</>
  const more = sales.length - 3
  return (
    <>
      {sales
        .slice(0, 3)
        .map((s) => formatMoney(s.amount, s.currency, locale))
        .join(' · ')}
      {more > 0 && <Trans> · and {more} more currencies</Trans>}
    </>
  )
}

/**
 * The results of a running or stopped AB test (detail panel `abTestResults`): per variant, its orders, sales
 * and conversion against its share of the traffic, as numbers and as a bar chart, with the period covered.
 */
export function AbTestResultsPanel({ record }: { record: Row }) {
  const { t, i18n } = useLingui()
  const query = useQuery(resultsQuery(record.id))
  const percent = (n: number) => `${n.toLocaleString(i18n.locale, { maximumFractionDigits: 1 })} %`
  const variantText = (v: VariantResult) =>
    String((v.variant === 'A' ? record.variantA : record.variantB) ?? '')
  return (
    <DetailPanel
      title={<Trans>Results</Trans>}
      query={query}
      loadError={<Trans>The results could not be loaded.</Trans>}
      isEmpty={(data) => !data.period}
      empty={
        <Trans>Results appear once the test starts: they come from the orders placed while it runs.</Trans>
      }
      content={(data) =>
        data.period && (
          <>
            <p className="ab-period">
              {data.status === 'running' ? (
                <Trans>
                  Orders of {data.skuCode} from {formatDateTime(data.period.from)} until now (
                  {formatDateTime(data.period.to)}).
                </Trans>
              ) : (
                <Trans>
                  Orders of {data.skuCode} from {formatDateTime(data.period.from)} to{' '}
                  {formatDateTime(data.period.to)}.
                </Trans>
              )}
            </p>
            <PanelTable
              className="ab-results-table"
              columns={[
                { label: <Trans>Variant</Trans> },
                { label: <Trans>Traffic</Trans>, numeric: true },
                { label: <Trans>Orders</Trans>, numeric: true },
                { label: <Trans>Share of orders</Trans>, numeric: true },
                { label: <Trans>Conversion</Trans>, numeric: true },
                { label: <Trans>Sales</Trans> },
              ]}
            >
              {data.variants.map((v) => (
                <tr key={v.variant}>
                  <th scope="row">
                    {v.variant}
                    <span className="ab-variant-text">{variantText(v)}</span>
                  </th>
                  <td className="num">{percent(v.trafficShare)}</td>
                  <td className="num">{v.orders.toLocaleString(i18n.locale)}</td>
                  <td className="num">{percent(v.orderShare)}</td>
                  <td className="num">
                    {v.conversionIndex === null ? '—' : `${v.conversionIndex.toLocaleString(i18n.locale)}×`}
                  </td>
                  <td>
                    <SalesCell sales={v.sales} locale={i18n.locale} />
                  </td>
                </tr>
              ))}
            </PanelTable>
            <AbResultsChart variants={data.variants} />
            <p className="ab-lift">
              {data.lift === null
                ? t`Not enough orders yet to compare the variants.`
                : data.lift >= 0
                  ? t`Variant B converts ${percent(Math.abs(data.lift) * 100)} better than A for its share of the traffic.`
                  : t`Variant B converts ${percent(Math.abs(data.lift) * 100)} worse than A for its share of the traffic.`}
            </p>
            <p className="field-help">
              <Trans>
                Conversion compares a variant’s share of the orders with its share of the traffic: 1× converts
                as its traffic predicts.
              </Trans>
            </p>
          </>
        )
      }
    />
  )
}
