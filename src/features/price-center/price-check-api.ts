import { requestData } from '@/api/client'
import type { PriceCheckResult } from '@/domain/price-check'

export type { CouponSkipReason, PriceCheckResult, PriceCheckStep, RuleSkipReason } from '@/domain/price-check'

/** What the user chose (the server checks the values: a country or currency it does not know is a 400). */
export interface CheckInput {
  skuCode: string
  country: string
  currency: string
  /** ISO date-time: the moment the customer buys. */
  at: string
  couponCode?: string
}

export const checkPrice = (input: CheckInput, signal?: AbortSignal) =>
  requestData<PriceCheckResult>('/v1/prices/check', {
    method: 'POST',
    body: { ...input, couponCode: input.couponCode || undefined },
    quiet: true,
    signal,
  })

/** The check's inputs a record suggests: its SKU, and for a price its own country and currency. */
export function checkDefaults(
  record: Record<string, unknown>,
  now: Date,
): { skuCode: string; country: string; currency: string; at: string } {
  const str = (k: string) => (typeof record[k] === 'string' ? (record[k] as string) : '')
  return {
    skuCode: str('skuCode'),
    country: str('country') || 'US',
    currency: str('currency') || 'USD',
    at: localDateTime(now),
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A date as the form's date-and-time field keeps it: local 'YYYY-MM-DDTHH:mm' (the browser's time zone). */
export function localDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A local 'YYYY-MM-DDTHH:mm' as an ISO instant, or undefined when it is not a date. */
export function isoOfLocal(value: string): string | undefined {
  const d = new Date(value)
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined
}
