/** One Server-Sent Event as read off the wire. */
export interface SseMessage {
  event: string
  id?: string
  data: string
}

/**
 * Reads Server-Sent Events from text chunks as they arrive (the event stream format of the HTML standard:
 * fields per line, a blank line ends an event, `:` lines are comments).
 */
export class SseParser {
  private buffer = ''
  private event = ''
  private id: string | undefined
  private data: string[] = []

  /** The last chunk ended in CR: a LF starting the next one belongs to that line end. */
  private afterCr = false

  push(chunk: string): SseMessage[] {
    if (this.afterCr && chunk.startsWith('\n')) chunk = chunk.slice(1)
    this.afterCr = chunk.endsWith('\r')
    this.buffer += chunk
    const out: SseMessage[] = []
    const lines = this.buffer.split(/\r\n|\r|\n/)
    this.buffer = lines.pop() ?? ''
    for (const line of lines) {
      if (line === '') {
        if (this.data.length || this.event)
          out.push({ event: this.event || 'message', id: this.id, data: this.data.join('\n') })
        this.event = ''
        this.data = []
        continue
      }
      if (line.startsWith(':')) continue
      const at = line.indexOf(':')
      const field = at < 0 ? line : line.slice(0, at)
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '')
      if (field === 'event') this.event = value
      else if (field === 'data') this.data.push(value)
      else if (field === 'id' && !value.includes('\0')) this.id = value
    }
    return out
  }
}
