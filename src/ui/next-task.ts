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
