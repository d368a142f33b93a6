import { useLingui } from '@lingui/react/macro'
import { abbreviate, formatMoney } from '@/ui/format'

/**
 * A money amount in its currency. Where its box is narrow (a container query in dashboard.css) a large
 * amount shows abbreviated (1.2k, 3.4M ... spec section 9) with the full amount in the tooltip and for
 * screen readers.
 */
export function Amount({ value, currency }: { value: number; currency: string }) {
  const { i18n } = useLingui()
  const full = formatMoney(value, currency, i18n.locale)
  if (Math.abs(value) < 1000) return <span className="amount">{full}</span>
  return (
    <span className="amount">
      <span className="amount-full">{full}</span>
      <span className="amount-short">
        <span aria-hidden="true" title={full}>{`${abbreviate(value)} ${currency}`}</span>
        <span className="visually-hidden">{full}</span>
      </span>
    </span>
  )
}
