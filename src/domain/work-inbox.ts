import { z } from '@/domain/zod'
import { WORK_QUEUES, type WorkQueueId } from './dashboard'
import type { Permission } from './permissions'
import { canManageAccess } from './permissions'

/**
 * A user's own work (issue 28, "an inbox of work with claims"): the records of the dashboard's work queues
 * (WORK_QUEUES, one declaration for both) that this user may act on, less those their duties bar them from,
 * each with who holds it. Holding a record (a claim) tells others "I am on it": it expires by itself, its holder
 * or an admin releases it, and while it lasts the server refuses anyone else's workflow step on the record.
 */

/** The "my work" screen's permission (src/domain/menu.ts declares the screen). */
export const MY_WORK_PERMISSION: Permission = 'dashboard:myWork:view'

/** Entities whose records may be claimed: those of the work queues. */
export const CLAIMABLE_ENTITIES: readonly string[] = [...new Set(WORK_QUEUES.map((q) => q.entity.name))]
export const isClaimable = (entity: string) => CLAIMABLE_ENTITIES.includes(entity)

/** Records listed per queue (the user's own claims, then others', then the rest, oldest first); the count is exact. */
export const INBOX_ITEMS_PER_QUEUE = 10

/** How long a claim lasts unless the server is told otherwise (CLAIM_MINUTES). */
export const DEFAULT_CLAIM_MINUTES = 30

/**
 * Who may release a claim someone else holds: an admin, one who manages users and roles. The holder may always
 * release their own.
 */
export const mayReleaseAnyClaim = (grants: readonly string[]) => canManageAccess(grants)

export const claimSchema = z.object({
  entity: z.string(),
  id: z.number().int(),
  holder: z.string(),
  claimedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
})
export type WorkClaim = z.infer<typeof claimSchema>

const QUEUE_IDS = WORK_QUEUES.map((q) => q.id) as [WorkQueueId, ...WorkQueueId[]]

export const inboxItemSchema = z.object({
  id: z.number().int(),
  /** The record's business key (refund number, job number, ...). */
  key: z.string(),
  version: z.number().int(),
  /** The record's fields that choose its screen (a refund's order source), for its link. */
  routing: z.record(z.string(), z.string()),
  /** Who holds it, or null. */
  claim: claimSchema.nullable(),
})
export type InboxItem = z.infer<typeof inboxItemSchema>

export const inboxSchema = z.object({
  asOf: z.iso.datetime(),
  /** How long a claim lasts, in minutes (the server's setting). */
  claimMinutes: z.number().int().min(1),
  /** Whether this user may release claims others hold. */
  mayReleaseAny: z.boolean(),
  /** The queues this user may work, in WORK_QUEUES order; counts leave out what their duties bar. */
  queues: z.array(
    z.object({
      id: z.enum(QUEUE_IDS),
      entity: z.string(),
      count: z.number().int().min(0),
      items: z.array(inboxItemSchema),
    }),
  ),
})
export type Inbox = z.infer<typeof inboxSchema>
