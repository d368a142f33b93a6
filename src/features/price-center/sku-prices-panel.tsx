import { useState } from 'react'
import { useQuery, queryOptions } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Heading } from 'react-aria-components/Heading'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { prices } from '@/domain/entities/price-center'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery } from '@/domain/list-params'
import { listHref, recordHref } from '@/domain/screens'
import { ActionButton } from '@/forms/action-button'
import { useOpenable } from '@/forms/reference-links'
import { RecordForm } from '@/forms/record-form'
import { loadBinding } from '@/resources/bindings'
import { enumLabelsFor } from '@/resources/enum-labels'
import { DetailPanel, PanelTable } from '@/ui/detail-panel'
import { formatDateTime, formatMoney } from '@/ui/format'
import { HrefLink } from '@/ui/href-link'
import { ModalDialog } from '@/ui/modal-dialog'

/** Prices shown on a SKU's detail; more open in the price list filtered to the SKU. */
const SHOWN = 50

function skuPricesQuery(skuCode: string) {
  const query = listParamsToQuery({
    sort: [
      { field: 'currency', desc: false },
      { field: 'effectiveFrom', desc: true },
    ],
    filters: { skuCode },
  })
  return queryOptions({
    queryKey: entityKeys(prices.name).listSlice('of-sku', query),
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>('/v1/prices', { query: { ...query, offset: 0, limit: SHOWN }, signal }),
    enabled: !!skuCode,
    staleTime: 30_000,
  })
}

/**
 * A SKU's prices (detail panel `skuPrices`) and the way to create one. The spec gives prices no add screen, so
 * a price is created from its SKU: "New price" opens the generic record form for prices in a dialog, with the
 * SKU and the price type (the SKU's type) fixed; saving opens the new price on the screen of its type.
 */
export function SkuPricesPanel({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const openable = useOpenable()
  const [creating, setCreating] = useState(false)
  const skuCode = typeof record.skuCode === 'string' ? record.skuCode : ''
  const query = useQuery(skuPricesQuery(skuCode))
  const statusLabels = enumLabelsFor(prices.fields.status.values ?? [])
  const all = listHref('prices', { skuCode })
  return (
    <DetailPanel
      title={<Trans>Prices</Trans>}
      actions={
        <ActionButton
          className="btn btn-small"
          permission={`${prices.resource}:add`}
          onPress={() => setCreating(true)}
        >
          <Trans>New price</Trans>
        </ActionButton>
      }
      query={query}
      loadError={<Trans>The prices could not be loaded.</Trans>}
      isEmpty={(data) => !data.items.length}
      empty={<Trans>This SKU has no price yet.</Trans>}
      content={(data) => (
        <>
          <PanelTable
            columns={[
              { label: <Trans>Price code</Trans> },
              { label: <Trans>Country</Trans> },
              { label: <Trans>Amount</Trans>, numeric: true },
              { label: <Trans>Effective</Trans> },
              { label: <Trans>Status</Trans> },
            ]}
          >
            {data.items.map((p) => {
              const href = recordHref('prices', p)
              const status = String(p.status ?? '')
              const label = statusLabels?.[status]
              return (
                <tr key={p.id}>
                  <td>
                    {openable(href) ? (
                      <HrefLink href={href}>{String(p.priceCode)}</HrefLink>
                    ) : (
                      String(p.priceCode)
                    )}
                  </td>
                  <td>{typeof p.country === 'string' && p.country ? p.country : <Trans>All</Trans>}</td>
                  <td className="num">
                    {formatMoney(p.amount as number, p.currency as string, i18n.locale)}
                  </td>
                  <td>
                    {formatDateTime(p.effectiveFrom as string | null) || '…'} –{' '}
                    {formatDateTime(p.effectiveTo as string | null) || '…'}
                  </td>
                  <td>{label ? i18n._(label) : status}</td>
                </tr>
              )
            })}
          </PanelTable>
          {data.total > data.items.length && openable(all) && (
            <p>
              <HrefLink href={all}>
                <Trans>All {data.total} prices of this SKU</Trans>
              </HrefLink>
            </p>
          )}
        </>
      )}
    >
      {creating && <NewPriceDialog sku={record} onClose={() => setCreating(false)} />}
    </DetailPanel>
  )
}

/** The generic price form in a dialog, for a new price of `sku` (its code and type fixed). */
function NewPriceDialog({ sku, onClose }: { sku: Row; onClose: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  const binding = useQuery({
    queryKey: entityKeys(prices.name).binding(),
    queryFn: () => loadBinding('prices'),
    staleTime: Infinity,
    meta: { persist: false },
  })
  const skuCode = String(sku.skuCode ?? '')
  const fixed = { skuCode, type: typeof sku.type === 'string' ? sku.type : 'regular' }
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      <Heading slot="title">{t`New price for ${skuCode}`}</Heading>
      {binding.data ? (
        <RecordForm
          entity={prices}
          binding={binding.data}
          preset={fixed}
          fixed={fixed}
          layout="dialog"
          onCancel={onClose}
          onSaved={(row) => {
            onClose()
            const href = recordHref('prices', row)
            if (href) void router.navigate({ href })
          }}
        />
      ) : binding.error ? (
        <p role="alert">
          <Trans>The form could not be loaded.</Trans>
        </p>
      ) : (
        <div className="page-loading" aria-busy="true" />
      )}
    </ModalDialog>
  )
}
