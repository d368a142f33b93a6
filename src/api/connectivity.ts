/**
 * Whether the console can reach its server, not only whether the browser says it is online. A request that
 * fails without an answer or outlives its bound marks the server unreachable; so does a failed heartbeat probe
 * (a stopped server accepts connections and never answers, so an idle page learns of it too). While
 * unreachable, reads fail at once (they fall back to the device's copy), in-flight reads are cut short, and a
 * probe runs with backoff until the server answers again; then the listeners of `onRecover` refresh the screen.
 */

/** How long a read may take before it gives up and the cached copy serves. */
export const READ_TIMEOUT_MS = 12_000
/** A probe that gets no answer within this is a failure. */
export const PROBE_TIMEOUT_MS = 3_000
/** While reachable, the server is probed this often (only when the page is visible). */
export const HEARTBEAT_MS = 5_000
/** Backoff between probes while unreachable. */
export const PROBE_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 10_000] as const

export interface ConnectivityDeps {
  /** Resolves true when the server answered at all (any status), false when not within the bound. */
  probe: () => Promise<boolean>
  browserOnline: () => boolean
  visible: () => boolean
  setTimer: (fn: () => void, ms: number) => unknown
  clearTimer: (handle: unknown) => void
}

export class Connectivity {
  private reachable = true
  private readonly listeners = new Set<() => void>()
  private readonly recoverListeners = new Set<() => void>()
  private readonly inFlight = new Set<AbortController>()
  private timer: unknown
  private attempt = 0
  private running = false
  private probing = false
  private lastAnswerAt = -Infinity

  constructor(private readonly deps: ConnectivityDeps) {}

  /** Browser online and server answering: what write controls and the banner read. */
  online = () => this.deps.browserOnline() && this.reachable
  serverReachable = () => this.reachable

  subscribe = (fn: () => void) => {
    this.listeners.add(fn)
    return () => void this.listeners.delete(fn)
  }

  /** Called after the server comes back (not at start). */
  onRecover(fn: () => void) {
    this.recoverListeners.add(fn)
    return () => void this.recoverListeners.delete(fn)
  }

  /** Any answer from the server (even an error status) proves it reachable. */
  reportAnswer() {
    this.lastAnswerAt = Date.now()
    if (!this.reachable) this.setReachable(true)
  }

  /** No answer (network error, timeout, gateway error): switch to offline mode and start probing. */
  reportUnreachable() {
    if (this.reachable) this.setReachable(false)
  }

  /** A read registers its abort controller so that losing the server cuts it short. */
  track(controller: AbortController) {
    this.inFlight.add(controller)
    return () => void this.inFlight.delete(controller)
  }

  /**
   * Starts the heartbeat, with a probe at once unless the server has just answered (so a reload against a stalled
   * server learns of it quickly).
   */
  start() {
    if (this.running) return () => this.stop()
    this.running = true
    this.schedule(0)
    return () => this.stop()
  }

  stop() {
    this.running = false
    this.deps.clearTimer(this.timer)
    this.timer = undefined
  }

  /** Probe now (the browser's `online` event, a user's retry). */
  checkNow() {
    if (!this.running) return
    this.schedule(0)
  }

  private setReachable(value: boolean) {
    this.reachable = value
    this.attempt = 0
    if (!value) for (const c of this.inFlight) c.abort(new Error('server unreachable'))
    for (const fn of [...this.listeners]) fn()
    if (value) for (const fn of [...this.recoverListeners]) fn()
    if (this.running) this.schedule(value ? HEARTBEAT_MS : PROBE_BACKOFF_MS[0])
  }

  private schedule(ms: number) {
    this.deps.clearTimer(this.timer)
    this.timer = this.deps.setTimer(() => void this.tick(), ms)
  }

  private async tick() {
    if (!this.running || this.probing) return
    const skip = this.reachable && !this.deps.visible()
    if (skip || !this.deps.browserOnline()) {
      this.schedule(this.reachable ? HEARTBEAT_MS : PROBE_BACKOFF_MS[0])
      return
    }
    // A server that answered within the last heartbeat needs no probe: the traffic proves it is there (a start's
    // first probe, after the boot script's reads, would share the line with the first screen: issue 31).
    const quietFor = Date.now() - this.lastAnswerAt
    if (this.reachable && quietFor < HEARTBEAT_MS) {
      this.schedule(HEARTBEAT_MS - quietFor)
      return
    }
    this.probing = true
    let ok = false
    try {
      ok = await this.deps.probe()
    } catch {
      ok = false
    } finally {
      this.probing = false
    }
    if (!this.running) return
    if (ok !== this.reachable) {
      this.setReachable(ok)
      return
    }
    if (ok) this.schedule(HEARTBEAT_MS)
    else {
      this.attempt += 1
      this.schedule(PROBE_BACKOFF_MS[Math.min(this.attempt, PROBE_BACKOFF_MS.length - 1)] ?? 10_000)
    }
  }
}

/** Any HTTP answer from the host counts (no-cors: an opaque answer still proves the server is there). */
async function probeServer(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return true
  } catch {
    return false
  }
}

let probeUrl = '/healthz'
/** The URL the probe asks (the product API host's health check). */
export function setProbeUrl(url: string) {
  probeUrl = url
}

export const connectivity = new Connectivity({
  probe: () => probeServer(probeUrl),
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
})
