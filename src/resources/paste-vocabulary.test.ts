import { describe, expect, it, vi } from 'vitest'
import { PLATFORMS, RECORD_STATUSES } from '@/domain/enums'
import { skus } from '@/domain/entities/price-center'
import { PLATFORM_LABELS, RECORD_STATUS_LABELS } from './enum-labels'
import { messages as en } from './locales/en'
import { messages as ja } from './locales/ja'
import { messages as zh } from './locales/zh'
import { readPastedCell, vocabularyFrom } from './paste-vocabulary'

// No macro transform in node unit tests: descriptors carry the ids the compiled catalogs use (lingui's hash).
vi.mock('@lingui/core/macro', async () => {
  const { createHash } = await import('node:crypto')
  const id = (message: string, context = '') =>
    createHash('sha256').update(`${message}\u001F${context}`).digest('base64').slice(0, 6)
  return {
    msg: (s: TemplateStringsArray | { message: string; context?: string }, ...values: unknown[]) => {
      const message = 'raw' in s ? String.raw(s, ...values.map((v) => `{${String(v)}}`)) : s.message
      return { id: id(message, 'raw' in s ? '' : s.context), message }
    },
  }
})

/** Issue 30: a cell may carry what the console shows, in any of its languages, as well as the code. */
const vocabulary = vocabularyFrom({ zh, en, ja })

describe('enum labels to codes', () => {
  it('reads a status in Chinese, English and Japanese, and as its code in any case', () => {
    for (const cell of ['启用', 'Active', '有効', 'active', 'ACTIVE', ' active '])
      expect(vocabulary.enumValue(RECORD_STATUSES, cell), cell).toEqual({ value: 'active' })
    for (const cell of ['停用', 'Inactive', '無効', 'inactive'])
      expect(vocabulary.enumValue(RECORD_STATUSES, cell), cell).toEqual({ value: 'inactive' })
  })

  it('reads a platform by its label (macOS) and its code (mac), width-folded', () => {
    for (const cell of ['macOS', 'MACOS', 'mac', 'ｍａｃＯＳ'])
      expect(vocabulary.enumValue(PLATFORMS, cell), cell).toEqual({ value: 'mac' })
    expect(vocabulary.enumValue(PLATFORMS, 'Linux')).toBeUndefined()
  })

  it('reads every label of every language back as its own value', () => {
    for (const [values, labels] of [
      [RECORD_STATUSES, RECORD_STATUS_LABELS],
      [PLATFORMS, PLATFORM_LABELS],
    ] as const)
      for (const v of values)
        for (const word of vocabulary.inEveryLanguage(labels[v as keyof typeof labels]))
          expect(vocabulary.enumValue(values, word), word).toEqual({ value: v })
  })

  it('names the candidates when a word is one value’s label in one language and another’s in another', () => {
    const clash = vocabularyFrom({
      zh,
      en: { ...en, [RECORD_STATUS_LABELS.draft.id]: 'Pending' },
      ja: { ...ja, [RECORD_STATUS_LABELS.inactive.id]: 'Pending' },
    })
    expect(clash.enumValue(RECORD_STATUSES, 'pending')).toEqual({ candidates: ['draft', 'inactive'] })
    // A code always names itself, whatever a label says.
    expect(clash.enumValue(RECORD_STATUSES, 'draft')).toEqual({ value: 'draft' })
  })

  it('gives a header label in every language', () => {
    expect(vocabulary.inEveryLanguage(RECORD_STATUS_LABELS.active).sort()).toEqual(
      ['Active', '启用', '有効'].sort(),
    )
  })
})

describe('reading a pasted cell', () => {
  const status = skus.fields.status
  it('turns enum labels and unique reference names into codes, keeps the rest', () => {
    const reference = (entity: string, cell: string) =>
      entity !== 'licenses'
        ? undefined
        : cell === 'Office Pro'
          ? { key: 'LIC001' }
          : cell === 'Office'
            ? { candidates: ['LIC002', 'LIC003'] }
            : undefined
    const readers = { vocabulary, reference }
    expect(readPastedCell(readers, status, '有効')).toEqual({ text: 'active' })
    expect(readPastedCell(readers, skus.fields.type, 'Regular')).toEqual({ text: 'regular' })
    expect(readPastedCell(readers, skus.fields.licenseCode, 'Office Pro')).toEqual({ text: 'LIC001' })
    expect(readPastedCell(readers, skus.fields.licenseCode, 'Office')).toEqual({
      text: 'Office',
      candidates: ['LIC002', 'LIC003'],
    })
    expect(readPastedCell(readers, skus.fields.licenseCode, 'LIC009')).toEqual({ text: 'LIC009' })
    expect(readPastedCell(readers, status, 'maybe')).toEqual({ text: 'maybe' })
    expect(readPastedCell(readers, skus.fields.name, '启用')).toEqual({ text: '启用' })
    expect(readPastedCell(undefined, status, '启用')).toEqual({ text: '启用' })
  })
})
