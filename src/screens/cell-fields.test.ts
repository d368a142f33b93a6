import { describe, expect, it } from 'vitest'
import { prices } from '@/domain/entities/price-center'
import { roles, users } from '@/domain/entities/product-backstage'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { bulkSetFields, cellBody, inPlaceFields } from './cell-fields'

describe('fields edited in place and set in bulk', () => {
  it('are the form’s inputs of their kind: no JSON, no widget, nothing a bespoke screen edits', () => {
    expect(inPlaceFields(prices, {})).toContain('priceCode')
    expect(inPlaceFields(prices, {})).toContain('amount')
    expect(inPlaceFields(users, { widgets: { password: 'newPassword' } })).not.toContain('password')
    expect(inPlaceFields(roles, { widgets: { grants: 'permissionTree' } })).not.toContain('grants')
    const configs = inPlaceFields(clientBuyConfigs, { editedElsewhere: ['pcSkuCards'] })
    expect(configs).not.toContain('pcSkuCards')
    expect(configs).not.toContain('pcPageSettings')
    expect(configs).toContain('skuCodes')
  })

  it('leave the key to the cell: one value on many records would clash', () => {
    expect(bulkSetFields(prices, {})).not.toContain('priceCode')
    expect(bulkSetFields(prices, {})).toContain('status')
  })

  it('a cell saves its one field with the version the row was read at, as the API takes it', () => {
    expect(cellBody(prices, 'amount', 12.5, 3)).toEqual({ version: 3, amount: 12.5 })
    expect(cellBody(prices, 'country', '', 3)).toEqual({ version: 3, country: null })
    expect(cellBody(prices, 'amount', null, 1)).toEqual({ version: 1, amount: null })
  })
})
