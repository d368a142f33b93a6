import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery } from '@/api/list-queries'
import { orders } from '@/domain/orders'
import { ORDER_DETAIL_SECTIONS } from '@/resources/order-detail-sections'
import { ORDER_FIELD_LABELS } from '@/resources/order-labels'
import { orderColumns } from '@/resources/order-columns'
import { DetailSections, toDetailSections } from '@/ui/detail-sections'
import { useTitleFor } from '@/shell/titles'
import { LoadFailed } from '@/ui/load-failed'
import { recordRecent } from '@/palette/recent'
import { AuditHistory } from '@/forms/audit-history'
import { OrderRefundLinks } from '@/features/refunds/order-refund-links'
import { ResendInvoice } from './resend-invoice'

const route = getRouteApi('/_layout/orderCenter/order/detail')

/** Order center › Order detail: every field of the order, grouped. */
export function OrderDetailPage() {
  const { id } = route.useSearch()
  const { i18n } = useLingui()
  const title = useTitleFor()('/orderCenter/order/detail')
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(orders.name, id ?? 0),
    enabled: !!id,
  })
  // The list's column formatters: one way to show a field (enum labels, money, dates) in list and detail.
  const columnList = useMemo(() => orderColumns(i18n), [i18n])
  const columns = useMemo(() => new Map(columnList.map((c) => [c.field, c])), [columnList])
  const orderNo = data ? String(data.orderNo) : undefined
  useEffect(() => {
    if (id && orderNo)
      recordRecent({ entity: orders.name, id, label: orderNo, path: `/orderCenter/order/detail?id=${id}` })
  }, [id, orderNo])
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {data ? ` ${String(data.orderNo)}` : ''}
      </h1>
      {!id || (error && !data) ? (
        <LoadFailed
          message={<Trans>This order could not be loaded.</Trans>}
          onRetry={id ? () => void refetch() : undefined}
        />
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          <div className="page-actions">
            <ResendInvoice orderId={Number(data.id)} orderEmail={String(data.email ?? '')} />
            <OrderRefundLinks orderNo={String(data.orderNo)} />
          </div>
          <DetailSections
            sections={toDetailSections(
              i18n,
              ORDER_DETAIL_SECTIONS,
              (f) => i18n._(ORDER_FIELD_LABELS[f]),
              (f) => columns.get(f)?.text(data) ?? '',
            )}
          />
          <AuditHistory entity={orders.name} id={Number(data.id)} columns={columnList} />
        </>
      )}
    </section>
  )
}
