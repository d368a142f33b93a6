import { describe, expect, it } from 'vitest'
import { addKeys, hasSeparator, joinKeys, keysOf, removeKeys, splitKeys } from './reference-keys'

describe('many-valued reference values', () => {
  it('splits on commas (and semicolons, new lines), trims, drops empty parts and repeats', () => {
    expect(splitKeys('SKU1, SKU2,,SKU3 ;SKU1\nSKU4')).toEqual(['SKU1', 'SKU2', 'SKU3', 'SKU4'])
    expect(splitKeys('')).toEqual([])
    expect(splitKeys(null)).toEqual([])
    expect(splitKeys(' , ')).toEqual([])
  })

  it('keeps a key with spaces whole: what was typed is not cut up', () => {
    expect(splitKeys('PDF Editor, SKU2')).toEqual(['PDF Editor', 'SKU2'])
  })

  it('joins as the comma-joined string the form keeps, each key once', () => {
    expect(joinKeys(['SKU1', ' SKU2 ', 'SKU1', ''])).toBe('SKU1,SKU2')
    expect(joinKeys([])).toBe('')
    expect(joinKeys(splitKeys('A, B'))).toBe('A,B')
  })

  it('adds typed keys after the chosen ones, pasted lists included', () => {
    expect(addKeys('', 'SKU1')).toBe('SKU1')
    expect(addKeys('SKU1', 'SKU2')).toBe('SKU1,SKU2')
    expect(addKeys('SKU1,SKU2', 'SKU3, SKU1,SKU4')).toBe('SKU1,SKU2,SKU3,SKU4')
    expect(addKeys('SKU1', '  ')).toBe('SKU1')
  })

  it('removes keys', () => {
    expect(removeKeys('SKU1,SKU2,SKU3', ['SKU2'])).toBe('SKU1,SKU3')
    expect(removeKeys('SKU1', ['SKU1'])).toBe('')
    expect(removeKeys('SKU1,SKU2', new Set(['NOPE']))).toBe('SKU1,SKU2')
  })

  it('sees when a typed key is finished by a separator', () => {
    expect(hasSeparator('SKU1,')).toBe(true)
    expect(hasSeparator('SKU1;SKU2')).toBe(true)
    expect(hasSeparator('SKU1')).toBe(false)
  })

  it('looks up one trimmed key for a single field, each key for a many field', () => {
    expect(keysOf(' SKU1 ', false)).toEqual(['SKU1'])
    expect(keysOf('SKU1,SKU2', false)).toEqual(['SKU1,SKU2'])
    expect(keysOf('SKU1,SKU2', true)).toEqual(['SKU1', 'SKU2'])
    expect(keysOf('', false)).toEqual([])
    expect(keysOf(undefined, true)).toEqual([])
  })
})
