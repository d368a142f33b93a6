import type { EntityDef } from '@/domain/entity'
import type { Queryable } from '../../db/client'
import type { AuthUser } from '../../identity/users'

export interface ActionInput {
  tx: Queryable
  entity: EntityDef
  user: AuthUser
  /** The record id for per-record actions ('/:id/...'). */
  id: number | undefined
  body: unknown
}

export interface ActionResult {
  data: unknown
  /** Tables written besides the entity's own (their cached counts are dropped). */
  alsoWrote?: string[]
}

/** One business action; it runs inside a transaction the router opened (and, if idempotent, claimed). */
export type ActionHandler = (input: ActionInput) => Promise<ActionResult>
