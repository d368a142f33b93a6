import { z } from '@/domain/zod'
import { CURRENCIES } from './enums'

/**
 * An in-client purchase page (one per platform of a purchase configuration): its SKU cards are the record's
 * `pcSkuCards` / `mobileSkuCards` (price-center SKU codes, in order); everything else is this settings object,
 * kept as JSON in `pcPageSettings` / `mobilePageSettings`. The server refuses settings that do not have this
 * shape, then applies the page rules (src/domain/rules/purchase-page.ts).
 */
export const PAGE_KINDS = ['pc', 'mobile'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The languages a purchase page is written in (the console's own). */
export const PAGE_LANGUAGES = ['zh', 'en', 'ja'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

/** The page's texts, each written once per language. */
export const PAGE_TEXTS = ['title', 'subtitle', 'buttonText', 'badge'] as const
export type PageText = (typeof PAGE_TEXTS)[number]

/** The record fields of each page. */
export const PAGE_FIELDS = {
  pc: { cards: 'pcSkuCards', settings: 'pcPageSettings' },
  mobile: { cards: 'mobileSkuCards', settings: 'mobilePageSettings' },
} as const satisfies Record<PageKind, { cards: string; settings: string }>

/** The width the client draws the page at, in CSS pixels (the preview renders it at exactly this width). */
export const PAGE_WIDTHS: Record<PageKind, number> = { pc: 960, mobile: 375 }

const localized = z.strictObject({
  zh: z.string().optional(),
  en: z.string().optional(),
  ja: z.string().optional(),
})

export const purchasePageSchema = z.strictObject({
  title: localized.optional(),
  subtitle: localized.optional(),
  buttonText: localized.optional(),
  badge: localized.optional(),
  highlightSku: z.string().max(40).nullish(),
  accentColor: z.string().max(20).optional(),
  buttonTextColor: z.string().max(20).optional(),
})
export type PurchasePageInput = z.infer<typeof purchasePageSchema>

/** A page's settings with every part present (what the editor edits and the preview draws). */
export interface PurchasePage {
  title: Record<PageLanguage, string>
  subtitle: Record<PageLanguage, string>
  buttonText: Record<PageLanguage, string>
  badge: Record<PageLanguage, string>
  highlightSku: string
  accentColor: string
  buttonTextColor: string
}

/** A deep blue that white text reads well on (contrast 6.2 : 1). */
export const DEFAULT_ACCENT = '#0958D9'
export const DEFAULT_BUTTON_TEXT = '#FFFFFF'

const texts = (v?: { zh?: string; en?: string; ja?: string }): Record<PageLanguage, string> => ({
  zh: v?.zh ?? '',
  en: v?.en ?? '',
  ja: v?.ja ?? '',
})

/** The settings of a stored page (JSON text, possibly empty or of another shape) with defaults filled in. */
export function readPurchasePage(json: unknown): PurchasePage {
  let raw: unknown = undefined
  if (typeof json === 'string' && json.trim()) {
    try {
      raw = JSON.parse(json)
    } catch {
      raw = undefined
    }
  }
  const parsed = purchasePageSchema.safeParse(raw ?? {})
  const v: PurchasePageInput = parsed.success ? parsed.data : {}
  return {
    title: texts(v.title),
    subtitle: texts(v.subtitle),
    buttonText: texts(v.buttonText),
    badge: texts(v.badge),
    highlightSku: v.highlightSku ?? '',
    accentColor: v.accentColor ?? DEFAULT_ACCENT,
    buttonTextColor: v.buttonTextColor ?? DEFAULT_BUTTON_TEXT,
  }
}

/** A page as stored: empty texts left out, so the JSON stays small and readable. */
export function writePurchasePage(p: PurchasePage): string {
  const pruned = (r: Record<PageLanguage, string>) =>
    Object.fromEntries(PAGE_LANGUAGES.flatMap((l) => (r[l].trim() ? [[l, r[l]]] : [])))
  return JSON.stringify({
    title: pruned(p.title),
    subtitle: pruned(p.subtitle),
    buttonText: pruned(p.buttonText),
    badge: pruned(p.badge),
    ...(p.highlightSku ? { highlightSku: p.highlightSku } : {}),
    accentColor: p.accentColor,
    buttonTextColor: p.buttonTextColor,
  })
}

/** Most SKU cards a page shows (four in a row on PC, a scroll of them on mobile). */
export const MAX_PAGE_CARDS = 6

/** POST /v1/clientBuyConfigs/card-prices: the SKUs of a page and the currency it is shown in. */
export const cardPricesSchema = z.strictObject({
  skuCodes: z.array(z.string().min(1).max(40)).min(1).max(MAX_PAGE_CARDS),
  currency: z.enum(CURRENCIES),
})

/** One card's SKU and what it costs now (amounts null when the SKU has no active price in the currency). */
export interface CardPrice {
  skuCode: string
  name: string | null
  currency: string
  /** The list price before price rules. */
  base: number | null
  /** What the customer pays after the price rules. */
  final: number | null
}
