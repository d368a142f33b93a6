import { describe, expect, it } from 'vitest'
import { dataModule } from './prebuilt-data'

describe('a prebuilt module', () => {
  it('writes each export as a literal of its value', () => {
    const source = dataModule('menu.ts', {
      CENTERS: [{ path: '/a', title: { zh: '甲' }, hidden: true }],
      N: 3,
    })
    expect(source).toBe(
      'export const CENTERS = [{"path":"/a","title":{"zh":"甲"},"hidden":true}]\nexport const N = 3\n',
    )
  })

  it('refuses an export that is not plain data, naming it', () => {
    for (const value of [
      () => 1,
      undefined,
      new Date(0),
      { nested: { at: Symbol('x') } },
      [1, undefined],
      NaN,
    ])
      expect(() => dataModule('menu.ts', { LOOKUP: value })).toThrow(/menu\.ts: the export LOOKUP/)
  })
})
