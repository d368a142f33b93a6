let shown = false
const waiting = new Set<() => void>()

/**
 * Runs `fn` once the console's first screen is shown (marked by the app: src/app/first-screen-watch.ts), at once
 * when it already is. What a start can do later (register the service worker, open the live events, fetch code
 * for offline use) waits for it instead of sharing the network and the main thread with that screen's code and
 * rows (issue 31). Returns what cancels it.
 */
export function afterFirstScreen(fn: () => void): () => void {
  if (shown) {
    fn()
    return () => {}
  }
  waiting.add(fn)
  return () => void waiting.delete(fn)
}

export function markFirstScreenShown() {
  if (shown) return
  shown = true
  const due = [...waiting]
  waiting.clear()
  due.forEach((fn) => fn())
}

/** Tests only: back to a page that has shown nothing yet. */
export function resetFirstScreenForTests() {
  shown = false
  waiting.clear()
}
