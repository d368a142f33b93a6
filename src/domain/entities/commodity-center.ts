// The commodity center's entities (spec: commodity center), one file per part of the center.
export * from './client-buy-configs'
export * from './commodity-catalog'
export * from './commodity-marketing'
export * from './sku-equity-refresh-jobs'
