import { priceCoupons } from '@/domain/entities/price-center'
import { couponBinding } from '../shared-bindings'

/** Price center coupons: a discount on some SKUs, used through a buy link, a code or automatically. */
export default couponBinding(priceCoupons)
