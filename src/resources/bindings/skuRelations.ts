import { skuRelations } from '@/domain/entities/price-center'
import { skuRelationBinding } from '../shared-bindings'

/** SKU relations of the price center: which SKU leads to which (upgrade, crossgrade, add-on, replacement). */
export default skuRelationBinding(skuRelations)
