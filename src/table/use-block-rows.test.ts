import { describe, expect, it } from 'vitest'
import { blocksToAsk, sameBlocks } from './use-block-rows'

describe('blocksToAsk', () => {
  const blocks = [999, 998, 997]
  const range = { first: 998, last: 999 }
  const wanted = { first: 999, last: 999 }

  it('asks for the wanted block alone until it has its answer', () => {
    expect(blocksToAsk(blocks, range, wanted, false)).toEqual([true, false, false])
  })

  it('then for its neighbours in the fetch range, never for blocks outside it', () => {
    expect(blocksToAsk(blocks, range, wanted, true)).toEqual([true, true, false])
  })
})

describe('sameBlocks', () => {
  it('tells ranges apart by their blocks only: a move within a block fetches nothing new', () => {
    expect(sameBlocks({ first: 0, last: 30 }, { first: 0, last: 16 })).toBe(true)
    expect(sameBlocks({ first: 190, last: 210 }, { first: 195, last: 215 })).toBe(true)
    expect(sameBlocks({ first: 190, last: 199 }, { first: 190, last: 200 })).toBe(false)
    expect(sameBlocks({ first: 199, last: 210 }, { first: 200, last: 210 })).toBe(false)
  })
})
