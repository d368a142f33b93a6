import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  afterStartupWork,
  idleAfterFirstScreen,
  markFirstScreenShown,
  resetFirstScreenForTests,
} from './first-screen'

beforeEach(() => {
  resetFirstScreenForTests()
  // No requestIdleCallback here: an idle period is 3 s (the Safari fallback).
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('after the start-up work', () => {
  it('waits for the first screen, then for the idle work queued with it to settle, even when asked first', async () => {
    const registered = vi.fn()
    afterStartupWork(registered)
    let finish = () => {}
    const preload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    idleAfterFirstScreen(preload)

    await vi.advanceTimersByTimeAsync(10_000)
    expect(preload).not.toHaveBeenCalled() // nothing before the first screen
    markFirstScreenShown()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(preload).toHaveBeenCalled()
    expect(registered).not.toHaveBeenCalled() // the preload is still downloading
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(registered).toHaveBeenCalledTimes(1)
  })

  it('is not held up by idle work that failed, and can be cancelled', async () => {
    const registered = vi.fn()
    const cancelled = vi.fn()
    afterStartupWork(registered)
    afterStartupWork(cancelled)()
    idleAfterFirstScreen(() => Promise.reject(new Error('offline')))
    markFirstScreenShown()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(registered).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
