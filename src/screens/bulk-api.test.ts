import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { licenses, skus } from '@/domain/entities/price-center'
import { listParamsToQuery } from '@/domain/list-params'
import { bulkActionsOf, bulkNeeds, itemsOf, selectedRows } from './bulk-api'

describe('bulk actions', () => {
  it('offers enable/disable for a status field and delete for a deletable entity', () => {
    expect(bulkActionsOf(skus)).toEqual(['enable', 'disable', 'delete'])
    expect(
      bulkActionsOf({ ...licenses, fields: { ...licenses.fields, status: undefined as never } }),
    ).toEqual(['delete'])
    expect(bulkActionsOf({ ...skus, operations: ['list', 'get', 'update'] })).toEqual(['enable', 'disable'])
    expect(bulkNeeds('delete')).toBe('delete')
    expect(bulkNeeds('disable')).toBe('edit')
  })

  it('sends the key and version of each selected row', () => {
    expect(
      itemsOf(skus, [
        { id: 1, skuCode: 'A', version: 3 },
        { id: 2, version: 1 },
      ]),
    ).toEqual([{ key: 'A', version: 3 }])
  })

  it('reads picked rows from the loaded blocks of the view', async () => {
    const qc = new QueryClient()
    const view = { sort: [], filters: { type: 'regular' } }
    qc.setQueryData(['list', 'skus', listParamsToQuery(view), 0], {
      items: [
        { id: 1, skuCode: 'A', version: 1 },
        { id: 2, skuCode: 'B', version: 2 },
      ],
      total: 2,
    })
    const rows = await selectedRows(qc, 'skus', view, { all: false, ids: new Set([2]) }, 2)
    expect(rows.map((r) => r.skuCode)).toEqual(['B'])
  })
})
