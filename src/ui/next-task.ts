declare global {
  // Chromium's Prioritized Task Scheduling API (not yet in TypeScript's DOM types).
  var scheduler: { yield?: () => Promise<void> } | undefined
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between:
 * scheduler.yield() where there is one (it resumes before other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs `fn` once the browser has painted its next frame (a frame, then a task); returns what cancels it. */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Runs `fn` once the browser reports a largest paint presented at or after `since` (a performance.now() time):
 * the screen's pixels are on the glass, not only painted by the main thread (a busy compositor presents a frame
 * later than that). At once where the browser reports no largest paints; at most `maxMs` later where none comes
 * (the largest paint was earlier, or input has ended the reports). Returns what cancels it.
 */
export function afterLargestPaint(since: number, fn: () => void, maxMs: number): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    fn()
    return () => {}
  }
  let done = false
  const stop = () => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
  }
  const finish = () => {
    if (done) return
    stop()
    fn()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => e.startTime >= since)) finish()
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  const timer = setTimeout(finish, maxMs)
  return stop
}
