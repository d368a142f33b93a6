import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissToast,
  ERROR_TOAST_MS,
  getToasts,
  holdToast,
  MAX_TOASTS,
  pressLatestToastAction,
  resumeToast,
  showToast,
} from './toast-store'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  getToasts().forEach((t) => dismissToast(t.id))
  vi.useRealTimers()
})

describe('toast store', () => {
  it('keeps error toasts 5000 ms (spec section 9)', () => {
    showToast({ tone: 'error', message: 'boom' })
    vi.advanceTimersByTime(ERROR_TOAST_MS - 1)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('holds a toast while hovered or focused, then gives it its full time again', () => {
    const id = showToast({ tone: 'error', message: 'boom' })
    holdToast(id)
    vi.advanceTimersByTime(60_000)
    expect(getToasts()).toHaveLength(1)
    resumeToast(id)
    vi.advanceTimersByTime(ERROR_TOAST_MS)
    expect(getToasts()).toHaveLength(0)
  })

  it('stacks at most MAX_TOASTS, dropping the oldest, and shows a repeated message once', () => {
    for (let i = 0; i < MAX_TOASTS + 2; i++) showToast({ tone: 'info', message: `m${i}` })
    expect(getToasts().map((t) => t.message)).toEqual(['m2', 'm3', 'm4', 'm5'])
    showToast({ tone: 'info', message: 'm5' })
    expect(getToasts()).toHaveLength(MAX_TOASTS)
  })

  it('runs the newest action once and closes its toast (the Undo shortcut); never merges two actions', () => {
    const run = vi.fn()
    const other = vi.fn()
    showToast({ tone: 'success', message: 'Saved.', action: { label: 'Undo', run: other } })
    showToast({ tone: 'success', message: 'Saved.', action: { label: 'Undo', run } })
    expect(getToasts()).toHaveLength(2)
    expect(pressLatestToastAction()).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()
    expect(getToasts()).toHaveLength(1)
    expect(pressLatestToastAction()).toBe(true)
    expect(pressLatestToastAction()).toBe(false)
  })
})
