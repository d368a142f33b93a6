import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { CODES } from '@/domain/envelope'
import { skuEquityRefreshJobs } from '@/domain/entities/commodity-center'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { entities } from '@/domain/registry'
import type { RuntimeConfig } from '@/domain/config'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import { requireUser, type AppEnv } from './api/auth'
import { ApiError } from './api/envelope'
import { actionRoutes } from './api/action-routes'
import { auditLogRoutes } from './api/audit-log-routes'
import { barterItemRoutes } from './api/barter-items'
import { bodySize } from './api/body-size'
import { bulkRoutes } from './api/bulk-routes'
import { bulkSetRoutes } from './api/bulk-set-routes'
import { abTestResultRoutes } from './api/commodity-center-routes'
import { PositionSamples } from './api/position-samples'
import { CountCache, tableVersions } from './api/count-cache'
import { dashboardRoutes } from './api/dashboard-routes'
import { dashboardTrendsRoutes } from './api/dashboard-trends-routes'
import { entityRoutes } from './api/entity-routes'
import { exportRoutes } from './api/export-routes'
import { dbInputError, refuseNulInUrl } from './api/hostile-input'
import { openApiDocument } from './api/openapi'
import { priceCheckRoutes, skuBatchRoutes } from './api/price-center-routes'
import { referenceRoutes } from './api/reference-routes'
import { searchRoutes } from './api/search-routes'
import { workRoutes } from './api/work-routes'
import { undoRoutes } from './api/undo-routes'
import { writeRoutes } from './api/write-routes'
import { ChangeFeed } from './live/change-feed'
import { eventRoutes } from './live/events-route'
import { identityRoutes } from './identity/routes'
import { startDouyinPullRunner } from './jobs/douyin-pull-runner'
import { startEquityRefreshRunner } from './jobs/equity-refresh-runner'
import { manifestHandler } from './manifest'
import { healthRoutes } from './ops/health'
import { operations, type Operations } from './ops/operations'
import { requestIdOf, requestLog } from './ops/request-log'
import { compression } from './compression'
import { securityHeaders } from './security-headers'
import { signInFirst } from './sign-in-first'
import { runtimeScript, staticHandler } from './static'

export function runtimeConfig(cfg: ServerConfig, buildId: string): RuntimeConfig {
  return {
    env: cfg.env,
    clientId: cfg.clientId,
    basePath: cfg.basePath,
    accountHost: cfg.accountHost,
    apiBase: cfg.apiBase,
    productHost: cfg.productHost,
    cookieDomain: cfg.cookieDomain,
    buildId,
  }
}

/** All three server roles (account service, API base, product API) plus the static console, on one app. */
export function createApp(
  cfg: ServerConfig,
  db: Db,
  opts: {
    buildId: string
    log?: (m: string) => void
    ops?: Operations
    /** The change feed, started (server/index.ts); without it, only this process's embedded writes are heard. */
    feed?: ChangeFeed
  },
) {
  const ops = opts.ops ?? operations(cfg)
  const feed = opts.feed ?? new ChangeFeed(db)
  if (!opts.feed) void feed.start(undefined).catch(() => undefined)
  ops.lifecycle.onStop(() => feed.close())
  const app = new Hono<AppEnv>()
  app.use('*', requestLog(ops.logger, cfg))
  // Several processes may share PostgreSQL: cached totals then check the table's change counter.
  const counts = new CountCache(db.kind === 'postgres' ? tableVersions(db) : undefined)
  const samples = new PositionSamples(db, counts)
  const runner = startDouyinPullRunner(db, {
    tickMs: cfg.jobTickMs,
    lease: ops.lease,
    onWrite: () => counts.invalidate(douyinPullJobs.table),
    log: opts.log,
    onStep: (step) => ops.logger.debug({ job: 'douyinPull', ...step, owner: ops.lease.owner }, 'job step'),
  })
  const equityRefresh = startEquityRefreshRunner(db, {
    tickMs: cfg.jobTickMs,
    lease: ops.lease,
    onWrite: () => counts.invalidate(skuEquityRefreshJobs.table),
    log: opts.log,
  })
  ops.lifecycle.onStop(runner.stop)
  ops.lifecycle.onStop(equityRefresh.stop)

  app.use('*', securityHeaders(cfg, [runtimeScript(runtimeConfig(cfg, opts.buildId))]))
  app.use('*', compression())
  app.use('*', bodySize())
  app.use('*', refuseNulInUrl)

  app.route('/', healthRoutes(db, ops.lifecycle))
  const openapi = openApiDocument()
  app.get('/openapi.json', (c) => c.json(openapi))
  app.route('/', identityRoutes(cfg, db))

  app.route('/v1', exportRoutes(db, cfg.tokenSecret))
  const v1 = new Hono<AppEnv>()
  // Entity lists confirm a kept session in their own page statement (PostgreSQL: pending-auth.ts).
  const lists = new Set(Object.values(entities).map((e) => `/v1/${e.name}`))
  const confirmsItself = (c: Context<AppEnv>) => c.req.method === 'GET' && lists.has(c.req.path)
  v1.use('*', requireUser(db, cfg.tokenSecret, { confirmsItself }))
  v1.route('/events', eventRoutes(db, feed))
  v1.route('/dashboard/trends', dashboardTrendsRoutes(db, counts))
  v1.route('/dashboard', dashboardRoutes(db, counts))
  v1.route('/work', workRoutes(db, { claimMinutes: cfg.claimMinutes }))
  v1.route('/search', searchRoutes(db))
  v1.route('/prices', priceCheckRoutes(db))
  v1.route('/skus', skuBatchRoutes(db, counts))
  v1.route('/abTests', abTestResultRoutes(db))
  v1.route('/barters', barterItemRoutes(db))
  v1.route('/auditEntries', auditLogRoutes(db))
  for (const e of Object.values(entities)) {
    v1.route(`/${e.name}`, referenceRoutes(e, db))
    v1.route(`/${e.name}`, bulkRoutes(e, db, counts))
    v1.route(`/${e.name}`, bulkSetRoutes(e, db, counts))
    v1.route(`/${e.name}`, actionRoutes(e, db, counts))
    v1.route(`/${e.name}`, writeRoutes(e, db, counts))
    v1.route(`/${e.name}`, undoRoutes(e, db, counts))
    v1.route(`/${e.name}`, entityRoutes(e, db, counts, samples))
  }
  app.route('/v1', v1)

  // Unknown API paths are API errors, never the app shell.
  app.all('/v1/*', (c) => c.json({ code: CODES.notFound, msg: 'no such endpoint', data: null }, 404))
  app.all('/api/*', (c) => c.json({ code: CODES.notFound, msg: 'no such endpoint', data: null }, 404))

  const serveConsole = staticHandler(cfg.distDir, runtimeConfig(cfg, opts.buildId))
  app.get(`${cfg.basePath}manifest.webmanifest`, manifestHandler(cfg.basePath))
  app.get(cfg.basePath, signInFirst(cfg))
  app.get(`${cfg.basePath}*`, serveConsole)
  if (cfg.basePath !== '/') app.get('/', (c) => c.redirect(cfg.basePath))

  app.onError((err, c) => {
    const fromDb = err instanceof ApiError ? undefined : dbInputError(err)
    // A database refusal of the request's values is a gap in validation: answered as the client's error, logged.
    if (fromDb)
      opts.log?.(`database refused input on ${c.req.method} ${c.req.path}: ${(err as Error).message}`)
    const known = err instanceof ApiError ? err : fromDb
    if (known) return c.json({ code: known.code, msg: known.message, data: known.envelopeData }, known.status)
    if (err instanceof HTTPException)
      return c.json({ code: err.status, msg: err.message, data: null }, err.status)
    // The stack goes to the log only; the caller gets the request id to quote.
    const requestId = requestIdOf(c)
    ops.logger.error({ err, req: requestId, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ code: 500, msg: 'internal error', data: { requestId } }, 500)
  })
  return app
}
