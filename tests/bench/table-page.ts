/**
 * In-page probes for the table benchmark. Kept as source strings so the browser runs them exactly as
 * written (no transpiler helpers leak into page.evaluate).
 */

/** Scrolls the grid at `speed` px/s for `seconds`: rAF deltas, long tasks, most DOM nodes seen in the grid. */
export const SCROLL_PROBE = `async ({ speed, seconds }) => {
  const el = document.querySelector('[role=grid]')
  const longTasks = []
  const po = new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration)))
  po.observe({ type: 'longtask' })
  const deltas = []
  let maxNodes = el.getElementsByTagName('*').length
  let frame = 0
  el.scrollTop = 0
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  await new Promise((resolve) => {
    let start, prev
    const step = (t) => {
      if (start === undefined) start = prev = t
      else { deltas.push(t - prev); prev = t }
      const elapsed = (t - start) / 1000
      el.scrollTop = speed * elapsed
      if (++frame % 15 === 0) maxNodes = Math.max(maxNodes, el.getElementsByTagName('*').length)
      if (elapsed < seconds) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })
  await new Promise((r) => setTimeout(r, 100))
  po.disconnect()
  return { deltas, longTasks, maxNodes, distance: el.scrollTop }
}`

/** Installs keydown→next-paint timing and an Event Timing observer (entries ≥ 16 ms). */
export const KEY_PROBE_INSTALL = `() => {
  window.__keyLatency = []
  window.__eventTiming = []
  document.addEventListener('keydown', (e) => {
    const t0 = e.timeStamp
    requestAnimationFrame(() => setTimeout(() => window.__keyLatency.push(performance.now() - t0), 0))
  }, true)
  new PerformanceObserver((l) => l.getEntries().forEach((e) => {
    if (e.name === 'keydown') window.__eventTiming.push(e.duration)
  })).observe({ type: 'event', durationThreshold: 16 })
}`

export const KEY_PROBE_READ = `() => ({ latency: window.__keyLatency, eventTiming: window.__eventTiming })`

/**
 * Arms a timer: from the next End keydown to the first frame showing real data in row `rowIndex`, and to the
 * moment the list request that jump needed was sent (`startTime` of its resource timing entry; -1 when the
 * jump needed none, its block being cached).
 */
export const JUMP_PROBE_ARM = `(rowIndex) => {
  performance.clearResourceTimings()
  window.__jump = new Promise((resolve) => {
    document.addEventListener('keydown', function onKey(e) {
      if (e.key !== 'End') return // Mod+End: the modifier's own keydown comes first
      document.removeEventListener('keydown', onKey, true)
      const t0 = e.timeStamp
      const check = () => {
        const r = document.querySelector('[role=row][aria-rowindex="' + rowIndex + '"]')
        if (!r || r.hasAttribute('data-placeholder')) return requestAnimationFrame(check)
        const shown = performance.now() - t0
        const sent = performance
          .getEntriesByType('resource')
          .filter((x) => x.name.includes('/v1/') && x.startTime >= t0)
          .map((x) => x.startTime - t0)
        resolve({ shown, request: sent.length ? Math.min(...sent) : -1 })
      }
      requestAnimationFrame(check)
    }, true)
  })
}`

export const JUMP_PROBE_READ = `() => window.__jump`

/** One full pass over the list: 100 evenly spaced positions, two frames each. */
export const PASS_PROBE = `async () => {
  const el = document.querySelector('[role=grid]')
  const max = el.scrollHeight - el.clientHeight
  for (let i = 0; i <= 100; i++) {
    el.scrollTop = (max * i) / 100
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  }
  el.scrollTop = 0
  await new Promise((r) => setTimeout(r, 300))
}`
