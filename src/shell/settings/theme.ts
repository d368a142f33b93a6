/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const target = amount > 0 ? 255 : 0
  const a = Math.abs(amount)
  const mix = (c: number) => Math.round(c + (target - c) * a)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix)
  return `#${(((r ?? 0) << 16) | ((g ?? 0) << 8) | (b ?? 0)).toString(16).padStart(6, '0')}`
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/**
 * The dark mode's backgrounds text in the theme colour sits on (global.css: surface, row hover, focused row),
 * which a link or a selected option must reach 4.5:1 against.
 */
export const DARK_BACKGROUNDS = ['#141414', '#1f1f1f', '#2a2a2b', '#1d3a5c'] as const

/**
 * The light mode's backgrounds text in the theme colour sits on (global.css: surface, page, row hover, focused
 * row): a link on the page's grey needs a shade darker than white text on the theme colour does.
 */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f0f2f5', '#f5f7fa', '#e6f4ff'] as const

/** The theme colour darkened just enough to read at 4.5:1 on every light-mode background. */
export function onLightVariant(hex: string): string {
  let amount = 0
  const reads = (c: string) => LIGHT_BACKGROUNDS.every((bg) => contrast(c, bg) >= 4.5)
  while (!reads(shade(hex, -amount)) && amount < 1) amount += 0.05
  return shade(hex, -amount)
}

/** The theme colour darkened just enough for white text on it to reach 4.5:1 (WCAG AA). */
export function strongVariant(hex: string): string {
  let amount = 0
  while (contrastWithWhite(shade(hex, -amount)) < 4.5 && amount < 1) amount += 0.05
  return shade(hex, -amount)
}

/** The theme colour lightened just enough to read at 4.5:1 on every dark-mode background. */
export function onDarkVariant(hex: string): string {
  let amount = 0
  const reads = (c: string) => DARK_BACKGROUNDS.every((bg) => contrast(c, bg) >= 4.5)
  while (!reads(shade(hex, amount)) && amount < 1) amount += 0.05
  return shade(hex, amount)
}

/** The CSS variables a theme colour sets; every themed rule reads them, so recolouring needs no stylesheet. */
export function themeVariables(theme: string): Record<string, string> {
  return {
    '--theme': theme,
    '--theme-hover': shade(theme, 0.2),
    '--theme-light': shade(theme, 0.9),
    '--theme-dark': shade(theme, -0.15),
    '--theme-strong': strongVariant(theme),
    // Text in the theme colour (links, a selected option): global.css picks one by the colour scheme.
    '--theme-text-on-light': onLightVariant(theme),
    '--theme-text-on-dark': onDarkVariant(theme),
  }
}

/**
 * Applies the theme colour and light or dark to the document; returns the function that removes them again.
 * The colour scheme is set on the element too, so the page's canvas is right before any stylesheet loads (the
 * boot script calls this before the first paint).
 */
export function applyTheme(theme: string, dark: boolean): () => void {
  const root = document.documentElement
  const hadStyle = root.hasAttribute('style')
  const vars = { ...themeVariables(theme), 'color-scheme': dark ? 'dark' : 'light' }
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v)
  if (dark) root.dataset.theme = 'dark'
  else delete root.dataset.theme
  return () => {
    for (const k of Object.keys(vars)) root.style.removeProperty(k)
    if (!hadStyle && !root.style.length) root.removeAttribute('style')
    delete root.dataset.theme
  }
}
