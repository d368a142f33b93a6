import {
  MAX_PAGE_CARDS,
  PAGE_FIELDS,
  PAGE_LANGUAGES,
  PAGE_TEXTS,
  purchasePageSchema,
  type PageKind,
  type PageText,
  type PurchasePageInput,
} from '../purchase-page'
import { splitKeys } from '../references'
import { recordRule, type KeyedIssue, type Values } from './define'

/**
 * The purchase page's rules, shared by the server (which refuses) and the page editor (which shows them as
 * the user types):
 * - Each text fits its place on the page: its display width (a Chinese, Japanese or Korean character, or any
 *   full-width one, counts as two; others as one) is at most PAGE_TEXT_LIMITS (pageTextTooLong).
 * - Colours are #RRGGBB (colorFormat), and the button text is readable on the accent colour: a WCAG 2.x
 *   contrast ratio of at least 4.5 : 1, the AA level for normal text (lowContrast).
 * - The highlighted SKU is one of the page's cards (highlightNotOnPage); a page has at most MAX_PAGE_CARDS
 *   cards (pageCardLimit).
 * Issues name the field as the editor knows it: `pcPageSettings.title.en`, `mobileSkuCards`.
 */
export const PAGE_TEXT_LIMITS: Record<PageText, number> = {
  title: 40,
  subtitle: 100,
  buttonText: 20,
  badge: 14,
}

export const MIN_CONTRAST = 4.5

/** East Asian wide and full-width ranges (Unicode UAX #11, W and F), the ones page texts use. */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u

/** How wide a text is drawn, in half-width character cells. */
export function textWidth(s: string): number {
  let w = 0
  for (const ch of s) w += WIDE.test(ch) ? 2 : 1
  return w
}

export const isHexColor = (s: unknown): s is string => typeof s === 'string' && /^#[0-9A-Fa-f]{6}$/.test(s)

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2.x contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** A ratio as the message shows it, cut (never rounded up) to two decimals: 4.497 is "4.49", not "4.50". */
export const ratioText = (r: number) => (Math.floor(r * 100) / 100).toFixed(2)

/** The page rules' keys and English messages. */
const PAGE_RULE_MESSAGES = {
  pageCardLimit: 'A page shows at most {max} SKU cards',
  pageTextTooLong:
    'Too long for the page: {width} of at most {max} (a Chinese or Japanese character counts as two)',
  highlightNotOnPage: 'The highlighted SKU {sku} is not one of the page’s cards',
  colorFormat: 'Enter a colour as # and six hexadecimal digits, e.g. #0958D9',
  lowContrast:
    'The button text is hard to read on this colour: contrast {ratio} : 1, at least {min} : 1 needed',
} as const
type PageRuleKey = keyof typeof PAGE_RULE_MESSAGES

/** The rule issues of one page: its cards (SKU codes, in order) and its settings (already of the right shape). */
export function purchasePageIssues(
  kind: PageKind,
  cards: readonly string[],
  settings: PurchasePageInput,
): KeyedIssue<PageRuleKey>[] {
  const { cards: cardsField, settings: at } = PAGE_FIELDS[kind]
  const issues: KeyedIssue<PageRuleKey>[] = []
  if (cards.length > MAX_PAGE_CARDS)
    issues.push({ field: cardsField, rule: 'pageCardLimit', params: { max: MAX_PAGE_CARDS } })
  for (const text of PAGE_TEXTS)
    for (const lang of PAGE_LANGUAGES) {
      const width = textWidth(settings[text]?.[lang] ?? '')
      const max = PAGE_TEXT_LIMITS[text]
      if (width > max)
        issues.push({ field: `${at}.${text}.${lang}`, rule: 'pageTextTooLong', params: { width, max } })
    }
  const highlight = settings.highlightSku
  if (highlight && !cards.includes(highlight))
    issues.push({ field: `${at}.highlightSku`, rule: 'highlightNotOnPage', params: { sku: highlight } })
  const { accentColor: accent, buttonTextColor: text } = settings
  for (const [name, value] of [
    ['accentColor', accent],
    ['buttonTextColor', text],
  ] as const)
    if (value !== undefined && !isHexColor(value))
      issues.push({ field: `${at}.${name}`, rule: 'colorFormat' })
  if (isHexColor(accent) && isHexColor(text)) {
    const ratio = contrastRatio(accent, text)
    if (ratio < MIN_CONTRAST)
      issues.push({
        field: `${at}.accentColor`,
        rule: 'lowContrast',
        params: { ratio: ratioText(ratio), min: MIN_CONTRAST },
      })
  }
  return issues
}

/** Seven seeded SKUs (server/db/seed-catalog.ts): one card more than a page shows. */
const SEVEN_SKUS = 'SKU00000,SKU00001,SKU00002,SKU00004,SKU00005,SKU00006,SKU00008'

/** Changes to a purchase configuration that break each page rule on the page of `kind`. */
const PAGE_BREAKS: Record<PageRuleKey, (cards: string, settings: string) => Values> = {
  pageCardLimit: (cards, settings) => ({ [cards]: SEVEN_SKUS, [settings]: '{}' }),
  pageTextTooLong: (_, settings) => ({ [settings]: JSON.stringify({ title: { en: 'x'.repeat(41) } }) }),
  highlightNotOnPage: (cards, settings) => ({
    [cards]: 'SKU00001',
    [settings]: '{"highlightSku":"SKU00004"}',
  }),
  colorFormat: (_, settings) => ({ [settings]: '{"accentColor":"blue"}' }),
  lowContrast: (_, settings) => ({ [settings]: '{"accentColor":"#1677FF","buttonTextColor":"#FFFFFF"}' }),
}

/** A page's settings as the rules read them; undefined when not of the declared shape (refused as such). */
function settingsOf(json: unknown): PurchasePageInput | undefined {
  if (typeof json !== 'string' || json === '') return {}
  try {
    const parsed = purchasePageSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The page rules of the page of `kind`, as record rules of a purchase configuration: checked on a create, and on
 * an edit that sends the page's cards or settings (a page the edit leaves alone is not checked again).
 */
export const pageRules = (kind: PageKind) => {
  const { cards, settings } = PAGE_FIELDS[kind]
  return (Object.keys(PAGE_RULE_MESSAGES) as PageRuleKey[]).map((key) =>
    recordRule({
      key,
      message: PAGE_RULE_MESSAGES[key],
      check: (v) => {
        const page = settingsOf(v[settings])
        if (!page) return []
        return purchasePageIssues(kind, splitKeys(v[cards] as string | null), page).filter(
          (i) => i.rule === key,
        )
      },
      breaks: () => PAGE_BREAKS[key](cards, settings),
      ifSent: [cards, settings],
    }),
  )
}

/** The shape of each page's settings, checked before the page rules (as they are: on an edit, when sent). */
export const pageShapes = (['pc', 'mobile'] as const).map((kind) => ({
  field: PAGE_FIELDS[kind].settings,
  schema: purchasePageSchema,
  what: 'page settings',
  ifSent: [PAGE_FIELDS[kind].cards, PAGE_FIELDS[kind].settings],
}))
