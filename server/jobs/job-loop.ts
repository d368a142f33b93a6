import type { Db } from '../db/client'
import { releaseLeases, type LeaseHolder } from './lease'

/**
 * The loop behind each job runner: `tick` every `tickMs`, never two at once (a slow tick makes the next ones
 * wait); a tick that moved jobs calls `onWrite`, one that throws is logged under `name`. `stop` ends the loop,
 * waits for the tick under way and releases this process's leases on the jobs' `table`.
 */
export function startJobLoop(
  db: Db,
  opts: {
    name: string
    table: string
    tickMs: number
    lease: LeaseHolder
    /** Advances the jobs one step; how many it moved. */
    tick: () => Promise<number>
    onWrite?: () => void
    log?: (m: string) => void
  },
) {
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = opts
      .tick()
      .then((n) => void (n && opts.onWrite?.()))
      .catch((e: unknown) => opts.log?.(`${opts.name}: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (running = undefined))
  }, opts.tickMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
      await releaseLeases(db, opts.lease, opts.table)
    },
  }
}
