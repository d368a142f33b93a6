/**
 * One term per concept: the words the zh and ja catalogs (and the menu's titles) use for the console's business
 * concepts. A source message naming a concept (its English matches `en`) is translated with the term, and
 * no translation uses a rejected synonym. `glossary.test.ts` holds every catalog and title to it.
 *
 * To add a concept: its English pattern, its terms, the synonyms translators reached for (rejected), and the
 * messages where the English word means something else (`otherSenses`: a message, `message [context]` for one
 * with a context, or a pattern).
 */
export interface GlossaryTerm {
  concept: string
  /** Source messages (and English titles) naming the concept. */
  en: RegExp
  /** The term their translations contain (spaces are ignored: "SKU 关系" is "SKU关系"). */
  zh: string
  ja: string
  /** Synonyms no translation may use, whatever its source says. */
  rejected?: { zh?: readonly string[]; ja?: readonly string[] }
  /** Messages that match `en` but name something else. */
  otherSenses?: readonly (string | RegExp)[]
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'a bundle SKU: several regular SKUs sold as one',
    en: /\bbundles?\b/i,
    zh: '组合',
    ja: 'バンドル',
    rejected: { zh: ['套装'] },
    otherSenses: [
      // An activity that sells items together, a product given with a SKU, an app's bundle ID.
      'Bundle [activity type]',
      'Bundle [bound product type]',
      /bundle ID/,
    ],
  },
  {
    concept: 'a license: what a SKU grants (the price center records)',
    en: /\blicen[cs]es?\b/i,
    zh: '许可证',
    ja: 'ライセンス',
  },
  {
    concept: 'a refund',
    en: /\brefund/i,
    zh: '退',
    ja: '返金',
    // A tax refund is the authorities', not the vendor's.
    otherSenses: ['Tax refund'],
  },
  { concept: 'a barter (an exchange of items)', en: /\bbarters?\b/i, zh: '换货', ja: '交換' },
  { concept: 'a coupon', en: /\bcoupons?\b/i, zh: '优惠', ja: 'クーポン' },
  { concept: 'a role', en: /\broles?\b/i, zh: '角色', ja: 'ロール' },
  { concept: 'a permission', en: /\bpermissions?\b/i, zh: '权限', ja: '権限' },
  { concept: 'a price rule', en: /\bprice rules?\b/i, zh: '价格规则', ja: '価格ルール' },
  { concept: 'a SKU relation', en: /\bSKU relations?\b/i, zh: 'SKU关系', ja: 'SKU関連' },
  { concept: 'an AB test', en: /\bA\/?B test/i, zh: 'AB测试', ja: 'ABテスト' },
  {
    concept: 'an entitlement (what a license gives)',
    en: /\b(equity|entitlements?)\b/i,
    zh: '权益',
    ja: '権利',
  },
  {
    concept: 'a review (a step someone else approves)',
    en: /\breview(s|ed)?\b/i,
    zh: '审核',
    ja: '審査',
  },
]
