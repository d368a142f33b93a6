import type { Browser, Page } from 'playwright-core'

/**
 * Main-thread CPU time of the page's tasks from a Chrome trace. Wall-clock frame times depend on what else
 * the machine runs; thread time (`tdur`) counts only the time the renderer's main thread actually ran, so
 * it shows the work the table itself causes, even on a loaded machine.
 */
export interface TaskCpu {
  tasks: number
  /** Thread time of the slowest task, ms. */
  max: number
  p95: number
  /** Tasks whose own CPU time is ≥ 50 ms. */
  long: number
  /** Share of the wall-clock window the main thread was busy. */
  busy: number
}

interface TraceEvent {
  name: string
  ph: string
  tid: number
  pid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

export async function traceTasks(
  browser: Browser,
  page: Page,
  work: () => Promise<unknown>,
): Promise<TaskCpu> {
  await browser.startTracing(page, {
    categories: ['__metadata', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  })
  const t0 = Date.now()
  await work()
  const wall = (Date.now() - t0) * 1000
  const buf = await browser.stopTracing()
  const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const cpu = traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000)
    .sort((a, b) => a - b)
  const sum = cpu.reduce((a, b) => a + b, 0)
  return {
    tasks: cpu.length,
    max: cpu.at(-1) ?? 0,
    p95: cpu[Math.max(0, Math.ceil(cpu.length * 0.95) - 1)] ?? 0,
    long: cpu.filter((d) => d >= 50).length,
    busy: wall ? (sum * 1000) / wall : 0,
  }
}
