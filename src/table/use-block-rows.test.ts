import { describe, expect, it } from 'vitest'
import { blocksToAsk } from './use-block-rows'

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
