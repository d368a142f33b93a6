import { describe, expect, it } from 'vitest'
import { SseParser } from './sse-parser'

describe('SseParser', () => {
  it('reads events split anywhere across chunks, skipping comments', () => {
    const p = new SseParser()
    const text = ': ping\n\nevent: change\nid: 7\ndata: {"a":1}\n\nevent: ready\r\nid: 8\r\ndata: {}\r\n\r\n'
    const out = [...text].flatMap((ch) => p.push(ch))
    expect(out).toEqual([
      { event: 'change', id: '7', data: '{"a":1}' },
      { event: 'ready', id: '8', data: '{}' },
    ])
  })

  it('joins data lines and keeps the last id for events without one', () => {
    const p = new SseParser()
    expect(p.push('id: 3\ndata: a\ndata: b\n\ndata: c\n\n')).toEqual([
      { event: 'message', id: '3', data: 'a\nb' },
      { event: 'message', id: '3', data: 'c' },
    ])
  })
})
