import { describe, expect, it } from 'vitest'
import { addCards, moveCard, pageBody, pageOf } from './purchase-page-state'

describe('purchase page draft', () => {
  it('moves a card up or down, never past either end', () => {
    expect(moveCard(['A', 'B', 'C'], 2, -1)).toEqual(['A', 'C', 'B'])
    expect(moveCard(['A', 'B', 'C'], 0, 1)).toEqual(['B', 'A', 'C'])
    expect(moveCard(['A', 'B', 'C'], 0, -1)).toEqual(['A', 'B', 'C'])
    expect(moveCard(['A', 'B', 'C'], 2, 1)).toEqual(['A', 'B', 'C'])
  })

  it('adds new SKUs at the end, once', () => {
    expect(addCards(['A', 'B'], ['B', 'C', 'C'])).toEqual(['A', 'B', 'C'])
  })

  it('reads a record page and writes it back as the record fields', () => {
    const page = pageOf(
      { mobileSkuCards: 'S1,S2', mobilePageSettings: '{"accentColor":"#000000"}' },
      'mobile',
    )
    expect(page.cards).toEqual(['S1', 'S2'])
    const body = pageBody('mobile', { ...page, cards: [] })
    expect(body.mobileSkuCards).toBeNull()
    expect(JSON.parse(body.mobilePageSettings!).accentColor).toBe('#000000')
  })
})
