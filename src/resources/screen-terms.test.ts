import { describe, expect, it, vi } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { messageKey, translations } from '@/i18n/po-entries'

// No macro transform in node unit tests: `msg` becomes a descriptor whose id is its message.
vi.mock('@lingui/core/macro', () => ({
  msg: (s: TemplateStringsArray | { message: string; context?: string }, ...values: unknown[]) =>
    'raw' in s
      ? { id: String.raw(s, ...values.map(String)), message: String.raw(s, ...values.map(String)) }
      : { id: s.message, ...s },
}))

const { BINDINGS } = await import('./bindings/index')
const { DASHBOARD, flattenMenu, MENU_TREE } = await import('@/domain/menu')

const bindings: [string, EntityBinding][] = await Promise.all(
  Object.entries(BINDINGS).map(
    async ([name, load]) => [name, (await load()).default] as [string, EntityBinding],
  ),
)

const LANGS = ['zh', 'ja'] as const
const TABLES = { zh: translations('zh'), ja: translations('ja') }

/** A name one screen shows, by its source message, and the concept it names. */
interface Name {
  what: string
  source: string
  concept: string
}

/** English's plural is not another concept ("SKU", "SKUs"): Chinese and Japanese rightly say both alike. */
const conceptOf = (source: string) => source.toLowerCase().replace(/(?<=\w)s\b/g, '')

const named = (what: string, d: MessageDescriptor, sameAs?: MessageDescriptor): Name => {
  const source = messageKey(d.message ?? d.id, (d as { context?: string }).context)
  const concept = sameAs ? named(what, sameAs).concept : conceptOf(source)
  return { what, source, concept }
}

/**
 * Names that differ in English but read the same in `lang`: two concepts the reader can no longer tell apart.
 * A name without a translation is the catalogs test's business, not this one's.
 */
function clashes(names: readonly Name[], translate: (source: string) => string | undefined): string[] {
  const bySaid = new Map<string, Name[]>()
  // Names are compared by concept; the message is what the report shows.
  for (const n of names) {
    const said = translate(n.source)
    if (said) bySaid.set(said, [...(bySaid.get(said) ?? []), n])
  }
  return [...bySaid].flatMap(([said, ns]) =>
    new Set(ns.map((n) => n.concept)).size > 1
      ? [`"${said}": ${ns.map((n) => `${n.what} "${n.source}"`).join(', ')}`]
      : [],
  )
}

/**
 * One screen, one word per concept: the generic list, form and detail screens of an entity show its field
 * labels and section titles together (a detail page's sections are its landmarks), and a field's filter and
 * tags show its value labels together. Two different source messages that one screen shows must not share a
 * translation; nor may two screens of the menu share a title.
 */
describe('one screen never names two things alike', () => {
  for (const lang of LANGS) {
    const table = TABLES[lang]
    const translate = (source: string) => table.get(source)

    it.each(bindings)(`${lang}: %s's field labels and section titles`, (_, b) => {
      const names = [
        ...Object.entries(b.labels).map(([field, d]) => named(`field ${field}`, d)),
        // A section of one field names that field ("Notes" holding "Remark").
        ...(b.sections ?? []).map((s, i) =>
          named(`section ${i + 1}`, s.title, s.fields.length === 1 ? b.labels[s.fields[0]!] : undefined),
        ),
      ]
      expect(clashes(names, translate)).toEqual([])
    })

    it.each(bindings)(`${lang}: %s's value labels of each field`, (_, b) => {
      const out = Object.entries(b.valueLabels ?? {}).flatMap(([field, labels]) =>
        clashes(
          Object.entries(labels).map(([value, d]) => named(`${field}=${value}`, d)),
          translate,
        ).map((c) => `${field}: ${c}`),
      )
      expect(out).toEqual([])
    })

    it(`${lang}: the menu's screen titles`, () => {
      const titles = [DASHBOARD, ...flattenMenu(MENU_TREE)]
      const names = titles.map((n) => ({ what: n.path, source: n.title.en, concept: conceptOf(n.title.en) }))
      const byEn = new Map(titles.map((n) => [n.title.en, n.title[lang]]))
      expect(clashes(names, (en) => byEn.get(en))).toEqual([])
    })
  }
})
