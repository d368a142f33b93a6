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
    agentPlatform: pick(AGENT_PLATFORMS, 'h2'),
    agentName: pick(COMPANIES, 'h3'),
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
  const from = `(${ANCHOR} - g * interval '1 day' - (h3 % 24) * interval '1 hour')`
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
