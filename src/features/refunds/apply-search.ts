/** ?orderNo= of the apply screens: the order the refund is for, prefilled from the order's detail page. */
export function applySearchSchema(raw: Record<string, unknown>): { orderNo?: string } {
  const v =
    typeof raw.orderNo === 'string' || typeof raw.orderNo === 'number' ? String(raw.orderNo).trim() : ''
  return v && v.length <= 40 ? { orderNo: v } : {}
}
