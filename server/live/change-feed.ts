import type { Db } from '../db/client'
import { writeWatchOf } from '../db/write-watch'
import { eventOfPayload, eventsAfter, latestEventId, pruneEvents, type ChangeEvent } from './change-events'

type Listener = (event: ChangeEvent) => void

/** How often the kept events are pruned (by every process: the delete is idempotent). */
const PRUNE_EVERY_MS = 10 * 60_000

/**
 * This process's ear for committed writes, whichever process made them: on PostgreSQL a connection of its own
 * LISTENs on the schema's channel (the change_events trigger NOTIFYs at commit, in commit order, to every
 * process); on the embedded database, which this process alone writes, the write watch says when
 * change_events was written and the new rows are read. Open event streams (events-route.ts) subscribe here.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>()
  private readonly closers: (() => Promise<void> | void)[] = []
  /** The newest event heard (PGlite: read), so a catch-up reads only what came after. */
  private lastId = 0
  private reading: Promise<void> | undefined
  private readAgain = false

  constructor(private readonly db: Db) {}

  /** Starts listening; `databaseUrl` for PostgreSQL. */
  async start(databaseUrl: string | undefined, log?: (m: string) => void): Promise<void> {
    this.lastId = await latestEventId(this.db)
    if (databaseUrl) await this.listenOnPostgres(databaseUrl, log)
    else writeWatchOf(this.db)?.on(['change_events'], () => void this.catchUp())
    const prune = setInterval(() => void pruneEvents(this.db).catch(() => {}), PRUNE_EVERY_MS)
    prune.unref()
    this.closers.push(() => clearInterval(prune))
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn)
    return () => void this.listeners.delete(fn)
  }

  /** Every open stream is told to end (a stopping server waits for none of them). */
  async close(): Promise<void> {
    for (const close of this.closers.splice(0)) await close()
  }

  onClose(fn: () => void): () => void {
    this.closers.push(fn)
    return () => {
      const at = this.closers.indexOf(fn)
      if (at >= 0) this.closers.splice(at, 1)
    }
  }

  private emit(event: ChangeEvent) {
    if (event.id > this.lastId) this.lastId = event.id
    for (const fn of this.listeners) fn(event)
  }

  /** Reads the events after the last one heard and emits them; calls while reading coalesce into one more read. */
  private catchUp(): Promise<void> {
    if (this.reading) {
      this.readAgain = true
      return this.reading
    }
    this.reading = (async () => {
      do {
        this.readAgain = false
        const events = await eventsAfter(this.db, this.lastId).catch(() => [] as ChangeEvent[])
        if (events === 'reset') {
          this.lastId = await latestEventId(this.db)
          continue
        }
        for (const e of events) this.emit(e)
      } while (this.readAgain)
    })().finally(() => (this.reading = undefined))
    return this.reading
  }

  private async listenOnPostgres(url: string, log?: (m: string) => void) {
    const { default: pg } = await import('pg')
    let client: InstanceType<typeof pg.Client> | undefined
    let closed = false
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url })
      c.on('error', () => undefined)
      c.on('notification', (n) => {
        const event = eventOfPayload(n.payload)
        if (event) this.emit(event)
      })
      c.on('end', () => {
        if (closed) return
        log?.('change feed: the listening connection ended; reconnecting')
        setTimeout(() => void reconnect(), 1000).unref()
      })
      await c.connect()
      const { rows } = await c.query<{ channel: string }>(
        `select left('boc_changes_' || current_schema(), 63) as channel`,
      )
      await c.query(`listen "${rows[0]!.channel.replace(/"/g, '""')}"`)
      client = c
    }
    const reconnect = async () => {
      if (closed) return
      try {
        await connect()
        // What was committed while no one listened.
        await this.catchUp()
      } catch {
        setTimeout(() => void reconnect(), 2000).unref()
      }
    }
    await connect()
    this.closers.push(async () => {
      closed = true
      await client?.end().catch(() => undefined)
    })
  }
}
