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

/** What the idle work of a start (code fetched ahead of use) still has in flight. */
const idleWork = new Set<Promise<unknown>>()

/**
 * Runs `fn` when the browser is next idle after the first screen is shown (within 10 s of it; Safari, which has
 * no requestIdleCallback, after 3 s). A promise it returns is start-up work that `afterStartupWork` waits for.
 * Returns what cancels it.
 */
export function idleAfterFirstScreen(fn: () => unknown): () => void {
  let cancelIdle = () => {}
  const run = () => {
    const work = fn()
    if (work instanceof Promise) {
      const settled = work.catch(() => undefined).finally(() => idleWork.delete(settled))
      idleWork.add(settled)
    }
  }
  const cancelWait = afterFirstScreen(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 3000)
      cancelIdle = () => clearTimeout(timer)
    } else {
      const id = requestIdleCallback(run, { timeout: 10_000 })
      cancelIdle = () => cancelIdleCallback(id)
    }
  })
  return () => {
    cancelWait()
    cancelIdle()
  }
}

/**
 * Runs `fn` once the start is over: the first screen shown, then the idle work queued with it (code fetched
 * ahead of use) run and settled. What is heavy for the network but not for the user (the service worker's
 * install, which downloads the whole precache) waits for it, instead of slowing those downloads down (issue 31).
 * Returns what cancels it.
 */
export function afterStartupWork(fn: () => void): () => void {
  let cancelled = false
  let cancelNext = () => {}
  // An idle period after the first one: idle callbacks run in the order they were asked for, so every idle task
  // queued with the first screen has started by then.
  const cancelFirst = idleAfterFirstScreen(() => {
    cancelNext = idleAfterFirstScreen(
      () =>
        void Promise.allSettled([...idleWork]).then(() => {
          if (!cancelled) fn()
        }),
    )
  })
  return () => {
    cancelled = true
    cancelFirst()
    cancelNext()
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
  idleWork.clear()
  drawn = false
  onDrawn.clear()
}
