import { describe, expect, it } from 'vitest'
import { finishedKeys, optionItems } from './reference-options'

const base = { suggestions: undefined, text: '', found: undefined, online: true, many: false, chosen: [] }

describe('reference picker options', () => {
  it('offers the matching suggestions first, then the found records, each key once', () => {
    const items = optionItems({
      ...base,
      text: 'ab',
      suggestions: [
        { key: 'AB1', label: 'Own item' },
        { key: 'ZZ', label: 'no match' },
        { key: 'X', label: 'Tabby' },
      ],
      found: [
        { id: 1, key: 'AB1', label: 'Found again' },
        { id: 2, key: 'AB2', label: 'Found' },
      ],
    })
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['AB1', 'Own item'],
      ['X', 'Tabby'],
      ['AB2', 'Found'],
    ])
  })

  it('offers no found records offline, and none a many field already holds', () => {
    const found = [
      { id: 1, key: 'A', label: '' },
      { id: 2, key: 'B', label: '' },
    ]
    expect(optionItems({ ...base, found, online: false })).toEqual([])
    expect(optionItems({ ...base, found, many: true, chosen: ['A'] }).map((i) => i.key)).toEqual(['B'])
  })

  it('splits typed text into finished keys and the key still being typed', () => {
    expect(finishedKeys('A, B;  C', false)).toEqual({ done: 'A, B', rest: 'C' })
    expect(finishedKeys('A, B', true)).toEqual({ done: 'A, B', rest: '' })
    expect(finishedKeys('A', false)).toEqual({ done: '', rest: 'A' })
  })
})
