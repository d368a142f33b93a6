import { describe, expect, it } from 'vitest'
import { preparedStatementNames } from './prepared-statements'

describe('preparedStatementNames', () => {
  it('gives one statement one name, and names no more than the cap', () => {
    const nameOf = preparedStatementNames(2)
    expect(nameOf('select 1')).toBe('list0')
    expect(nameOf('select 2')).toBe('list1')
    expect(nameOf('select 1')).toBe('list0')
    expect(nameOf('select 3')).toBeUndefined()
    expect(nameOf('select 2')).toBe('list1')
  })
})
