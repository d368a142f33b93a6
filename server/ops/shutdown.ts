import type { Server } from 'node:http'
import type { Db } from '../db/client'
import type { Operations } from './operations'

/**
 * On SIGTERM (or SIGINT): stop accepting connections, let requests in flight finish (their transactions
 * commit or roll back as they would), stop the job runner (its tick finishes, its leases are released), close
 * the database pool, exit 0. Whatever is still running after `boundMs` is cut off: the process exits 1, and
 * PostgreSQL rolls back any transaction whose connection went with it.
 */
export function stopOnSignals(server: Server, db: Db, ops: Operations, boundMs: number) {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    ops.logger.info({ signal, boundMs }, 'stopping: finishing requests in flight')
    setTimeout(() => {
      ops.logger.error({ boundMs }, 'requests still running at the shutdown bound: exiting without them')
      process.exit(1)
    }, boundMs)
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Kept-alive connections that finish their request are closed as soon as they go idle.
    const idle = setInterval(() => server.closeIdleConnections(), 50)
    server.closeIdleConnections()
    void (async () => {
      await ops.lifecycle.stop((e) => ops.logger.error({ err: e }, 'a stop step failed'))
      await closed
      clearInterval(idle)
      await db.close()
      ops.logger.info('stopped')
      process.exit(0)
    })()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
