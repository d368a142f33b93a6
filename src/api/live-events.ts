import { buildRequestInit } from './request-init'
import { runtimeConfig } from './runtime-config'
import { getIdToken, getToken, onTokensStored } from './tokens'
import { connectivity } from './connectivity'
import { SseParser } from './sse-parser'

/** A committed write somewhere, as GET /v1/events sends it (server/live/change-events.ts). */
export interface LiveEvent {
  id: number
  entity: string
  recordId: number | null
  kind: 'create' | 'update' | 'delete' | 'changed'
  version: number | null
  who: string
}

export interface LiveHandlers {
  /** Events of writes, in the order the server sent them. */
  onChange: (events: LiveEvent[]) => void
  /** Some events were missed and are no longer kept: read everything shown again. */
  onReset: () => void
}

/** The server sends a comment every 20 s; this long without a byte, the stream is taken for stalled. */
const STALL_MS = 50_000
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const
/** While signed out or offline, how often to look again (no request is made meanwhile). */
const IDLE_CHECK_MS = 5_000

/**
 * The console's one subscription to GET /v1/events (one per page: the kept-alive tabs share it). Uses fetch,
 * not EventSource, because the API takes its token in the Authorization header, which EventSource cannot
 * send. Reconnects with Last-Event-ID after a drop or a stall, with backoff; waits while signed out or while the
 * server is unreachable (connectivity.ts then refreshes the screen when it is back). Returns stop.
 */
export function connectLiveEvents(handlers: LiveHandlers): () => void {
  let stopped = false
  let lastEventId: string | undefined
  let controller: AbortController | undefined
  let wakeUp: (() => void) | undefined
  const offConnectivity = connectivity.subscribe(() => {
    if (!connectivity.online()) controller?.abort()
    wakeUp?.()
  })
  // Signed in while waiting: connect now, not at the next idle check (a change made meanwhile would be missed).
  const offSignIn = onTokensStored(() => wakeUp?.())
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = undefined
        resolve()
      }
      wakeUp = done
    })

  const readStream = async (): Promise<boolean> => {
    controller = new AbortController()
    const abort = controller
    const headers: Record<string, string> = { accept: 'text/event-stream' }
    if (lastEventId) headers['Last-Event-ID'] = lastEventId
    const token = getToken()
    const { url, init } = buildRequestInit('/v1/events', { headers }, runtimeConfig(), {
      token,
      idToken: getIdToken(),
    })
    let stall: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => abort.abort(), STALL_MS)
    }
    let ready = false
    try {
      watch()
      const res = await fetch(url, {
        headers: init.headers,
        credentials: init.credentials,
        cache: 'no-store',
        signal: abort.signal,
      })
      if (!res.ok || !res.body) return false
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
      const parser = new SseParser()
      for (;;) {
        const { done, value } = await reader.read()
        // Signed out, or in as someone else: this stream was theirs.
        if (done || getToken() !== token) break
        watch()
        const changes: LiveEvent[] = []
        for (const m of parser.push(value)) {
          if (m.id) lastEventId = m.id
          if (m.event === 'change') changes.push(JSON.parse(m.data) as LiveEvent)
          else if (m.event === 'reset') handlers.onReset()
          else if (m.event === 'ready') ready = true
        }
        if (changes.length) handlers.onChange(changes)
      }
    } catch {
      // Dropped, stalled or stopped: the loop decides.
    } finally {
      clearTimeout(stall)
      abort.abort()
    }
    return ready
  }

  void (async () => {
    let attempt = 0
    while (!stopped) {
      if (!getToken() || !connectivity.online()) {
        await pause(IDLE_CHECK_MS)
        continue
      }
      const wasReady = await readStream()
      if (stopped) break
      // A stream that got going and then ended (the server ends each after a while) reconnects at once.
      attempt = wasReady ? 0 : attempt + 1
      if (attempt) await pause(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1]!)
    }
  })()

  return () => {
    stopped = true
    offConnectivity()
    offSignIn()
    controller?.abort()
    wakeUp?.()
  }
}
