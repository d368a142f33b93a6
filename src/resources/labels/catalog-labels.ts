import { msg } from '@lingui/core/macro'
import type {
  AB_TEST_STATUSES,
  AB_TEST_TYPES,
  ACTIVITY_TYPES,
  SPU_CATEGORIES,
} from '@/domain/entities/commodity-center'
import type { BIND_TYPES } from '@/domain/entities/product-backstage'
import type { SKU_RELATION_TYPES } from '@/domain/entities/shared-shapes'
import type {
  COUPON_USE_MODES,
  DISCOUNT_TYPES,
  PLATFORMS,
  RECOMMEND_SCENES,
  RECORD_STATUSES,
  SKU_TYPES,
  STAFF_STATUSES,
} from '@/domain/enums'
import type { ROLES } from '@/domain/permissions'
import type { Labels } from './label-table'

// Price, commodity and product centers, backstage: the value labels of their enums.

export const RECORD_STATUS_LABELS: Labels<typeof RECORD_STATUSES> = {
  draft: msg`Draft`,
  active: msg`Active`,
  inactive: msg`Inactive`,
}

export const SKU_TYPE_LABELS: Labels<typeof SKU_TYPES> = {
  regular: msg`Regular`,
  bundle: msg({ message: 'Bundle', context: 'SKU type' }),
  upgrade: msg`Upgrade`,
}

export const SKU_RELATION_TYPE_LABELS: Labels<typeof SKU_RELATION_TYPES> = {
  upgrade: msg`Upgrade`,
  crossgrade: msg`Crossgrade`,
  addon: msg`Add-on`,
  replacement: msg({ message: 'Replacement', context: 'SKU relation type' }),
}

export const PLATFORM_LABELS: Labels<typeof PLATFORMS> = {
  windows: msg`Windows`,
  mac: msg`macOS`,
  ios: msg`iOS`,
  android: msg`Android`,
  web: msg`Web`,
}

export const COUPON_USE_MODE_LABELS: Labels<typeof COUPON_USE_MODES> = {
  buy_link: msg`Buy link`,
  code: msg`Coupon code`,
  auto: msg`Applied automatically`,
}

export const DISCOUNT_TYPE_LABELS: Labels<typeof DISCOUNT_TYPES> = {
  percent: msg`Percentage`,
  amount: msg`Fixed amount`,
}

export const RECOMMEND_SCENE_LABELS: Labels<typeof RECOMMEND_SCENES> = {
  emptyCart: msg`Empty cart`,
  successPage: msg`Purchase success page`,
}

export const ACTIVITY_TYPE_LABELS: Labels<typeof ACTIVITY_TYPES> = {
  discount: msg`Discount`,
  flashSale: msg`Flash sale`,
  bundle: msg({ message: 'Bundle', context: 'activity type' }),
  seasonal: msg`Seasonal promotion`,
}

export const SPU_CATEGORY_LABELS: Labels<typeof SPU_CATEGORIES> = {
  utility: msg`Utilities`,
  creative: msg`Creative`,
  business: msg`Business`,
  security: msg`Security`,
  education: msg`Education`,
}

export const AB_TEST_TYPE_LABELS: Labels<typeof AB_TEST_TYPES> = {
  price: msg`Price`,
  cart: msg`Cart`,
}

/** An AB test's lifecycle: draft → running → stopped. */
export const AB_TEST_STATUS_LABELS: Labels<typeof AB_TEST_STATUSES> = {
  draft: msg`Draft`,
  running: msg`Running`,
  stopped: msg`Stopped`,
}

export const BIND_TYPE_LABELS: Labels<typeof BIND_TYPES> = {
  gift: msg`Gift`,
  bundle: msg({ message: 'Bundle', context: 'bound product type' }),
  trial: msg`Trial`,
}

export const STAFF_STATUS_LABELS: Labels<typeof STAFF_STATUSES> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
}

/** The demo roles (a staff user's role). */
export const ROLE_LABELS: Labels<typeof ROLES> = {
  admin: msg`Administrator`,
  finance: msg`Finance`,
  support: msg`Customer support`,
  pricing: msg`Pricing`,
  operator: msg`Operator`,
  viewer: msg`Viewer`,
}
