/** Kept for importers of the original location; the declaration lives with its area. */
export { orders } from './entities/orders'
