import { queryOptions, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { commoditySkus } from '@/domain/entities/commodity-center'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery } from '@/domain/list-params'
import { listHref, recordHref } from '@/domain/screens'
import { useOpenable } from '@/forms/reference-links'
import { enumLabelsFor } from '@/resources/enum-labels'
import { DetailPanel, PanelTable } from '@/ui/detail-panel'
import { formatMoney } from '@/ui/format'
import { HrefLink } from '@/ui/href-link'

/** SKUs shown on an SPU's detail; more open in the SKU list filtered to the SPU. */
const SHOWN = 50

function spuSkusQuery(spuCode: string) {
  const query = listParamsToQuery({ sort: [{ field: 'skuCode', desc: false }], filters: { spuCode } })
  return queryOptions({
    queryKey: entityKeys(commoditySkus.name).listSlice('of-spu', query),
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
  const openable = useOpenable()
  const spuCode = typeof record.spuCode === 'string' ? record.spuCode : ''
  const query = useQuery(spuSkusQuery(spuCode))
  const typeLabels = enumLabelsFor(commoditySkus.fields.type.values ?? [])
  const statusLabels = enumLabelsFor(commoditySkus.fields.status.values ?? [])
  const label = (labels: typeof typeLabels, v: unknown) => {
    const d = labels?.[String(v)]
    return d ? i18n._(d) : String(v ?? '')
  }
  const all = listHref(commoditySkus.name, { spuCode })
  return (
    <DetailPanel
      title={<Trans>SKUs of this SPU</Trans>}
      query={query}
      loadError={<Trans>The SKUs could not be loaded.</Trans>}
      isEmpty={(data) => !data.items.length}
      empty={<Trans>No SKU belongs to this SPU yet.</Trans>}
      content={(data) => (
        <>
          <PanelTable
            columns={[
              { label: <Trans>SKU code</Trans> },
              { label: <Trans>Name</Trans> },
              { label: <Trans>SKU type</Trans> },
              { label: <Trans>Price</Trans>, numeric: true },
              { label: <Trans>Status</Trans> },
            ]}
          >
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
                  <td className="num">{formatMoney(s.price as number, s.currency as string, i18n.locale)}</td>
                  <td>{label(statusLabels, s.status)}</td>
                </tr>
              )
            })}
          </PanelTable>
          {data.total > data.items.length && openable(all) && (
            <p>
              <HrefLink href={all}>
                <Trans>All {data.total} SKUs of this SPU</Trans>
              </HrefLink>
            </p>
          )}
        </>
      )}
    />
  )
}
