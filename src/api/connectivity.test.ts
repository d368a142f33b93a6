import { describe, expect, it, vi } from 'vitest'
import { Connectivity, HEARTBEAT_MS, PROBE_BACKOFF_MS, PROBE_TIMEOUT_MS } from './connectivity'

/** A Connectivity on fake timers whose probe answers what the test says. */
function setup() {
  vi.useFakeTimers()
  const state = { serverUp: true, probes: 0 }
  const c = new Connectivity({
    probe: async () => {
      state.probes += 1
      if (state.serverUp) return true
      await new Promise((r) => setTimeout(r, PROBE_TIMEOUT_MS))
      return false
    },
    browserOnline: () => true,
    visible: () => true,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  })
  return { c, state }
}

describe('connectivity', () => {
  it('an idle page learns within a heartbeat and a probe timeout that the server stopped answering', async () => {
    const { c, state } = setup()
    const changes = vi.fn()
    c.subscribe(changes)
    c.start()
    await vi.advanceTimersByTimeAsync(1)
    expect(c.online()).toBe(true)
    state.serverUp = false
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PROBE_TIMEOUT_MS)
    expect(c.online()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(1)
    c.stop()
    vi.useRealTimers()
  })

  it('probes with backoff while unreachable and recovers by itself, telling the recover listeners', async () => {
    const { c, state } = setup()
    const recovered = vi.fn()
    c.onRecover(recovered)
    c.start()
    state.serverUp = false
    c.reportUnreachable()
    const before = state.probes
    // Backoff: the gaps between probes grow (1 s, 2 s, 4 s …), each probe waiting out its timeout.
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[0] + PROBE_TIMEOUT_MS)
    expect(state.probes).toBe(before + 1)
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[1] - 1)
    expect(state.probes).toBe(before + 1)
    await vi.advanceTimersByTimeAsync(1 + PROBE_TIMEOUT_MS)
    expect(state.probes).toBe(before + 2)
    expect(recovered).not.toHaveBeenCalled()
    state.serverUp = true
    await vi.advanceTimersByTimeAsync(PROBE_BACKOFF_MS[2] + 1)
    expect(c.online()).toBe(true)
    expect(recovered).toHaveBeenCalledTimes(1)
    c.stop()
    vi.useRealTimers()
  })

  it('aborts the reads in flight when the server is lost', () => {
    const { c } = setup()
    const read = new AbortController()
    c.track(read)
    c.reportUnreachable()
    expect(read.signal.aborted).toBe(true)
    vi.useRealTimers()
  })

  it('probes only when the server has not answered within a heartbeat: traffic proves it is there', async () => {
    const { c, state } = setup()
    c.reportAnswer() // the boot script's reads, answered before the console starts
    c.start()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 2)
    c.reportAnswer()
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1)
    expect(state.probes).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.probes).toBe(1) // a heartbeat after the last answer
    state.serverUp = false
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS + PROBE_TIMEOUT_MS)
    expect(c.online()).toBe(false)
    c.stop()
    vi.useRealTimers()
  })

  it('a start without an answer yet probes at once (a reload against a stalled server learns of it)', async () => {
    const { c, state } = setup()
    state.serverUp = false
    c.start()
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 1)
    expect(c.online()).toBe(false)
    c.stop()
    vi.useRealTimers()
  })
})
