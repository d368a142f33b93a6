import { z } from '@/domain/zod'
import type { EQUITY_REFRESH_STATUSES } from './enums'

/**
 * SKU equity refresh: every licence sold with a SKU (one per order holding it that was not refunded) gets the
 * entitlements of the SKU's current licence. A job moves queued → running → succeeded, or failed (the SKU has
 * no licence to grant, or that licence is not active), or cancelled by staff while queued or running; the
 * server's job runner (server/jobs/equity-refresh-*.ts) advances it a batch at a time and records its
 * progress, so a restart resumes where it stopped.
 */
export type EquityRefreshStatus = (typeof EQUITY_REFRESH_STATUSES)[number]

/** Statuses a job is still in progress in: one such job per SKU at a time, and only these can be cancelled. */
export const ACTIVE_EQUITY_STATUSES: readonly EquityRefreshStatus[] = ['queued', 'running']

export const isActiveEquityStatus = (s: unknown): boolean =>
  ACTIVE_EQUITY_STATUSES.includes(s as EquityRefreshStatus)

/** Result codes a job ends with (its `message`), translated by the console. */
export const EQUITY_REFRESH_MESSAGES = [
  'refreshCompleted',
  'refreshCancelled',
  'skuWithoutLicense',
  'licenseNotActive',
] as const
export type EquityRefreshMessage = (typeof EQUITY_REFRESH_MESSAGES)[number]

/**
 * A job advances in at least this many batches, so a person watching sees its progress move; a batch is one
 * transaction of at most MAX_EQUITY_BATCH licences (the licence service takes them in pages of that size).
 */
export const EQUITY_REFRESH_STEPS = 15
export const MAX_EQUITY_BATCH = 200

/** Licences refreshed per batch for a job of `total` licences. */
export function equityBatchSize(total: number): number {
  return Math.min(MAX_EQUITY_BATCH, Math.max(1, Math.ceil(total / EQUITY_REFRESH_STEPS)))
}

/** POST /v1/skuEquityRefreshJobs/:id/cancel takes an empty object. */
export const equityRefreshCancelSchema = z.strictObject({})
