import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { createServer } from 'node:net'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDb } from './db/client'
import { DataDirLocked, lockDataDir } from './db/data-lock'
import { prepareDatabase } from './db/prepare'
import { ChangeFeed } from './live/change-feed'
import { createLogger } from './ops/logger'
import { operations } from './ops/operations'
import { sharedTokenSecret } from './ops/shared-secret'
import { stopOnSignals } from './ops/shutdown'

/** Exits with a one-line explanation instead of a stack trace. */
function die(message: string): never {
  console.error(`[console] ${message}`)
  process.exit(1)
}

async function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, host)
  })
}

async function main() {
  let cfg
  try {
    cfg = loadConfig()
  } catch (e) {
    die(
      e instanceof ConfigError
        ? `Bad configuration: ${e.message}`
        : `Cannot read configuration: ${(e as Error).message}`,
    )
  }
  const ops = operations(cfg, createLogger(cfg.logLevel))
  const log = (m: string) => ops.logger.info(m)
  // The embedded database has one writer: a second server on the same folder is refused before it opens it.
  if (!cfg.databaseUrl)
    try {
      lockDataDir(cfg.dataDir)
    } catch (e) {
      die(e instanceof DataDirLocked ? e.message : `Cannot lock ${cfg.dataDir}: ${(e as Error).message}`)
    }
  // Workers of a cluster share the port their primary checked.
  if (cfg.port !== 0 && cluster.isPrimary && !(await portFree(cfg.port, cfg.host)))
    die(`Port ${cfg.port} is already in use. Stop the other process or set PORT to a free port.`)

  const where = cfg.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${cfg.dataDir}`
  let db
  try {
    db = await openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir })
    await prepareDatabase(db, {
      seedOrders: cfg.seedOrders,
      seedDemo: cfg.seedDemo,
      log,
      debug: (m) => ops.logger.debug(m),
    })
    if (cfg.databaseUrl && !process.env.TOKEN_SECRET)
      cfg = { ...cfg, tokenSecret: await sharedTokenSecret(db, cfg.tokenSecret) }
  } catch (e) {
    die(`Cannot open the ${where}: ${(e as Error).message.split('\n')[0]}`)
  }

  const buildFile = join(cfg.distDir, 'build-id.txt')
  const buildId = existsSync(buildFile) ? readFileSync(buildFile, 'utf8').trim() : 'dev'
  const feed = new ChangeFeed(db)
  try {
    await feed.start(cfg.databaseUrl, log)
  } catch (e) {
    die(`Cannot listen for changes on the ${where}: ${(e as Error).message.split('\n')[0]}`)
  }
  const app = createApp(cfg, db, { buildId, log, ops, feed })
  const server = serve({ fetch: app.fetch, port: cfg.port, hostname: cfg.host }, (info) => {
    log(`Using the ${where}`)
    log(`Back Office Console is running at http://localhost:${info.port}${cfg.basePath}`)
  })
  server.on('error', (e: NodeJS.ErrnoException) =>
    die(`Cannot listen on port ${cfg.port}: ${e.code ?? e.message}`),
  )

  stopOnSignals(server as Server, db, ops, cfg.shutdownTimeoutMs)
}

void main()
