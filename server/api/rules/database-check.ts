import type { EntityDef } from '@/domain/entity'
import type { DatabaseKey, KeyedIssue } from '@/domain/rules/define'
import type { DeclaredDatabaseRule } from '@/domain/rules/table'
import type { Queryable } from '../../db/client'

type Values = Record<string, unknown>

/** The write a database rule checks. */
export interface WriteContext {
  entity: EntityDef
  /** A create's or edit's values as they will be written (normalized); null for a delete. */
  values: Values | null
  /** The record before an edit or delete; undefined for a create. */
  before?: Values
  /** The record as the write leaves it (`before` for a delete). */
  merged: Values
  /** The user making the change. */
  actor: string
}

/** The implementation of a declared database rule: its refusals (keys of its declaration only). */
export type DatabaseCheck<K extends string> = (tx: Queryable, w: WriteContext) => Promise<KeyedIssue<K>[]>

type DatabaseRuleName = DeclaredDatabaseRule['name']

/** An implementation for every database rule the rule table declares, by its name. */
export type DatabaseChecks = {
  [N in DatabaseRuleName]: DatabaseCheck<DatabaseKey<Extract<DeclaredDatabaseRule, { name: N }>>>
}
