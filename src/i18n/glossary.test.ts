import { describe, expect, it } from 'vitest'
import { DASHBOARD, flattenMenu, MENU_TREE } from '@/domain/menu'
import { GLOSSARY, type GlossaryTerm } from './glossary'
import { messageKey, poEntries } from './po-entries'

const LANGS = ['zh', 'ja'] as const
type Lang = (typeof LANGS)[number]

/** What is checked: every catalog message, and every screen title of the menu (written in the menu itself). */
interface Text {
  where: string
  key: string
  en: string
  translated: string
}

const titles = [DASHBOARD, ...flattenMenu(MENU_TREE)]

function texts(lang: Lang): Text[] {
  return [
    ...poEntries(lang).map((e) => ({
      where: e.file,
      key: messageKey(e.id, e.context),
      en: e.id,
      translated: e.text,
    })),
    ...titles.map((n) => ({
      where: `menu ${n.path}`,
      key: n.title.en,
      en: n.title.en,
      translated: n.title[lang],
    })),
  ]
}

const squeeze = (s: string) => s.replace(/\s+/g, '')

const otherSense = (term: GlossaryTerm, t: Text) =>
  (term.otherSenses ?? []).some((s) => (typeof s === 'string' ? s === t.key : s.test(t.key)))

describe('glossary: one term per concept', () => {
  for (const lang of LANGS) {
    it(`every ${lang} text naming a concept uses its term`, () => {
      const off: string[] = []
      for (const term of GLOSSARY)
        for (const t of texts(lang))
          if (
            term.en.test(t.en) &&
            !otherSense(term, t) &&
            !squeeze(t.translated).includes(squeeze(term[lang]))
          )
            off.push(`${t.where}: "${t.key}" → "${t.translated}" lacks "${term[lang]}" (${term.concept})`)
      expect(off).toEqual([])
    })

    it(`no ${lang} text uses a rejected synonym`, () => {
      const off: string[] = []
      for (const term of GLOSSARY)
        for (const word of term.rejected?.[lang] ?? [])
          for (const t of texts(lang))
            if (t.translated.includes(word))
              off.push(`${t.where}: "${t.key}" → "${t.translated}" says "${word}", not "${term[lang]}"`)
      expect(off).toEqual([])
    })
  }

  it('names each concept once: no two terms share a pattern', () => {
    const concepts = GLOSSARY.map((t) => t.concept)
    expect(new Set(concepts).size).toBe(concepts.length)
  })
})

/**
 * Latin words a zh or ja text may keep: product, platform and company names, codes, keys, units and formats the
 * staff type or see as they are.
 */
const KEPT_WORDS = new Set(
  `SKU SKUs SPU ID IDs AB A B PC CSV XLSX UTF PDF URL API JSON HTTP HTTPS IP SSO OpenID PWA Web px
  YYYY MM DD HH mm ss Ctrl Alt Shift Enter Esc Tab Mod K G O F
  Apple Pay Google Play Douyin TikTok PayPal Stripe Adyen Alipay WeChat Amazon Tmall JD com
  Windows macOS iOS Android
  SMB OEM GMO US USD EUR GBP JPY CNY TWD HKD KRW AUD CAD SGD`.split(/\s+/),
)
/** Names of more than one word, kept whole. */
const KEPT_PHRASES = [/Bundle ID/g]

describe('no English left in a translation', () => {
  for (const lang of LANGS)
    it(`${lang} texts keep only names, codes and keys in Latin letters`, () => {
      const off: string[] = []
      for (const t of texts(lang)) {
        // Placeholders ({name}, {0}), markup (<0>…</0>) and plural syntax are not words.
        const words = KEPT_PHRASES.reduce((text, p) => text.replace(p, ' '), t.translated)
          .replace(/#[0-9A-Fa-f]{6}\b/g, ' ')
          // A plural's or select's head and its branch keys are syntax; the branches' texts are still read.
          .replace(/\{\s*\w+\s*,\s*(?:plural|selectordinal|select)\s*,/g, ' ')
          .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other)\b)\s*\{/g, ' ')
          .replace(/\{[^{}]*\}/g, ' ')
          .replace(/<\/?\d+>/g, ' ')
          .match(/[A-Za-z]+/g)
        const english = (words ?? []).filter((w) => !KEPT_WORDS.has(w))
        if (english.length) off.push(`${t.where}: "${t.key}" → "${t.translated}" (${english.join(', ')})`)
      }
      expect(off).toEqual([])
    })
})
