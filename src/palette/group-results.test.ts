import { describe, expect, it } from 'vitest'
import { groupResults } from './group-results'
import type { PaletteItem, SectionId } from './palette-item'

const item = (section: SectionId, id: string): PaletteItem => ({
  id,
  section,
  label: id,
  keywords: [],
  run: () => {},
})

describe('palette sections', () => {
  it('keeps the fixed section order when nothing is typed', () => {
    const ranked = [item('actions', 'a1'), item('pages', 'p1'), item('tabs', 't1')].map((i) => ({
      item: i,
      score: 1,
    }))
    expect(groupResults(ranked, false).map((s) => s.id)).toEqual(['tabs', 'pages', 'actions'])
  })

  it('leads with the section of the best match while searching, a record lookup first of all', () => {
    const ranked = [
      { item: item('actions', 'a1'), score: 900 },
      { item: item('pages', 'p1'), score: 500 },
      { item: item('lookup', 'l1'), score: 0 },
    ]
    expect(groupResults(ranked, true).map((s) => s.id)).toEqual(['lookup', 'actions', 'pages'])
  })

  it('caps each section', () => {
    const ranked = Array.from({ length: 50 }, (_, i) => ({ item: item('pages', `p${i}`), score: 1 }))
    expect(groupResults(ranked, false)[0]!.items).toHaveLength(8)
    expect(groupResults(ranked, true)[0]!.items).toHaveLength(30)
  })
})

describe('found records', () => {
  it('make one section per kind, each capped, led by the kind holding the best match', () => {
    const hit = (kind: string, id: string, score: number) => ({
      item: { ...item('records', id), group: { id: `records:${kind}`, title: kind } },
      score,
    })
    const ranked = [
      hit('skus', 's1', 1000),
      { item: item('pages', 'p1'), score: 700 },
      hit('customers', 'c1', 600),
      ...Array.from({ length: 9 }, (_, i) => hit('skus', `s${i + 2}`, 500)),
    ]
    const sections = groupResults(ranked, true)
    expect(sections.map((s) => s.id)).toEqual(['records:skus', 'pages', 'records:customers'])
    expect(sections[0]).toMatchObject({ section: 'records', title: 'skus' })
    expect(sections[0]!.items).toHaveLength(5)
  })
})
