import { skus } from '@/domain/entities/price-center'
import { pasteToList, splitList } from '@/domain/list-params'

/** The 40-SKU association query takes at most this many SKU codes at once. */
export const MAX_QUERY_SKUS = 40
/** A SKU code's longest form: the registry's SKU key. */
const MAX_SKU_LENGTH = skus.fields.skuCode.max ?? 40

export type SkuQueryProblem =
  { kind: 'empty' } | { kind: 'tooMany'; count: number } | { kind: 'tooLong'; code: string }

/** The distinct SKU codes of a query (commas or new lines between codes), or why it cannot run. */
export function parseSkuQuery(text: string): { codes: string[]; problem?: SkuQueryProblem } {
  const codes = [...new Set(splitList(pasteToList(text)))]
  if (!codes.length) return { codes, problem: { kind: 'empty' } }
  if (codes.length > MAX_QUERY_SKUS) return { codes, problem: { kind: 'tooMany', count: codes.length } }
  const long = codes.find((c) => c.length > MAX_SKU_LENGTH)
  if (long) return { codes, problem: { kind: 'tooLong', code: long } }
  return { codes }
}
