import './price-check.css'
import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { prices } from '@/domain/entities/price-center'
import { COUNTRIES, CURRENCIES } from '@/domain/enums'
import { field } from '@/domain/fields'
import { FieldInput } from '@/forms/field-input'
import { useOnline } from '@/offline/online-status'
import { enumLabelsFor } from '@/resources/enum-labels'
import { formatDateTime, formatMoney } from '@/ui/format'
import {
  checkDefaults,
  checkPrice,
  isoOfLocal,
  type CouponSkipReason,
  type PriceCheckResult,
  type PriceCheckStep,
  type RuleSkipReason,
} from './price-check-api'

const COUNTRY = field.enum(COUNTRIES, { required: true })
const CURRENCY = field.enum(CURRENCIES, { required: true })
const AT = field.datetime({ required: true })
const COUPON = field.string({ max: 40, references: 'priceCoupons' })

const RULE_REASONS: Record<RuleSkipReason, ReturnType<typeof msg>> = {
  notInWindow: msg`Not in effect on that date`,
  disabled: msg`The rule is not active`,
  otherScope: msg`For another SKU, country or currency`,
}

const COUPON_REASONS: Record<CouponSkipReason, ReturnType<typeof msg>> = {
  expired: msg`The coupon had expired by then`,
  notYetValid: msg`The coupon was not yet valid then`,
  notForSku: msg`The coupon does not cover this SKU`,
  currencyMismatch: msg`The coupon is for another currency`,
  usedUp: msg`The coupon has reached its usage limit`,
  disabled: msg`The coupon is not active`,
  notFound: msg`No coupon has this code`,
}

export function ruleReason(i18n: I18n, reason: RuleSkipReason | undefined): string {
  return reason && Object.hasOwn(RULE_REASONS, reason)
    ? i18n._(RULE_REASONS[reason])
    : i18n._(msg`Not applied`)
}

export function couponReason(i18n: I18n, reason: CouponSkipReason | undefined): string {
  return reason && Object.hasOwn(COUPON_REASONS, reason)
    ? i18n._(COUPON_REASONS[reason])
    : i18n._(msg`Not applied`)
}

/**
 * "−20 %", "−5.00 US$" or "+5.00 US$": what a rule does to the running amount. A percent or amount rule takes
 * its value off (src/domain/price-check.ts); a negative amount is a surcharge.
 */
export function adjustmentText(i18n: I18n, step: PriceCheckStep, currency: string): string {
  const v = step.adjustmentValue
  const sign = v > 0 ? '−' : v < 0 ? '+' : ''
  if (step.adjustmentType === 'percent')
    return `${sign}${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(Math.abs(v))} %`
  return `${sign}${formatMoney(Math.abs(v), currency, i18n.locale)}`
}

/**
 * What a customer pays for this record's SKU: the user picks a country, a currency, a moment and optionally a
 * coupon; the server (`POST /v1/prices/check`) answers with the base price, every price rule in priority order
 * (applied, or skipped and why), the coupon and the final amount. A detail panel of SKU and price screens.
 */
export function PriceCheckPanel({ record }: { record: Row }) {
  const { t } = useLingui()
  const online = useOnline()
  const headingId = useId()
  const [input, setInput] = useState(() => ({ ...checkDefaults(record, new Date()), couponCode: '' }))
  // A read asked with a POST, never cached: each check answers for the moment and coupon given.
  const check = useMutation({
    mutationKey: entityKeys(prices.name).check(),
    mutationFn: () => {
      const at = isoOfLocal(input.at)
      if (!at) throw new Error('date')
      return checkPrice({ ...input, at, couponCode: input.couponCode || undefined })
    },
  })
  const set = (k: keyof typeof input) => (v: unknown) =>
    setInput((s) => ({ ...s, [k]: v === null || v === undefined ? '' : String(v) }))
  const badDate = !isoOfLocal(input.at)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!badDate && input.skuCode) check.mutate()
  }
  const failure =
    check.error instanceof ApiError && check.error.message
      ? t`The price could not be checked: ${check.error.message}`
      : check.error
        ? t`The price could not be checked.`
        : ''
  return (
    <section className="card price-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-title">
        <Trans>Price check</Trans>
      </h2>
      <p className="muted price-check-intro">
        <Trans>What a customer pays for {input.skuCode}, step by step.</Trans>
      </p>
      <form className="price-check-form" onSubmit={onSubmit} aria-label={t`Price check`}>
        <FieldInput
          name="country"
          def={COUNTRY}
          label={t`Country`}
          value={input.country}
          onChange={set('country')}
          valueLabels={enumLabelsFor(COUNTRIES)}
        />
        <FieldInput
          name="currency"
          def={CURRENCY}
          label={t`Currency`}
          value={input.currency}
          onChange={set('currency')}
          valueLabels={enumLabelsFor(CURRENCIES)}
        />
        <FieldInput
          name="at"
          def={AT}
          label={t`Date and time`}
          value={input.at}
          onChange={set('at')}
          error={badDate ? t`Enter a valid date and time.` : undefined}
        />
        <FieldInput
          name="couponCode"
          def={COUPON}
          label={t`Coupon (optional)`}
          value={input.couponCode}
          onChange={set('couponCode')}
        />
        <div className="price-check-submit">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!online || check.isPending || badDate}
            title={online ? undefined : t`Not available offline`}
          >
            {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check price</Trans>}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {failure && (
          <p className="form-problem" role="alert">
            {failure}
          </p>
        )}
        {check.data && <PriceCheckSteps result={check.data} />}
      </div>
    </section>
  )
}

/** The answer as a table: one row per step, the amount after each, the final amount last. */
export function PriceCheckSteps({ result }: { result: PriceCheckResult }) {
  const { t, i18n } = useLingui()
  const [showOther, setShowOther] = useState(false)
  const money = (n: number | null | undefined) => formatMoney(n, result.currency, i18n.locale)
  // Rules for other SKUs, countries or currencies never touch the amount: listed only on request.
  const other = result.steps.filter((s) => !s.applied && s.reason === 'otherScope').length
  const steps = showOther ? result.steps : result.steps.filter((s) => s.applied || s.reason !== 'otherScope')
  const country = result.country ? enumLabelsFor(COUNTRIES)?.[result.country] : undefined
  const where = country ? i18n._(country) : (result.country ?? '')
  const when = formatDateTime(result.at)
  if (!result.base)
    return (
      <p className="price-check-none" role="status">
        <Trans>
          No active price for {result.skuCode} in {where}, {result.currency} on {when}.
        </Trans>
      </p>
    )
  const coupon = result.coupon
  return (
    <table className="price-check-table">
      <caption>
        <Trans>
          {result.skuCode} in {where}, {result.currency}, on {when}
        </Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t`Step`}</th>
          <th scope="col">{t`Change`}</th>
          <th scope="col">{t`Outcome`}</th>
          <th scope="col" className="num">
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Base price</Trans> <span className="muted">{result.base.priceCode}</span>
          </th>
          <td />
          <td />
          <td className="num">{money(result.base.amount)}</td>
        </tr>
        {steps.map((s) => (
          <tr key={s.ruleCode} className={s.applied ? undefined : 'price-check-skipped'}>
            <th scope="row">
              {s.name} <span className="muted">{s.ruleCode}</span>{' '}
              <span className="muted">{t`priority ${s.priority}`}</span>
            </th>
            <td className="num">{adjustmentText(i18n, s, result.currency)}</td>
            <td>{s.applied ? t`Applied` : t`Skipped: ${ruleReason(i18n, s.reason)}`}</td>
            <td className="num">{money(s.amountAfter)}</td>
          </tr>
        ))}
        {steps.length === 0 && (
          <tr>
            <th scope="row" className="muted">
              <Trans>No price rules</Trans>
            </th>
            <td />
            <td />
            <td />
          </tr>
        )}
        {coupon && (
          <tr className={coupon.applied ? undefined : 'price-check-skipped'}>
            <th scope="row">
              <Trans>Coupon</Trans> <span className="muted">{coupon.couponCode}</span>
            </th>
            <td className="num">{coupon.applied ? `−${money(coupon.discount)}` : ''}</td>
            <td>{coupon.applied ? t`Applied` : t`Skipped: ${couponReason(i18n, coupon.reason)}`}</td>
            <td className="num">{money(coupon.amountAfter)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        {other > 0 && (
          <tr>
            <td colSpan={4}>
              <button
                type="button"
                className="link-button"
                aria-expanded={showOther}
                onClick={() => setShowOther((v) => !v)}
              >
                {showOther ? (
                  <Trans>Hide the rules for other SKUs, countries or currencies</Trans>
                ) : (
                  <Plural
                    value={other}
                    one="Show # rule for another SKU, country or currency"
                    other="Show # rules for other SKUs, countries or currencies"
                  />
                )}
              </button>
            </td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={3}>
            <Trans>Customer pays</Trans>
          </th>
          <td className="num price-check-final">{money(result.final)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
