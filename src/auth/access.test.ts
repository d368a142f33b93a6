import { describe, expect, it } from 'vitest'
import { routableEntries, type MenuEntry } from './access'

describe('routableEntries', () => {
  const e = (path: string, children: MenuEntry[] = []): MenuEntry => ({
    path,
    title: path,
    icon: '',
    children,
  })
  it('keeps screens this build has, external links, and parents with such children', () => {
    const kept = routableEntries(
      [e('/a', [e('/a/built'), e('/a/later')]), e('/b', [e('/b/later')]), e('https://help.example.com')],
      (p) => p === '/a/built',
    )
    expect(kept.map((x) => x.path)).toEqual(['/a', 'https://help.example.com'])
    expect(kept[0]?.children?.map((x) => x.path)).toEqual(['/a/built'])
  })
})
