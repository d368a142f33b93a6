import { currentUsername } from '@/api/tokens'

/**
 * Column widths persist per user and list in localStorage. They are display preferences, not business
 * data, and hold nothing secret; order and visibility live in the URL so views can be shared.
 */
const key = (list: string) => `boc:col-widths:${currentUsername() ?? 'anonymous'}:${list}`

export function loadWidths(list: string): Record<string, number> {
  try {
    const raw = JSON.parse(localStorage.getItem(key(list)) ?? '{}') as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0),
    )
  } catch {
    return {}
  }
}

export function saveWidths(list: string, widths: Record<string, number>) {
  try {
    localStorage.setItem(key(list), JSON.stringify(widths))
  } catch {
    /* storage full or disabled: widths simply do not persist */
  }
}
