import type { ServerConfig } from '../config'
import { leaseOwner, type LeaseHolder } from '../jobs/lease'
import { Lifecycle } from './lifecycle'
import { createLogger, type Logger } from './logger'

/** What running the server in production adds to the app: its logger, its stop sequence, its job leases. */
export interface Operations {
  logger: Logger
  lifecycle: Lifecycle
  lease: LeaseHolder
}

/** The process's operations; a silent logger unless one is given (the app in process, as in tests). */
export function operations(
  cfg: Pick<ServerConfig, 'jobLeaseMs'>,
  logger: Logger = createLogger('silent'),
): Operations {
  return { logger, lifecycle: new Lifecycle(), lease: { owner: leaseOwner(), ttlMs: cfg.jobLeaseMs } }
}
