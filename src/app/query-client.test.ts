import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { connectivity, PROBE_TIMEOUT_MS } from '@/api/connectivity'
import { markFirstScreenShown, resetFirstScreenForTests } from '@/ui/first-screen'
import { wireConnectivity } from './query-client'

describe("the server's heartbeat at start", () => {
  let start: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('__BUILD_ID__', 'test')
    resetFirstScreenForTests()
    start = vi.spyOn(connectivity, 'start').mockReturnValue(() => {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('starts once the first screen is shown, not beside its reads', () => {
    const stop = wireConnectivity(new QueryClient())
    expect(start).not.toHaveBeenCalled()
    markFirstScreenShown()
    expect(start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PROBE_TIMEOUT_MS)
    expect(start).toHaveBeenCalledTimes(1)
    stop()
  })

  it('starts all the same when no screen is shown (a stalled server)', () => {
    const stop = wireConnectivity(new QueryClient())
    vi.advanceTimersByTime(PROBE_TIMEOUT_MS - 1)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
    stop()
  })
})
