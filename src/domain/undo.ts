import type { EntityDef } from './entity'

/**
 * Undo (issue 28, item 5): the writes a user may take back for a few seconds after making them, through
 * POST /v1/<entity>/undo. Only the generic, reversible ones: an edit (which enable, disable and their bulk
 * forms are) and a delete (which the server allows only of records nothing names). Workflow steps (refund
 * reviews and payouts, barter and offline order reviews) and other business actions are audited under their
 * own names and are never undone: they stay confirm-first.
 */
export const UNDOABLE_ACTIONS = ['update', 'delete'] as const
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number]

export const isUndoableAction = (action: string): action is UndoableAction =>
  (UNDOABLE_ACTIONS as readonly string[]).includes(action)

/** Whether `e` has writes to undo at all: the generic edit or delete. */
export const offersUndo = (e: Pick<EntityDef, 'operations'>) =>
  e.operations.includes('update') || e.operations.includes('delete')

/** How long the success toast offers "Undo". */
export const UNDO_TOAST_MS = 8000

/** At most this many records per undo (a bulk enable/disable of a selection). */
export const UNDO_MAX_ITEMS = 500

/**
 * Why the server refused an undo, by the field: `version` the record changed since (someone else's
 * write, or a later one of the user's own), `action` the change is not one that can be undone.
 */
export type UndoRefusal = 'version' | 'action'
