import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterLargestPaint } from './next-task'

/** A browser's largest-paint reports, delivered by `report`. */
let report: (startTimes: number[]) => void = () => {}
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint']
  constructor(private onEntries: (list: { getEntries: () => { startTime: number }[] }) => void) {
    report = (times) => this.onEntries({ getEntries: () => times.map((startTime) => ({ startTime })) })
  }
  observe() {}
  disconnect() {
    report = () => {}
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('PerformanceObserver', FakeObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('after the largest paint', () => {
  it('waits for a largest paint presented since the content was committed, not an earlier one', () => {
    const fn = vi.fn()
    afterLargestPaint(500, fn, 1000)
    report([120, 480])
    expect(fn).not.toHaveBeenCalled()
    report([530])
    expect(fn).toHaveBeenCalledTimes(1)
    report([600])
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('goes after its longest wait when no report comes, and at once where there are none', () => {
    const fn = vi.fn()
    afterLargestPaint(500, fn, 1000)
    vi.advanceTimersByTime(999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)

    vi.stubGlobal('PerformanceObserver', undefined)
    const now = vi.fn()
    afterLargestPaint(500, now, 1000)
    expect(now).toHaveBeenCalledTimes(1)
  })
})
