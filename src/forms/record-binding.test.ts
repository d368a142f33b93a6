import { describe, expect, it } from 'vitest'
import { groupFields } from './record-binding'

describe('groupFields', () => {
  it('keeps the binding order, drops fields not shown, and gathers the rest last', () => {
    const a = { id: 'A' }
    const rest = { id: 'Rest' }
    const groups = groupFields([{ title: a, fields: ['x', 'secret', 'y'] }], ['y', 'x', 'z'], rest)
    expect(groups).toEqual([
      { title: a, fields: ['x', 'y'] },
      { title: rest, fields: ['z'] },
    ])
  })
})
