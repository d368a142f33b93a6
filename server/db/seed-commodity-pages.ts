import { skuEquityRefreshJobs as jobs } from '@/domain/entities/commodity-center'
import { CURRENCIES, PLATFORMS } from '@/domain/enums'
import type { Queryable } from './client'
import { SKU_POOL, skuCode } from './seed-key-pools'
import { seedGeneric } from './seed-generic'
import { ANCHOR, padded, PRODUCTS, pick } from './seed-sql'

/**
 * The commodity center's purchase pages and SKU equity refresh jobs, consistent with the price center's
 * catalog (seed-catalog.ts: SKU n belongs to group n / 4 of product group % 6, edition and platform; n % 4
 * is its annual, lifetime, bundle or upgrade SKU) and with the seeded orders (a job's licences are the orders
 * holding its SKU that were not refunded).
 */

/** The groups of four SKUs below the pool: (product + 6 × k) for k below this. */
const GROUPS_PER_PRODUCT = Math.floor(SKU_POOL / 4 / PRODUCTS.length)

/** PLATFORMS as people write them. */
const PLATFORM_NAMES = ['Windows', 'Mac', 'iOS', 'Android', 'Web']

const REASONS = [
  'Licence now covers 3 devices for the new edition',
  'Annual plan gained cloud backup; push it to existing buyers',
  'Entitlements out of date after the licence server outage',
  'Edition upgrade: Premium features added to this SKU',
  'Support tickets: buyers missing features after renewal',
  'Licence term corrected from 1 year to lifetime',
]
const REQUESTERS = ['operator', 'admin', 'staff0007', 'staff0013']

/**
 * Refresh jobs, one every nine hours back from now, oldest first. A job on a SKU whose licence is not active
 * failed at once; about one in twelve was cancelled part-way; the rest refreshed every licence, most of them
 * changed. Then the three newest jobs on SKUs with an active licence become still in progress: one queued,
 * two running part-way (the runner resumes them when the server starts).
 */
export async function seedEquityRefreshJobs(tx: Queryable, count: number, orders: number): Promise<void> {
  if (count <= 0) return
  const total = `coalesce(c.licences, 0)`
  const failed = `(k.license_status is distinct from 'active')`
  const cancelled = `(not ${failed} and h2 % 12 = 0)`
  const done = `(case when ${cancelled} then ${total} * (10 + h4 % 80) / 100 else ${total} end)`
  const started = `(${ANCHOR} - (${count} - g + 1) * interval '9 hours' + (h3 % 90) * interval '1 minute')`
  await seedGeneric(tx, jobs, {
    count,
    orders,
    join: `left join lateral (
        select s.sku_code, l.status as license_status from skus s
        left join licenses l on l.license_code = s.license_code
        where s.sku_code = ${skuCode(`(g * 37) % ${SKU_POOL}`)}
      ) k on true
      left join (select sku, count(*)::int as licences from orders where status = 'normal' group by sku) c
        on c.sku = k.sku_code`,
    overrides: {
      skuCode: skuCode(`(g * 37) % ${SKU_POOL}`),
      reason: pick(REASONS, 'h1'),
      status: `case when ${failed} then 'failed' when ${cancelled} then 'cancelled' else 'succeeded' end`,
      totalLicenses: `case when ${failed} then null else ${total} end`,
      processedLicenses: `case when ${failed} then 0 else ${done} end`,
      affectedLicenses: `case when ${failed} then 0 else ${done} * (60 + h5 % 40) / 100 end`,
      lastOrderNo: 'null',
      message: `case when ${failed} then 'licenseNotActive' when ${cancelled} then 'refreshCancelled' else 'refreshCompleted' end`,
      startedAt: `case when ${failed} then null else ${started} end`,
      finishedAt: `${started} + (case when ${failed} then 0 else 20 + ${done} / 6 end) * interval '1 second'`,
      requestedBy: pick(REQUESTERS, 'h2'),
    },
  })
  await tx.query(
    `update ${jobs.table} set created_at = coalesce(started_at, finished_at) - interval '40 seconds',
       updated_at = finished_at`,
  )
  const { rows } = await tx.query<{ id: number; sku: string }>(
    `select j.id, j.sku_code as sku from ${jobs.table} j
     join skus s on s.sku_code = j.sku_code join licenses l on l.license_code = s.license_code
     where l.status = 'active' order by j.id desc limit 3`,
  )
  const [queued, ...running] = rows
  if (queued)
    await tx.query(
      `update ${jobs.table} set status = 'queued', total_licenses = null, processed_licenses = 0,
         affected_licenses = 0, message = null, started_at = null, finished_at = null,
         created_at = ${ANCHOR} - interval '1 minute', updated_at = ${ANCHOR} - interval '1 minute'
       where id = $1`,
      [queued.id],
    )
  if (!running.length) return
  // Running part-way (35 % and 70 %): progress up to a real order of the SKU, the resume point. One scan of
  // the orders finds both.
  const values = running.map((_, i) => `($${3 * i + 1}::bigint, $${3 * i + 2}::text, $${3 * i + 3}::int)`)
  await tx.query(
    `with running (id, sku, percent) as (values ${values.join(', ')}),
     licences as (
       select sku, order_no, row_number() over (partition by sku order by order_no) as n,
         count(*) over (partition by sku) as total
       from orders where sku in (select sku from running) and status = 'normal'
     ), at as (
       select r.id, l.order_no, l.n, l.total from running r
       left join licences l on l.sku = r.sku and l.n = greatest(1, l.total * r.percent / 100)
     )
     update ${jobs.table} j set status = 'running',
       total_licenses = coalesce(at.total, 0),
       processed_licenses = coalesce(at.n, 0),
       affected_licenses = coalesce(at.n, 0) * 9 / 10,
       last_order_no = at.order_no, message = null,
       started_at = ${ANCHOR} - interval '3 minutes', finished_at = null,
       created_at = ${ANCHOR} - interval '4 minutes', updated_at = ${ANCHOR} - interval '1 minute'
     from at where j.id = at.id`,
    running.flatMap(({ id, sku }, i) => [id, sku, i === 0 ? 35 : 70]),
  )
}

const T = (zh: string, en: string, ja: string) =>
  `jsonb_build_object('zh', '${zh}', 'en', '${en}', 'ja', '${ja}')`
const TITLES = [
  T('解锁全部功能', 'Unlock every feature', 'すべての機能を解放'),
  T('选择适合你的方案', 'Choose the plan that fits you', 'あなたに合ったプランを選択'),
  T('限时优惠，立即升级', 'Limited-time offer: upgrade now', '期間限定：今すぐアップグレード'),
]
const SUBTITLES = [
  T(
    '一次购买，所有设备同步使用。30 天无理由退款。',
    'Buy once, use it on all your devices. 30-day money-back guarantee.',
    '一度の購入ですべてのデバイスで使えます。30日間返金保証。',
  ),
  T(
    '含一年免费更新与优先技术支持。',
    'Includes a year of free updates and priority support.',
    '1年間の無料アップデートと優先サポート付き。',
  ),
]
const BUTTONS = [T('立即购买', 'Buy now', '今すぐ購入'), T('立即升级', 'Upgrade now', '今すぐアップグレード')]
const BADGES = [T('最超值', 'Best value', '一番お得'), T('最受欢迎', 'Most popular', '人気No.1')]
/** Accent colours with their button text, every pair readable (contrast at least 4.5 : 1). */
const COLOURS: [accent: string, text: string][] = [
  ['#0958D9', '#FFFFFF'],
  ['#237804', '#FFFFFF'],
  ['#C41D7F', '#FFFFFF'],
  ['#D4380D', '#FFFFFF'],
  ['#531DAB', '#FFFFFF'],
  ['#FADB14', '#1F1F1F'],
]

/** A page's settings as JSON text: texts picked by hash h, the given SKU highlighted, a readable colour pair. */
function pageJson(highlight: string, h: string): string {
  const pair = `(${h} % ${COLOURS.length})`
  const texts = (list: string[], by: string) => `(array[${list.join(', ')}])[1 + ${by} % ${list.length}]`
  return `jsonb_build_object(
      'title', ${texts(TITLES, h)},
      'subtitle', ${texts(SUBTITLES, h)},
      'buttonText', ${texts(BUTTONS, `(${h} / 7)`)},
      'badge', ${texts(BADGES, `(${h} / 11)`)},
      'highlightSku', ${highlight},
      'accentColor', ${pick(
        COLOURS.map((c) => c[0]),
        pair,
      )},
      'buttonTextColor', ${pick(
        COLOURS.map((c) => c[1]),
        pair,
      )}
    )::text`
}

/**
 * Purchase configurations: one product on one platform, its pages selling a group of that product's SKUs
 * (annual, lifetime and the bundle on PC; annual and lifetime on mobile), the lifetime one highlighted. One in
 * five has no mobile page yet.
 */
export function clientBuyConfigOverrides(): Record<string, string> {
  // Divided: h1 itself is a multiple of 6 for the first rows.
  const product = `((h1 / 7) % ${PRODUCTS.length})`
  const group = `(${product} + ${PRODUCTS.length} * (h2 % ${GROUPS_PER_PRODUCT}))`
  const first = `(4 * ${group})`
  const platform = `(${group} / ${PRODUCTS.length * 5})`
  const noMobile = `(h4 % 5 = 0)`
  return {
    configCode: `'CBC-' || ${padded('g', 4)}`,
    name: `${pick(PRODUCTS, product)} || ' purchase page · ' || ${pick(PLATFORM_NAMES, platform)}`,
    productName: pick(PRODUCTS, product),
    platform: pick(PLATFORMS, platform),
    language: pick(['zh', 'en', 'ja'], 'h3'),
    currency: pick(CURRENCIES, 'h5'),
    // The commodity SKUs of the same rows (the commodity catalog carries the price center's SKU codes).
    skuCodes: `case when ${first} + 2 < ${SKU_POOL} then ${skuCode(first)} || ',' || ${skuCode(`${first} + 1`)} || ',' || ${skuCode(`${first} + 2`)} end`,
    pcSkuCards: `${skuCode(first)} || ',' || ${skuCode(`${first} + 1`)} || ',' || ${skuCode(`${first} + 2`)}`,
    pcPageSettings: pageJson(skuCode(`${first} + 1`), 'h3'),
    mobileSkuCards: `case when ${noMobile} then null else ${skuCode(first)} || ',' || ${skuCode(`${first} + 1`)} end`,
    mobilePageSettings: `case when ${noMobile} then null else ${pageJson(skuCode(`${first} + 1`), 'h5')} end`,
  }
}
