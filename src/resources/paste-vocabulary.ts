import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { LANGUAGES, type Language } from '@/domain/config'
import type { FieldDef } from '@/domain/fields'
import { enumLabelsFor } from './enum-labels'

/** Every language's catalog of this folder (enum labels, field labels). */
export type CatalogSet = Readonly<Record<Language, Messages>>

/** What an enum cell names: one value, several (a label two values share), or none of them. */
export type EnumRead = { value: string } | { candidates: string[] } | undefined

/**
 * The words the console shows for values and columns, in all of its languages at once, so a pasted or
 * imported cell may carry any of them: `启用`, `Enabled`, `有効` and the code `active` are the same status.
 */
export interface PasteVocabulary {
  /** The value an enum cell names: a code (any case) or a value's label in any language. */
  enumValue: (values: readonly string[], cell: string) => EnumRead
  /** A label in every language (a column header may be in any of them). */
  inEveryLanguage: (d: MessageDescriptor) => string[]
}

/** Labels compare as a person reads them: width-folded (NFKC), case-free, spaces collapsed. */
export const normalizeLabel = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

export function vocabularyFrom(catalogs: CatalogSet): PasteVocabulary {
  const translators: I18n[] = LANGUAGES.map((lang) =>
    setupI18n({ locale: lang, messages: { [lang]: catalogs[lang] } }),
  )
  const inEveryLanguage = (d: MessageDescriptor) => [...new Set(translators.map((i18n) => i18n._(d)))]
  /** Per enum (by its values), normalised word → the values it names. */
  const indexes = new Map<string, Map<string, Set<string>>>()
  const indexOf = (values: readonly string[]) => {
    const id = values.join('\n')
    const kept = indexes.get(id)
    if (kept) return kept
    const index = new Map<string, Set<string>>()
    const labels = enumLabelsFor(values)
    for (const v of values) {
      const label = labels?.[v]
      for (const word of label ? inEveryLanguage(label) : []) {
        const key = normalizeLabel(word)
        if (key) index.set(key, new Set([...(index.get(key) ?? []), v]))
      }
    }
    // A code names itself whatever a label says: codes are what a raw export writes.
    for (const v of values) index.set(normalizeLabel(v), new Set([v]))
    indexes.set(id, index)
    return index
  }
  return {
    inEveryLanguage,
    enumValue: (values, cell) => {
      const named = indexOf(values).get(normalizeLabel(cell))
      if (!named) return undefined
      const found = [...named]
      return found.length === 1 ? { value: found[0]! } : { candidates: found }
    },
  }
}

/** What a reference cell names: the key of the one record of that key or name, several records, or none known. */
export type ReferenceRead = { key: string } | { candidates: string[] } | undefined

/** What reads pasted and imported cells beyond their type: labels in every language, and records' names. */
export interface CellReaders {
  vocabulary?: PasteVocabulary
  /** A reference cell (a key, or a name) of `entity`; undefined while unknown (the cell is sent as typed). */
  reference?: (entity: string, cell: string) => ReferenceRead
}

/**
 * A cell as the code it stands for: an enum label in any language as its value, a record's name as its key
 * where one record has it. A word naming several is kept as typed, with the candidates (the caller reports
 * it); anything else is left for the field's schema to judge.
 */
export function readPastedCell(
  readers: CellReaders | undefined,
  def: FieldDef,
  cell: string,
): { text: string; candidates?: string[] } {
  if (!readers || !cell.trim()) return { text: cell }
  if (def.kind === 'enum' && def.values && readers.vocabulary) {
    const read = readers.vocabulary.enumValue(def.values, cell)
    if (read) return 'value' in read ? { text: read.value } : { text: cell, candidates: read.candidates }
  }
  if (def.references && !def.many && readers.reference) {
    const read = readers.reference(def.references, cell.trim())
    if (read) return 'key' in read ? { text: read.key } : { text: cell, candidates: read.candidates }
  }
  return { text: cell }
}

/** The catalogs of every language, loaded once, on first use (a page that reads pasted cells). */
let loading: Promise<PasteVocabulary> | undefined
export function loadPasteVocabulary(): Promise<PasteVocabulary> {
  loading ??= Promise.all([import('./locales/zh'), import('./locales/en'), import('./locales/ja')]).then(
    ([zh, en, ja]) => vocabularyFrom({ zh: zh.messages, en: en.messages, ja: ja.messages }),
    (e: unknown) => {
      loading = undefined
      throw e
    },
  )
  return loading
}
