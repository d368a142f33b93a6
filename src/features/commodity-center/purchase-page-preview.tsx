import { useLayoutEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PAGE_WIDTHS, type PageKind, type PageLanguage, type PageText } from '@/domain/purchase-page'
import { formatMoney } from '@/ui/format'
import type { PageDraft } from './purchase-page-state'
import { useCardPrices } from './purchase-page-prices'

/** The locale a page written in each language formats its prices in. */
const PRICE_LOCALE: Record<PageLanguage, string> = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' }
const LANGUAGE_NAMES: Record<PageLanguage, string> = { zh: '中文', en: 'English', ja: '日本語' }
export const PAGE_NAMES: Record<PageKind, MessageDescriptor> = { pc: msg`PC page`, mobile: msg`Mobile page` }
const MISSING: Record<PageText, MessageDescriptor> = {
  title: msg`No title in this language yet`,
  subtitle: msg`No subtitle in this language yet`,
  buttonText: msg`No button text yet`,
  badge: msg`No badge yet`,
}

/** Scales a fixed-width frame down to fit its container (never up); returns the scale and the scaled height. */
function useFitWidth(width: number) {
  const stage = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLDivElement>(null)
  const [fit, setFit] = useState({ scale: 1, height: 0 })
  useLayoutEffect(() => {
    const measure = () => {
      const available = stage.current?.clientWidth ?? width
      const scale = Math.min(1, available / width)
      setFit({ scale, height: (frame.current?.offsetHeight ?? 0) * scale })
    }
    measure()
    const observer = new ResizeObserver(measure)
    if (stage.current) observer.observe(stage.current)
    if (frame.current) observer.observe(frame.current)
    return () => observer.disconnect()
  }, [width])
  return { stage, frame, ...fit }
}

/**
 * The purchase page as the client draws it: at its real width (960 px on PC, 375 px on mobile), scaled down
 * to fit when the pane is narrower, in the chosen language, each card priced by the price center now.
 */
export function PurchasePagePreview({
  kind,
  page,
  lang,
  currency,
}: {
  kind: PageKind
  page: PageDraft
  lang: PageLanguage
  currency: string
}) {
  const { t, i18n } = useLingui()
  const width = PAGE_WIDTHS[kind]
  const { stage, frame, scale, height } = useFitWidth(width)
  const prices = useCardPrices(page.cards, currency)
  const s = page.settings
  const text = (name: PageText) =>
    s[name][lang].trim() || <span className="pp-missing">{i18n._(MISSING[name])}</span>
  const percent = Math.round(scale * 100)
  const pageName = i18n._(PAGE_NAMES[kind])
  const language = LANGUAGE_NAMES[lang]
  return (
    <figure className="pp-preview" aria-label={t`Preview of the ${pageName} in ${language}`}>
      <figcaption className="pp-preview-caption muted">
        {scale < 1 ? (
          <Trans>
            {width} px wide, shown at {percent} %
          </Trans>
        ) : (
          <Trans>{width} px wide, actual size</Trans>
        )}
        {prices.isFetching && (
          <span className="pp-preview-loading">
            {' · '}
            <Trans>Updating prices…</Trans>
          </span>
        )}
      </figcaption>
      <div ref={stage} className="pp-stage" style={{ height: height || undefined }}>
        <div
          ref={frame}
          className={`pp-frame pp-frame-${kind}`}
          style={{ width, transform: scale < 1 ? `scale(${scale})` : undefined }}
          lang={PRICE_LOCALE[lang]}
          data-testid="purchase-page-frame"
        >
          <h2 className="pp-title">{text('title')}</h2>
          <p className="pp-subtitle">{text('subtitle')}</p>
          {page.cards.length === 0 ? (
            <p className="pp-empty">
              <Trans>No SKU cards on this page yet.</Trans>
            </p>
          ) : (
            <ul className="pp-cards" style={{ ['--pp-columns' as string]: Math.min(page.cards.length, 3) }}>
              {page.cards.map((sku) => {
                const price = prices.data?.find((p) => p.skuCode === sku)
                const highlighted = sku === s.highlightSku
                const accent = { background: s.accentColor, color: s.buttonTextColor }
                return (
                  <li
                    key={sku}
                    className={highlighted ? 'pp-card pp-card-highlight' : 'pp-card'}
                    style={highlighted ? { borderColor: s.accentColor } : undefined}
                    data-sku={sku}
                  >
                    {highlighted && (
                      <span className="pp-badge" style={accent}>
                        {text('badge')}
                      </span>
                    )}
                    <span className="pp-card-name">{price?.name ?? sku}</span>
                    <span className="pp-card-price" data-testid="purchase-page-price">
                      {price?.final != null ? (
                        formatMoney(price.final, currency, PRICE_LOCALE[lang])
                      ) : prices.isPending ? (
                        '…'
                      ) : (
                        <span className="pp-missing">
                          <Trans>No price in {currency}</Trans>
                        </span>
                      )}
                    </span>
                    {price?.base != null && price.final != null && price.final < price.base && (
                      <s className="pp-card-was">{formatMoney(price.base, currency, PRICE_LOCALE[lang])}</s>
                    )}
                    <span className="pp-buy" style={accent}>
                      {text('buttonText')}
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      </div>
    </figure>
  )
}
