import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PurchasePage } from '@/domain/purchase-page'

/** The names of a purchase page's settings: the page editor's fields and a configuration's history. */
export const PAGE_SETTING_LABELS: Record<keyof PurchasePage, MessageDescriptor> = {
  title: msg`Title`,
  subtitle: msg`Subtitle`,
  buttonText: msg`Button text`,
  badge: msg`Badge`,
  highlightSku: msg`Highlighted card`,
  accentColor: msg`Accent colour`,
  buttonTextColor: msg`Button text colour`,
}
