/** `?id=<positive integer>` of detail and edit screens; anything else is dropped. */
export function idSearch(raw: Record<string, unknown>): { id?: number } {
  const id = Number(raw.id)
  return Number.isSafeInteger(id) && id > 0 ? { id } : {}
}

/** `?platform=` of the platform pay add screen: which list it was opened from. */
export function platformSearch(raw: Record<string, unknown>): { platform?: 'googlePlay' | 'applePay' } {
  return raw.platform === 'googlePlay' || raw.platform === 'applePay' ? { platform: raw.platform } : {}
}
