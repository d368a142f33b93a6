/** Search params of the barter page's routes: a record id (detail, edit) or the order to barter (apply). */
export function idSearch(raw: Record<string, unknown>): { id?: number } {
  const id = Number(raw.id)
  return Number.isSafeInteger(id) && id > 0 ? { id } : {}
}

export function orderNoSearch(raw: Record<string, unknown>): { orderNo?: string } {
  const orderNo =
    typeof raw.orderNo === 'string' || typeof raw.orderNo === 'number'
      ? String(raw.orderNo).trim().slice(0, 40)
      : ''
  return orderNo ? { orderNo } : {}
}
