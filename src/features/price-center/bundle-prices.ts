import { queryOptions } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { prices, skus } from '@/domain/entities/price-center'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery } from '@/domain/list-params'
import { ACTIVE, basePrice, inWindow, type CheckPrice } from '@/domain/price-check'

/** A price as the bundle panels read it: the price check's own shape, with its record id. */
export type PriceLine = CheckPrice & { id: number }

/** How many prices of a bundle's items are read at once (a bundle has a handful of items). */
const PRICE_LIMIT = 500

/** The active prices of some SKUs (GET /v1/prices?skuCode=A,B&status=active), newest window first. */
export function activePricesQuery(skuCodes: readonly string[]) {
  const codes = [...new Set(skuCodes)].sort()
  const query = listParamsToQuery({
    sort: [{ field: 'effectiveFrom', desc: true }],
    filters: { skuCode: codes.join(','), status: 'active' },
  })
  return queryOptions({
    queryKey: entityKeys(prices.name).listSlice('active-of', query),
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>('/v1/prices', {
        query: { ...query, offset: 0, limit: PRICE_LIMIT },
        signal,
      }).then((r) => r.items as unknown as PriceLine[]),
    enabled: codes.length > 0,
    staleTime: 30_000,
  })
}

/** One SKU by its code (GET /v1/skus?skuCode=X): a bundle price's SKU, for its items. */
export function skuByCodeQuery(skuCode: string) {
  const query = listParamsToQuery({ sort: [], filters: { skuCode } })
  return queryOptions({
    queryKey: entityKeys(skus.name).listSlice('by-code', query),
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>('/v1/skus', { query: { ...query, offset: 0, limit: 1 }, signal }).then(
        (r) => r.items[0] ?? null,
      ),
    enabled: !!skuCode,
    staleTime: 30_000,
  })
}

/** Is the price in effect at `at` (active, and its window holds the moment; an open side is unbounded)? */
export const isCurrent = (p: PriceLine, at: Date): boolean =>
  p.status === ACTIVE && inWindow(at.getTime(), p.effectiveFrom, p.effectiveTo)

/**
 * The current price of a SKU in a currency, chosen as the price check chooses its base price: for a country,
 * that country's price, else the price for every country. Without a country, the price for every country,
 * else any country's (the caller shows which).
 */
export function currentPrice(
  prices: readonly PriceLine[],
  skuCode: string,
  currency: string,
  at: Date,
  country?: string | null,
): PriceLine | undefined {
  const base = basePrice(prices, { skuCode, currency, country: country ?? null }, at.getTime())
  if (base || country) return base as PriceLine | undefined
  return prices.find((p) => p.skuCode === skuCode && p.currency === currency && isCurrent(p, at))
}

/** Currencies in which every item has a current price, most common first (USD first among equals). */
export function sharedCurrencies(prices: readonly PriceLine[], items: readonly string[], at: Date): string[] {
  const current = prices.filter((p) => isCurrent(p, at))
  const all = [...new Set(current.map((p) => p.currency))]
  const complete = all.filter((c) =>
    items.every((sku) => current.some((p) => p.skuCode === sku && p.currency === c)),
  )
  const rank = (c: string) => (c === 'USD' ? 0 : 1)
  return complete.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** What a bundle saves against buying its items one by one; undefined until every item has a price. */
export function bundleSaving(
  bundleAmount: number,
  itemAmounts: readonly (number | undefined)[],
): { sum: number; saving: number; percent: number } | undefined {
  if (!itemAmounts.length || itemAmounts.some((a) => a === undefined)) return undefined
  // Sum in hundredths, so 0.1 + 0.2 is 0.3 (amounts have at most two decimal places).
  const cents = itemAmounts.reduce<number>((s, a) => s + Math.round((a ?? 0) * 100), 0)
  const sum = cents / 100
  const saving = (cents - Math.round(bundleAmount * 100)) / 100
  const percent = sum > 0 ? (saving / sum) * 100 : 0
  return { sum, saving, percent }
}
