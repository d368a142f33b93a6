import { z } from '@/domain/zod'
import { CURRENCIES } from './enums'

/**
 * AB test transitions and results, shared by the server (which computes them from orders) and the console
 * (which shows them). A test's visitors see variant A or B; `trafficPercent` of them see B. An order placed
 * in variant B carries the test's type as its AB flag (orders.abTest = 'price' or 'cart'); the SKU's other
 * orders in the test's period were placed in variant A.
 */

/** Body of start and stop: the version the user read (409 when the test changed meanwhile). */
export const abTestTransitionSchema = z.strictObject({ version: z.number().int().min(1) })

export const AB_VARIANTS = ['A', 'B'] as const
export type AbVariant = (typeof AB_VARIANTS)[number]

/** What the server counts per variant: orders and their sales per currency. */
export interface VariantCounts {
  variant: AbVariant
  orders: number
  sales: { currency: (typeof CURRENCIES)[number]; amount: number }[]
}

export interface VariantResult extends VariantCounts {
  /** Share of visitors sent to the variant, in percent. */
  trafficShare: number
  /** Share of the test's orders placed in the variant, in percent (0 when there are none). */
  orderShare: number
  /**
   * Orders per visitor relative to an even outcome: orderShare / trafficShare. 1 means the variant converts as
   * its traffic predicts; 1.2 means 20 % better. Null without orders.
   */
  conversionIndex: number | null
}

export interface AbTestResults {
  testCode: string
  skuCode: string
  testType: string
  status: string
  /** The period the figures cover: from the start to the stop (or now, while running); null for a draft. */
  period: { from: string; to: string } | null
  variants: VariantResult[]
  /** B's conversion relative to A's, minus one (0.2 = B converts 20 % better); null when either has no orders. */
  lift: number | null
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits

/** Shares and conversion of the two variants from their counts and the test's traffic split. */
export function variantResults(
  trafficPercent: number,
  counts: readonly VariantCounts[],
): { variants: VariantResult[]; lift: number | null } {
  const total = counts.reduce((s, c) => s + c.orders, 0)
  const variants = AB_VARIANTS.map((variant): VariantResult => {
    const c = counts.find((x) => x.variant === variant) ?? { variant, orders: 0, sales: [] }
    const trafficShare = variant === 'B' ? trafficPercent : 100 - trafficPercent
    const orderShare = total ? round((100 * c.orders) / total, 1) : 0
    return {
      ...c,
      trafficShare,
      orderShare,
      conversionIndex: total ? round((c.orders / total) * (100 / trafficShare), 2) : null,
    }
  })
  const [a, b] = variants as [VariantResult, VariantResult]
  const perVisitor = (v: VariantResult) => v.orders / v.trafficShare
  const lift = a.orders && b.orders ? round(perVisitor(b) / perVisitor(a) - 1, 3) : null
  return { variants, lift }
}
