import { describe, expect, it } from 'vitest'
import { jsonChanges } from './json-changes'

describe('jsonChanges', () => {
  it('lists each changed leaf of two JSON objects by its path', () => {
    const before = JSON.stringify({ title: { en: 'Buy', zh: '购买' }, accentColor: '#0958D9', badge: {} })
    const after = JSON.stringify({
      title: { en: 'Sale', zh: '购买' },
      accentColor: '#237804',
      badge: { en: 'New' },
    })
    expect(jsonChanges(before, after)).toEqual([
      { path: ['title', 'en'], before: 'Buy', after: 'Sale' },
      { path: ['accentColor'], before: '#0958D9', after: '#237804' },
      { path: ['badge', 'en'], before: undefined, after: 'New' },
    ])
  })

  it('treats an empty side as an empty object', () => {
    expect(jsonChanges(null, '{"highlightSku":"SKU00001"}')).toEqual([
      { path: ['highlightSku'], before: undefined, after: 'SKU00001' },
    ])
  })

  it('leaves values that are not JSON objects to the usual display', () => {
    expect(jsonChanges('SKU00001,SKU00002', 'SKU00002')).toBeUndefined()
    expect(jsonChanges('[1]', '[2]')).toBeUndefined()
    expect(jsonChanges('{not json', '{}')).toBeUndefined()
    expect(jsonChanges(null, '')).toBeUndefined()
  })
})
