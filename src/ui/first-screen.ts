import { useEffect, useState } from 'react'

let shown = false
const waiting = new Set<() => void>()
let drawn = false
const onDrawn = new Set<() => void>()

/**
 * What fills the page (a screen, an error page) calls this: its effect runs once React has committed it. The
 * router settles before the new screen's tree is committed (React renders it in a transition, in slices), so
 * "settled" alone let the live events and the worker's registration start before the list's rows were drawn.
 */
export function useContentDrawn() {
  useEffect(markContentDrawn, [])
}

export function markContentDrawn() {
  if (drawn) return
  drawn = true
  onDrawn.forEach((fn) => fn())
}

/** Whether a screen's content has been committed yet; `onChange` hears when it is. Returns what stops it. */
export function watchContentDrawn(onChange: () => void): { drawn: () => boolean; stop: () => void } {
  onDrawn.add(onChange)
  return { drawn: () => drawn, stop: () => void onDrawn.delete(onChange) }
}

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

/**
 * Runs `fn` when the browser is next idle after the first screen is shown (within 10 s of it; Safari, which has
 * no requestIdleCallback, after 3 s). Returns what cancels it.
 */
export function idleAfterFirstScreen(fn: () => void): () => void {
  let cancelIdle = () => {}
  const cancelWait = afterFirstScreen(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fn, 3000)
      cancelIdle = () => clearTimeout(timer)
    } else {
      const id = requestIdleCallback(fn, { timeout: 10_000 })
      cancelIdle = () => cancelIdleCallback(id)
    }
  })
  return () => {
    cancelWait()
    cancelIdle()
  }
}

/** Whether the first screen is shown yet (a list's neighbouring rows wait for it): a state that turns true. */
export function useFirstScreenShown(): boolean {
  const [isShown, setShown] = useState(shown)
  useEffect(() => afterFirstScreen(() => setShown(true)), [])
  return isShown
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
  drawn = false
  onDrawn.clear()
}
