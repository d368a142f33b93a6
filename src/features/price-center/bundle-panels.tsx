import './bundle-panels.css'
import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { CURRENCIES } from '@/domain/enums'
import { field } from '@/domain/fields'
import { FieldInput } from '@/forms/field-input'
import { keysOf } from '@/forms/reference-keys'
import { ReferenceLink } from '@/forms/reference-links'
import { useReferenceRecords } from '@/forms/reference-queries'
import { enumLabelsFor } from '@/resources/enum-labels'
import { DetailPanel } from '@/ui/detail-panel'
import { formatMoney } from '@/ui/format'
import {
  activePricesQuery,
  bundleSaving,
  currentPrice,
  sharedCurrencies,
  skuByCodeQuery,
  type PriceLine,
} from './bundle-prices'

const CURRENCY = field.enum(CURRENCIES, { required: true })

/**
 * A bundle's items with their names and current prices in one currency (and country), their sum, and, given
 * the bundle's own amount, what the bundle saves as an amount and a percentage.
 */
function BundleItemTable({
  items,
  prices,
  currency,
  country,
  bundleAmount,
  caption,
}: {
  items: readonly string[]
  prices: readonly PriceLine[]
  currency: string
  country?: string | null
  bundleAmount?: number
  caption: string
}) {
  const { i18n } = useLingui()
  const { byKey } = useReferenceRecords('skus', items)
  const now = useMemo(() => new Date(), [])
  const lines = items.map((sku) => ({ sku, price: currentPrice(prices, sku, currency, now, country) }))
  const money = (n: number) => formatMoney(n, currency, i18n.locale)
  const amounts = lines.map((l) => l.price?.amount)
  const known = amounts.filter((a): a is number => a !== undefined)
  const sum = known.reduce((s, a) => s + Math.round(a * 100), 0) / 100
  const saving = bundleAmount === undefined ? undefined : bundleSaving(bundleAmount, amounts)
  const percent = saving
    ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(Math.abs(saving.percent))
    : ''
  return (
    <table className="panel-table bundle-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Item</Trans>
          </th>
          <th scope="col" className="num">
            <Trans>Current price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map(({ sku, price }) => (
          <tr key={sku}>
            <td>
              <ReferenceLink entity="skus" code={sku} record={byKey.get(sku)} />
            </td>
            <td className="num">
              {price ? (
                <>
                  {money(price.amount)}
                  {price.country && price.country !== country ? (
                    <span className="muted bundle-country"> {price.country}</span>
                  ) : null}
                </>
              ) : (
                <span className="muted">
                  <Trans>No current price in {currency}</Trans>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            {known.length === lines.length ? (
              <Trans>Items bought one by one</Trans>
            ) : (
              <Trans>Items with a price</Trans>
            )}
          </th>
          <td className="num">{money(sum)}</td>
        </tr>
        {bundleAmount !== undefined && (
          <tr>
            <th scope="row">
              <Trans>Bundle price</Trans>
            </th>
            <td className="num">{money(bundleAmount)}</td>
          </tr>
        )}
        {saving && (
          <tr className={saving.saving >= 0 ? 'bundle-saving' : 'bundle-surcharge'}>
            <th scope="row">
              {saving.saving >= 0 ? <Trans>Saving</Trans> : <Trans>The bundle costs more by</Trans>}
            </th>
            <td className="num">
              {money(Math.abs(saving.saving))} ({percent} %)
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  )
}

/** The items of a bundle SKU (detail panel `bundleItems`): each with its name and current price. */
export function BundleItemsPanel({ record }: { record: Row }) {
  const { t } = useLingui()
  const items = keysOf(typeof record.bundleItems === 'string' ? record.bundleItems : '', true)
  const { data: prices, isPending, error } = useQuery(activePricesQuery(items))
  const now = useMemo(() => new Date(), [])
  const shared = prices ? sharedCurrencies(prices, items, now) : []
  const [chosen, setChosen] = useState<string>()
  const currency = chosen ?? shared[0] ?? 'USD'
  if (!items.length) return null
  return (
    <DetailPanel
      title={<Trans>Bundle items and prices</Trans>}
      query={{ data: prices, isPending, error }}
      loadError={<Trans>The items' prices could not be loaded.</Trans>}
      content={(data) => (
        <>
          <div className="bundle-currency">
            <FieldInput
              name="bundleCurrency"
              def={CURRENCY}
              label={t`Prices in`}
              value={currency}
              onChange={(v) => setChosen(typeof v === 'string' && v ? v : undefined)}
              valueLabels={enumLabelsFor(CURRENCIES)}
            />
          </div>
          <BundleItemTable
            items={items}
            prices={data}
            currency={currency}
            caption={t`Current prices in ${currency}`}
          />
        </>
      )}
    />
  )
}

/**
 * Beside a bundle price (detail panel `bundleSaving`): the bundle's items priced in the same currency and
 * country, their sum, and the saving as an amount and a percentage.
 */
export function BundleSavingPanel({ record }: { record: Row }) {
  const { t } = useLingui()
  const skuCode = typeof record.skuCode === 'string' ? record.skuCode : ''
  const currency = typeof record.currency === 'string' ? record.currency : ''
  const country = typeof record.country === 'string' && record.country ? record.country : null
  const amount = typeof record.amount === 'number' ? record.amount : undefined
  const sku = useQuery(skuByCodeQuery(skuCode))
  const items = keysOf(typeof sku.data?.bundleItems === 'string' ? sku.data.bundleItems : '', true)
  const prices = useQuery(activePricesQuery(items))
  return (
    <DetailPanel
      title={<Trans>Bundle saving</Trans>}
      query={{
        data: prices.data ?? [],
        isPending: sku.isPending || (items.length > 0 && prices.isPending),
        error: sku.error || prices.error,
      }}
      loadError={<Trans>The items' prices could not be loaded.</Trans>}
      isEmpty={() => !items.length}
      empty={<Trans>SKU {skuCode} has no bundle items.</Trans>}
      content={(data) => (
        <BundleItemTable
          items={items}
          prices={data}
          currency={currency}
          country={country}
          bundleAmount={amount}
          caption={country ? t`Current prices in ${currency}, ${country}` : t`Current prices in ${currency}`}
        />
      )}
    />
  )
}
