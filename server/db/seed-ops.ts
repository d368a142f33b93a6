import { DOUYIN_SHOPS, EXPIRED_DOUYIN_SHOP } from '../../src/domain/douyin-pull'
import { ANCHOR, COMPANIES, pick } from './seed-sql'

const AGENT_PLATFORMS = [
  '2Checkout',
  'Digital River',
  'Cleverbridge',
  'FastSpring',
  'Paddle',
  'Tmall Partner',
]

/** Agent orders: real agent platform names, reseller companies as agents, commission a share of the amount. */
export function agentOrderOverrides(): Record<string, string> {
  return {
    // Divided hashes: the plain ones repeat with the parity of g for short lists.
    agentPlatform: pick(AGENT_PLATFORMS, '(h4 / 7)'),
    agentName: pick(COMPANIES, '(h5 / 11)'),
    agencyCommission: `round(((h4 % 90000) / 100.0 * (5 + h5 % 16) / 100.0)::numeric, 2)`,
  }
}

/**
 * Douyin pull jobs: history only (every seeded job finished), over the real shops, windows within the
 * platform's limit, and a failure exactly where the shop's authorization lapsed.
 */
export function douyinPullOverrides(): Record<string, string> {
  const shop = 'h1'
  const expiredAt = DOUYIN_SHOPS.findIndex((s) => s.shopId === EXPIRED_DOUYIN_SHOP)
  const failed = `(${shop} % ${DOUYIN_SHOPS.length} = ${expiredAt})`
  // Whole days from midnight in China (where the shops are), each job a day older, all windows in the past.
  const from = `(date_trunc('day', ${ANCHOR}) - (g + 31) * interval '1 day' - interval '8 hours')`
  const days = `(1 + h2 % 30)`
  const expected = `(${days} * (20 + h4 % 60))`
  return {
    shopId: pick(
      DOUYIN_SHOPS.map((s) => s.shopId),
      shop,
    ),
    shopName: pick(
      DOUYIN_SHOPS.map((s) => s.shopName),
      shop,
    ),
    fromTime: from,
    toTime: `${from} + ${days} * interval '1 day'`,
    status: `case when ${failed} then 'failed' else 'succeeded' end`,
    expectedCount: expected,
    pulledCount: `case when ${failed} then 0 else ${expected} end`,
    message: `case when ${failed} then 'shopAuthorizationExpired' else 'pullCompleted' end`,
  }
}
