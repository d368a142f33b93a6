import type { QueryClient } from '@tanstack/react-query'
import { markFirstScreenShown, watchContentDrawn } from '@/ui/first-screen'
import { afterNextPaint } from '@/ui/next-task'

/** A start that never settles (a server that stalls) lets what waits for its first screen go after this. */
export const FIRST_SCREEN_MAX_MS = 10_000

interface RouterLike {
  state: { status: string; isLoading: boolean }
  subscribe: (event: 'onResolved', fn: () => void) => () => void
}

/**
 * Marks the first screen shown (src/ui/first-screen.ts) once the router has settled on it, its content has been
 * committed (useContentDrawn), no read is in flight, and two frames have been painted since; or after
 * FIRST_SCREEN_MAX_MS, whichever comes first. Returns what stops watching.
 */
export function watchFirstScreen(router: RouterLike, queryClient: QueryClient): () => void {
  let cancelPaint = () => {}
  let resolved = false
  const content = watchContentDrawn(() => check())
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
    // as painted); what waits for the first screen must not come before that.
    cancelPaint = afterNextPaint(() => {
      cancelPaint = afterNextPaint(() => settled() && finish())
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
