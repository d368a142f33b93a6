import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import { isRuleKey } from '@/domain/rule-issues'
import { offersUndo, UNDO_TOAST_MS } from '@/domain/undo'
import { showToast } from '@/ui/toast-store'
import { ruleParamsOf, type ServerIssue } from './form-issues'
import { ruleIssueMessage } from './rule-messages'

/** A write to take back: each record's id and the version the write started from (what it sent). */
export interface UndoTarget {
  entity: EntityDef
  items: readonly { id: number; version: number }[]
  /** Whether the write deleted the records (their undo creates them again). */
  deleted?: boolean
}

/**
 * The success toast of a reversible write (an edit, enable/disable, a delete of a record nothing names) with an
 * "Undo" button for a few seconds (Mod+Z presses it). Undo asks the server to restore the audit's before-state
 * (POST /v1/<entity>/undo), which refuses when the record changed since; the cache is freshened as after any
 * write. Workflow steps never get here: they are not edits or deletes of the generic screens.
 */
export function showUndoableToast(
  message: string,
  target: UndoTarget,
  ctx: { i18n: I18n; queryClient: QueryClient; onUndone?: (restored: Row[]) => void },
) {
  if (!offersUndo(target.entity) || !target.items.length) {
    showToast({ tone: 'success', message })
    return
  }
  showToast({
    tone: 'success',
    message,
    durationMs: UNDO_TOAST_MS,
    action: { label: ctx.i18n._(msg`Undo`), run: () => void undoWrite(target, ctx) },
  })
}

async function undoWrite(
  { entity, items, deleted }: UndoTarget,
  {
    i18n,
    queryClient,
    onUndone,
  }: { i18n: I18n; queryClient: QueryClient; onUndone?: (restored: Row[]) => void },
) {
  try {
    const { restored } = await requestData<{ restored: Row[] }>(`/v1/${entity.name}/undo`, {
      method: 'POST',
      body: { items: items.map(({ id, version }) => ({ id, version })) },
      quiet: true,
    })
    await Promise.all(
      restored.map((answer) =>
        afterWrite(queryClient, { entity, id: answer.id, answer, kind: deleted ? 'create' : 'update' }),
      ),
    )
    showToast({ tone: 'success', message: i18n._(msg`Undone.`) })
    onUndone?.(restored)
  } catch (e) {
    for (const { id } of items) void afterWriteFailed(queryClient, { entity, id }, e)
    showToast({ tone: 'error', message: undoRefusal(i18n, e) })
  }
}

/** Why an undo was refused, in the user's words. */
export function undoRefusal(i18n: I18n, e: unknown): string {
  if (!(e instanceof ApiError)) return i18n._(msg`The change could not be undone.`)
  const issues = e.issues as ServerIssue[]
  const rule = issues.find((i) => isRuleKey(i.rule))
  if (rule && isRuleKey(rule.rule)) return ruleIssueMessage(i18n, rule.rule, ruleParamsOf(rule))
  if (e.status === 409 && issues.some((i) => i.field === 'action'))
    return i18n._(msg`This change cannot be undone.`)
  if (e.status === 409)
    return i18n._(
      msg`Not undone: the record changed since (someone else, or a later change). Reload it and check.`,
    )
  if (e.status === 403) return i18n._(msg`You do not have permission for this action.`)
  return i18n._(msg`The change could not be undone.`)
}
