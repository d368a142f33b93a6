import { SseParser, type SseMessage } from '@/api/sse-parser'

/**
 * A client of GET /v1/events as the console is one: fetch with the bearer token (and Last-Event-ID when
 * reconnecting), the Server-Sent Events read as they arrive. `until` waits for a message (never for a time:
 * the test's own timeout bounds it).
 */
export class EventStream {
  readonly messages: SseMessage[] = []
  private waiters: (() => void)[] = []
  private ended = false

  private constructor(
    readonly status: number,
    private readonly controller: AbortController,
  ) {}

  static async open(base: string, token: string | undefined, lastEventId?: string): Promise<EventStream> {
    const controller = new AbortController()
    const headers: Record<string, string> = { accept: 'text/event-stream' }
    if (token) headers.authorization = `Bearer ${token}`
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
    const r = await fetch(`${base}/v1/events`, { headers, signal: controller.signal })
    const stream = new EventStream(r.status, controller)
    if (r.ok && r.body) void stream.read(r.body)
    else {
      stream.body = await r.text()
      stream.ended = true
    }
    return stream
  }

  /** The answer's body when it was not a stream. */
  body = ''

  private async read(body: ReadableStream<Uint8Array>) {
    const parser = new SseParser()
    const decoder = new TextDecoder()
    const reader = body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        this.messages.push(...parser.push(decoder.decode(value, { stream: true })))
        for (const w of this.waiters.splice(0)) w()
      }
    } catch {
      // closed by us
    }
    this.ended = true
    for (const w of this.waiters.splice(0)) w()
  }

  /** The first message (from `from` on) that `match` accepts, once it has arrived. */
  async until(match: (m: SseMessage) => boolean, from = 0): Promise<SseMessage> {
    for (;;) {
      const found = this.messages.slice(from).find(match)
      if (found) return found
      if (this.ended) throw new Error(`the stream ended without it: ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  /** The change events received, parsed. */
  changes(): {
    id: number
    entity: string
    recordId: number | null
    kind: string
    version: number | null
    who: string
  }[] {
    return this.messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data))
  }

  close() {
    this.controller.abort()
  }
}

/** Whether a message is the change event of this record. */
export const changeOf = (entity: string, id: number) => (m: SseMessage) =>
  m.event === 'change' &&
  (JSON.parse(m.data) as { entity: string; recordId: number }).entity === entity &&
  (JSON.parse(m.data) as { recordId: number }).recordId === id
