import { commodityCoupons } from '@/domain/entities/commodity-center'
import { couponBinding } from '../shared-bindings'

/** Commodity center coupons: the price center's shape, over the commodity center's SKUs. */
export default couponBinding(commodityCoupons)
