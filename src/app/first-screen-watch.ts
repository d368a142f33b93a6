import type { QueryClient } from '@tanstack/react-query'
import { markFirstScreenShown, watchContentDrawn } from '@/ui/first-screen'
import { afterLargestPaint, afterNextPaint } from '@/ui/next-task'

/** A start that never settles (a server that stalls) lets what waits for its first screen go after this. */
export const FIRST_SCREEN_MAX_MS = 10_000
/** How long the screen's largest paint is waited for once two frames are painted (it may have come before). */
const LARGEST_PAINT_MAX_MS = 1000

interface RouterLike {
  state: { status: string; isLoading: boolean }
  subscribe: (event: 'onResolved', fn: () => void) => () => void
}

/**
 * Marks the first screen shown (src/ui/first-screen.ts) once the router has settled on it, its content has been
 * committed (useContentDrawn), no read is in flight, two frames have been painted since, and the browser has
 * reported the largest paint presented since the content was committed; or after FIRST_SCREEN_MAX_MS, whichever
 * comes first. Returns what stops watching.
 */
export function watchFirstScreen(router: RouterLike, queryClient: QueryClient): () => void {
  let cancelPaint = () => {}
  let resolved = false
  // When the content was committed (0: before this watch began).
  let drawnAt = 0
  const content = watchContentDrawn(() => {
    drawnAt = performance.now()
    check()
  })
  const settled = () =>
    resolved &&
    content.drawn() &&
    router.state.status === 'idle' &&
    !router.state.isLoading &&
    queryClient.isFetching() === 0
  const check = () => {
    cancelPaint()
    if (!settled()) return void (cancelPaint = () => {})
    // Two frames: the first one's pixels reach the screen after its paint (the moment its largest text counts
    // as painted); what waits for the first screen must not come before that. On a busy machine the compositor
    // presents them later still: the largest paint's report says when (a request sent before it counted, in
    // Lighthouse's simulation, as one the screen waited for: issue 31).
    cancelPaint = afterNextPaint(() => {
      cancelPaint = afterNextPaint(() => {
        if (settled()) cancelPaint = afterLargestPaint(drawnAt, finish, LARGEST_PAINT_MAX_MS)
      })
    })
  }
  const offRouter = router.subscribe('onResolved', () => {
    resolved = true
    check()
  })
  const offQueries = queryClient.getQueryCache().subscribe(check)
  const timer = setTimeout(finish, FIRST_SCREEN_MAX_MS)
  function stop() {
    offRouter()
    offQueries()
    content.stop()
    clearTimeout(timer)
    cancelPaint()
  }
  function finish() {
    stop()
    markFirstScreenShown()
  }
  return stop
}
