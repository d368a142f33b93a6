import { commoditySkuRelations } from '@/domain/entities/commodity-center'
import { skuRelationBinding } from '../shared-bindings'

/** SKU relations of the commodity center: which SKU leads to which (upgrade, crossgrade, add-on, replacement). */
export default skuRelationBinding(commoditySkuRelations)
