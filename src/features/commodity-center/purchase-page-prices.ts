import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import type { CardPrice } from '@/domain/purchase-page'

/**
 * The current price of each card (POST /v1/clientBuyConfigs/card-prices: the price center's check of every
 * SKU, with its name). The last answer stays while a new set of cards or a new currency loads.
 */
export function useCardPrices(cards: readonly string[], currency: string) {
  return useQuery({
    queryKey: appKeys.cardPrices(currency, cards.join(',')),
    queryFn: ({ signal }) =>
      requestData<CardPrice[]>(`/v1/${clientBuyConfigs.name}/card-prices`, {
        method: 'POST',
        body: { skuCodes: cards, currency },
        signal,
        quiet: true,
      }),
    enabled: cards.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
