import { describe, expect, it } from 'vitest'
import { defineEntity } from '@/domain/entity'
import { field } from '@/domain/fields'
import { colsFromLayout, layoutFromCols, listSearchSchema, viewFromSearch } from './list-search'

const all = ['a', 'b', 'c', 'd']
const defaults = ['a', 'b']

const things = defineEntity({
  name: 'things',
  table: 'things',
  key: 'code',
  resource: 'orderCenter:things',
  defaultSort: [{ field: 'code', desc: true }],
  search: ['code'],
  operations: ['list'],
  fields: {
    code: field.string({ filter: 'list', sortable: true }),
    amount: field.money({ filter: 'range', sortable: true }),
    note: field.text(),
  },
})

describe('URL list state', () => {
  it('validates raw search params, dropping junk', () => {
    expect(listSearchSchema({ sort: 'code:asc', f: { code: 'A,B', x: 3, y: '' }, q: 7 })).toEqual({
      sort: 'code:asc',
      q: undefined,
      f: { code: 'A,B' },
      cols: undefined,
    })
  })
  it('builds the API view, dropping unknown filters and falling back to the default sort', () => {
    expect(viewFromSearch(things, { f: { code: 'A', note: 'x' }, sort: 'nope:asc' })).toEqual({
      sort: [{ field: 'code', desc: true }],
      q: undefined,
      filters: { code: 'A' },
    })
    expect(viewFromSearch(things, { sort: 'amount:desc,code:asc' }).sort).toEqual([
      { field: 'amount', desc: true },
      { field: 'code', desc: false },
    ])
  })
  it('decodes and encodes column order and visibility', () => {
    const layout = layoutFromCols(all, defaults, 'c,a,zz,a')
    expect(layout.order).toEqual(['c', 'a', 'b', 'd'])
    expect(layout.visible).toEqual({ a: true, b: false, c: true, d: false })
    expect(colsFromLayout(layout, defaults)).toBe('c,a')
    expect(colsFromLayout(layoutFromCols(all, defaults), defaults)).toBeUndefined()
  })
})
