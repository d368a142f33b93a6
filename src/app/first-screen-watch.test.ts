import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { afterFirstScreen, markContentDrawn, resetFirstScreenForTests } from '@/ui/first-screen'
import { FIRST_SCREEN_MAX_MS, watchFirstScreen } from './first-screen-watch'

function fakeRouter() {
  const listeners = new Set<() => void>()
  return {
    state: { status: 'pending', isLoading: true },
    subscribe: (_: 'onResolved', fn: () => void) => {
      listeners.add(fn)
      return () => void listeners.delete(fn)
    },
    resolve() {
      this.state = { status: 'idle', isLoading: false }
      listeners.forEach((fn) => fn())
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => setTimeout(fn, 16))
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id))
  resetFirstScreenForTests()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('what waits for the first screen', () => {
  it('runs once the router has resolved, the screen is committed, no read is in flight and a frame painted', async () => {
    const router = fakeRouter()
    const queryClient = new QueryClient()
    const ran = vi.fn()
    afterFirstScreen(ran)
    watchFirstScreen(router, queryClient)
    await vi.advanceTimersByTimeAsync(100)
    expect(ran).not.toHaveBeenCalled() // the router has not settled on a screen yet

    let answer = (_: string) => {}
    void queryClient.fetchQuery({
      queryKey: ['rows'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    })
    router.resolve()
    await vi.advanceTimersByTimeAsync(100)
    expect(ran).not.toHaveBeenCalled() // the screen's rows are still being read

    answer('rows')
    await vi.advanceTimersByTimeAsync(100)
    // Settled, but React has not committed the screen yet (it renders the router's change in a transition).
    expect(ran).not.toHaveBeenCalled()

    markContentDrawn()
    await vi.advanceTimersByTimeAsync(100)
    expect(ran).toHaveBeenCalledTimes(1)
    const late = vi.fn()
    afterFirstScreen(late)
    expect(late).toHaveBeenCalledTimes(1) // shown already: at once
  })

  it('runs after a bound when the start never settles (a stalled server), and not when cancelled', async () => {
    const router = fakeRouter()
    const ran = vi.fn()
    const cancelled = vi.fn()
    afterFirstScreen(ran)
    afterFirstScreen(cancelled)()
    watchFirstScreen(router, new QueryClient())
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_MS - 1)
    expect(ran).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(ran).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
