import './commodity-center.css'
import { useId } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { commoditySkus } from '@/domain/entities/commodity-center'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery } from '@/domain/list-params'
import { listHref, recordHref } from '@/domain/screens'
import { useOpenable } from '@/forms/reference-links'
import { enumLabelsFor } from '@/resources/enum-labels'
import { formatMoney } from '@/ui/format'
import { HrefLink } from '@/ui/href-link'

/** SKUs shown on an SPU's detail; more open in the SKU list filtered to the SPU. */
const SHOWN = 50

function spuSkusQuery(spuCode: string) {
  const query = listParamsToQuery({ sort: [{ field: 'skuCode', desc: false }], filters: { spuCode } })
  return queryOptions({
    queryKey: ['list', commoditySkus.name, 'of-spu', query],
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>(`/v1/${commoditySkus.name}`, {
        query: { ...query, offset: 0, limit: SHOWN },
        signal,
      }),
    enabled: !!spuCode,
    staleTime: 30_000,
  })
}

/** The SKUs of an SPU (detail panel `spuSkus`): every commodity SKU belongs to one SPU. */
export function SpuSkusPanel({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const openable = useOpenable()
  const spuCode = typeof record.spuCode === 'string' ? record.spuCode : ''
  const { data, isPending, error } = useQuery(spuSkusQuery(spuCode))
  const typeLabels = enumLabelsFor(commoditySkus.fields.type.values ?? [])
  const statusLabels = enumLabelsFor(commoditySkus.fields.status.values ?? [])
  const label = (labels: typeof typeLabels, v: unknown) => {
    const d = labels?.[String(v)]
    return d ? i18n._(d) : String(v ?? '')
  }
  const all = listHref(commoditySkus.name, { spuCode })
  return (
    <section className="card commodity-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-title">
        <Trans>SKUs of this SPU</Trans>
      </h2>
      {error ? (
        <p role="alert">
          <Trans>The SKUs could not be loaded.</Trans>
        </p>
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : !data.items.length ? (
        <p className="muted">
          <Trans>No SKU belongs to this SPU yet.</Trans>
        </p>
      ) : (
        <>
          <div className="commodity-scroll">
            <table className="commodity-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>SKU code</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>SKU type</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Price</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => {
                  const href = recordHref(commoditySkus.name, s)
                  return (
                    <tr key={s.id}>
                      <td>
                        {openable(href) ? (
                          <HrefLink href={href}>{String(s.skuCode)}</HrefLink>
                        ) : (
                          String(s.skuCode)
                        )}
                      </td>
                      <td>{String(s.name ?? '')}</td>
                      <td>{label(typeLabels, s.type)}</td>
                      <td className="num">
                        {formatMoney(s.price as number, s.currency as string, i18n.locale)}
                      </td>
                      <td>{label(statusLabels, s.status)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          {data.total > data.items.length && openable(all) && (
            <p>
              <HrefLink href={all}>
                <Trans>All {data.total} SKUs of this SPU</Trans>
              </HrefLink>
            </p>
          )}
        </>
      )}
    </section>
  )
}
