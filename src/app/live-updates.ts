import type { QueryClient } from '@tanstack/react-query'
import type { LiveEvent } from '@/api/live-events'
import { afterFirstScreen } from '@/ui/first-screen'

/** Events arriving this close together are applied as one batch (a bulk write elsewhere reads each list once). */
const COALESCE_MS = 150

/**
 * Keeps what the console shows current with writes made elsewhere (issue 28): one event stream for the page,
 * whose events freshen the cache as the console's own writes do (api/live-changes.ts). Returns cleanup.
 */
export function wireLiveUpdates(queryClient: QueryClient): () => void {
  let pending: LiveEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const batch = pending
    pending = []
    // What a change makes stale (after-write, with the dashboard's schema) loads with the first change, not
    // with the console: it would put zod in the start-up chunk. Batches still apply in order.
    void import('@/api/live-changes').then((m) => m.applyLiveEvents(queryClient, batch))
  }
  // Opened once the first screen is shown, not beside its code and rows, and its code loaded then (issue 31).
  let stop = () => {}
  let stopped = false
  const cancelWait = afterFirstScreen(() => {
    void import('@/api/live-events').then(
      ({ connectLiveEvents }) => {
        if (stopped) return
        stop = connectLiveEvents({
          onChange: (events) => {
            pending.push(...events)
            timer ??= setTimeout(flush, COALESCE_MS)
          },
          // Events were missed beyond what the server keeps: everything shown is read again.
          onReset: () => void queryClient.invalidateQueries(),
        })
      },
      () => undefined,
    )
  })
  return () => {
    stopped = true
    cancelWait()
    stop()
    clearTimeout(timer)
  }
}
