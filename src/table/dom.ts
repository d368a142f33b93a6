/** Small DOM helpers of the grid. */

/** Keeps the focused column visible when moving left/right (rows are handled by the virtualizer). */
export function scrollCellIntoView(el: HTMLElement | null, cols: readonly { width: number }[], col: number) {
  if (!el) return
  const left = cols.slice(0, col).reduce((w, c) => w + c.width, 0)
  const right = left + (cols[col]?.width ?? 0)
  if (left < el.scrollLeft) el.scrollLeft = left
  else if (right > el.scrollLeft + el.clientWidth) el.scrollLeft = right - el.clientWidth
}

/** Clipboard write, with the selection-based fallback for browsers that refuse the async API. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    const active = document.activeElement as HTMLElement | null
    document.body.append(area)
    area.select()
    document.execCommand('copy')
    area.remove()
    active?.focus()
  }
}
