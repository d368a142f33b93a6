import type { QueryClient } from '@tanstack/react-query'
import { applyLiveEvents } from '@/api/live-changes'
import { connectLiveEvents, type LiveEvent } from '@/api/live-events'

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
    void applyLiveEvents(queryClient, batch)
  }
  const stop = connectLiveEvents({
    onChange: (events) => {
      pending.push(...events)
      timer ??= setTimeout(flush, COALESCE_MS)
    },
    // Events were missed beyond what the server keeps: everything shown is read again.
    onReset: () => void queryClient.invalidateQueries(),
  })
  return () => {
    stop()
    clearTimeout(timer)
  }
}
