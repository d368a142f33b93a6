import { BARTER_ACTIONS } from '@/domain/barter-workflow'
import { REFUND_ACTIONS } from '@/domain/refund-workflow'
import { startAbTest, stopAbTest } from './ab-tests'
import { agentOrderImport } from './agent-order-import'
import { barterApply, barterEdit, barterTransition } from './barters'
import { douyinPull } from './douyin-pull'
import { equityRefreshCancel } from './equity-refresh'
import { offlineImport, offlineReview, resendInvoice } from './order-actions'
import { cardPrices } from './purchase-page-prices'
import { reorderRecommends } from './recommend-order'
import { refundApply } from './refund-apply'
import { refundTransition } from './refund-transitions'
import { resetPassword } from './staff-password'
import type { ActionHandler } from './types'
import { vatNoVerify } from './vat-no-verify'

/** Handlers by entity and action name; every action an entity declares must have one (checked at start). */
export const ACTION_HANDLERS: Record<string, Record<string, ActionHandler>> = {
  orders: { resendInvoice },
  refunds: {
    apply: refundApply,
    vatNoVerify,
    ...Object.fromEntries(REFUND_ACTIONS.map((a) => [a, refundTransition(a)])),
  },
  barters: {
    apply: barterApply,
    edit: barterEdit,
    ...Object.fromEntries(BARTER_ACTIONS.map((a) => [a, barterTransition(a)])),
  },
  offlineOrders: { review: offlineReview, import: offlineImport },
  douyinPullJobs: { pull: douyinPull },
  agentOrderImports: { import: agentOrderImport },
  skuEquityRefreshJobs: { cancel: equityRefreshCancel },
  clientBuyConfigs: { cardPrices },
  users: { resetPassword },
  abTests: { start: startAbTest, stop: stopAbTest },
  recommends: { reorder: reorderRecommends },
}
