import { describe, expect, it } from 'vitest'
import { rowFieldsOf } from './row-fields'

describe('the fields a list reads', () => {
  it('are the key, the visible columns, what their cells read and what row actions read, sorted', () => {
    const cols = [
      { def: { field: 'status' } },
      { def: { field: 'actualPayment', needs: ['currency'] } },
      { def: { field: 'orderNo' } },
    ]
    expect(rowFieldsOf({ key: 'orderNo' }, cols, ['productType'])).toEqual([
      'actualPayment',
      'currency',
      'orderNo',
      'productType',
      'status',
    ])
  })

  it('do not change when columns are only moved', () => {
    const a = [{ def: { field: 'b' } }, { def: { field: 'a' } }]
    expect(rowFieldsOf({ key: 'k' }, a)).toEqual(rowFieldsOf({ key: 'k' }, [...a].reverse()))
  })
})
