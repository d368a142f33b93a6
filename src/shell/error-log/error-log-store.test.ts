import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectRuntimeErrors, errorLog, firstFrame } from './error-log-store'

class FakeWindow extends EventTarget {}

describe('error log', () => {
  afterEach(() => errorLog.clear())
  vi.stubGlobal('location', { href: 'http://localhost/orderCenter/orders' })

  it('collects window errors and unhandled rejections until stopped', () => {
    const win = new FakeWindow() as unknown as Window
    const stop = collectRuntimeErrors(win)
    const error = Object.assign(new Event('error'), {
      message: 'boom',
      filename: 'app.js',
      lineno: 3,
      colno: 7,
    })
    win.dispatchEvent(error)
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('nope') })
    win.dispatchEvent(rejection)
    expect(errorLog.get().map((e) => [e.message, e.url])).toEqual([
      ['boom', 'http://localhost/orderCenter/orders'],
      ['nope', 'http://localhost/orderCenter/orders'],
    ])
    expect(errorLog.get()[0]?.where).toBe('app.js:3:7')
    stop()
    win.dispatchEvent(error)
    expect(errorLog.get()).toHaveLength(2)
  })

  it('finds the first frame of a stack', () => {
    expect(firstFrame('Error: x\n    at Foo (a.js:1:2)\n    at Bar')).toBe('at Foo (a.js:1:2)')
  })
})
