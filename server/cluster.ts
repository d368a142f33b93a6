import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { ConfigError, loadConfig } from './config'
import { openDb } from './db/client'
import { prepareDatabase } from './db/prepare'
import { createLogger } from './ops/logger'

/**
 * `npm run start:cluster`: WORKERS identical server processes (default: one per CPU) on one port, against
 * DATABASE_URL. node:cluster's primary accepts connections and hands them to the workers in turn; each worker
 * is the ordinary server (server/index.ts). The primary prepares the database once (migrations, seed,
 * indexes) before forking, restarts a worker that dies, and on SIGTERM stops them all gracefully.
 * The embedded database allows one process, so it is refused.
 */
function die(message: string): never {
  console.error(`[console] ${message}`)
  process.exit(1)
}

async function primary() {
  let cfg
  try {
    cfg = loadConfig()
  } catch (e) {
    die(e instanceof ConfigError ? `Bad configuration: ${e.message}` : (e as Error).message)
  }
  if (!cfg.databaseUrl)
    die(
      'A cluster needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite) lives in one process ' +
        '(DATA_DIR is locked by it); without DATABASE_URL run `npm start` for a single server.',
    )
  const count = Number(process.env.WORKERS || availableParallelism())
  if (!Number.isInteger(count) || count < 1 || count > 64) die('WORKERS must be a whole number from 1 to 64')
  const logger = createLogger(cfg.logLevel)
  try {
    const db = await openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir })
    await prepareDatabase(db, {
      seedOrders: cfg.seedOrders,
      seedDemo: cfg.seedDemo,
      log: (m) => logger.info(m),
      debug: (m) => logger.debug(m),
    })
    await db.close()
  } catch (e) {
    die(`Cannot open PostgreSQL (DATABASE_URL): ${(e as Error).message.split('\n')[0]}`)
  }

  let stopping = false
  const fork = () => cluster.fork()
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return
    logger.error({ worker: worker.process.pid, code, signal }, 'worker died: starting another')
    setTimeout(fork, 1000)
  })
  for (let i = 0; i < count; i++) fork()
  logger.info({ workers: count, port: cfg.port }, 'cluster started')

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'cluster stopping')
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w)
    // Each worker finishes its requests within its own bound; this one only catches a stuck worker.
    setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL')
      process.exit(1)
    }, cfg.shutdownTimeoutMs + 5000).unref()
    let left = workers.length
    if (!left) process.exit(0)
    for (const w of workers) {
      w.once('exit', () => --left || process.exit(0))
      w.process.kill('SIGTERM')
    }
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (cluster.isPrimary) void primary()
else await import('./index')
