import { DOUYIN_SHOPS, EXPIRED_DOUYIN_SHOP } from '@/domain/douyin-pull'
import { orderSku, skuCode } from './seed-key-pools'
import { ANCHOR, COMPANIES, padded, PRODUCTS, pick } from './seed-sql'

const AGENT_PLATFORMS = [
  '2Checkout',
  'Digital River',
  'Cleverbridge',
  'FastSpring',
  'Paddle',
  'Tmall Partner',
]

/**
 * Agent orders: real agent platform names, reseller companies as agents, commission a share of the amount;
 * the SKU is the one of the online order it became (picked by h4, as the generic seed names orders).
 */
export function agentOrderOverrides(orders: number): Record<string, string> {
  const order = `(1 + h4 % ${orders})`
  return {
    ...(orders > 0 && { orderNo: `'OD' || ${padded(order, 10)}`, skuCode: skuCode(orderSku(order)) }),
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

/**
 * Agent import batches: a platform's export file per day, most finished with a few rows refused, a few stopped
 * part-way with the reason; completed plus refused rows always add up to the file's rows.
 */
export function agentImportOverrides(): Record<string, string> {
  const platform = pick(AGENT_PLATFORMS, '(h1 / 7)')
  const rows = `(20 + h2 % 480)`
  const failed = `(h3 % 12 = 0)`
  const refused = `(case when ${failed} then ${rows} - ${rows} * (h5 % 60) / 100 else h4 % 6 end)`
  return {
    agentPlatform: platform,
    fileName: `lower(regexp_replace(${platform}, '[^A-Za-z0-9]+', '-', 'g')) || '-orders-' || to_char(${ANCHOR} - g * interval '1 day', 'YYYY-MM-DD') || '.xlsx'`,
    rowCount: `${rows}::int`,
    errorCount: `(${refused})::int`,
    completedCount: `(${rows} - ${refused})::int`,
    status: `case when ${failed} then 'failed' else 'succeeded' end`,
    message: `case when ${failed} then 'Stopped: the agent platform refused the file after ' || (${rows} - ${refused}) || ' rows' end`,
  }
}

/** Payment platform settings: one of the vendor's apps, its store package name derived from it. */
export function platformPayOverrides(): Record<string, string> {
  const app = pick(PRODUCTS, '(h2 / 11)')
  return {
    appName: app,
    packageName: `'com.bocsoft.' || lower(regexp_replace(${app}, '[^A-Za-z0-9]+', '', 'g'))`,
  }
}
