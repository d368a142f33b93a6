import './bulk-actions.css'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Heading } from 'react-aria-components'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { useCan } from '@/auth/use-can'
import type { EntityDef } from '@/domain/entity'
import { showUndoableToast } from '@/forms/undo-toast'
import { UsedByList } from '@/forms/used-by'
import type { BulkAction } from '@/table/table-toolbar'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ModalDialog } from '@/ui/modal-dialog'
import { showToast } from '@/ui/toast-store'
import {
  BULK_MAX,
  bulkActionsOf,
  bulkNeeds,
  itemsOf,
  runBulk,
  selectedRows,
  type BulkActionName,
  type BulkResult,
} from './bulk-api'
import { refusalText } from './bulk-refusal-text'

/** The changed rows as undo items: each one's id and the version the bulk action was sent. */
const undoItems = (entity: EntityDef, rows: readonly Row[], changed: readonly string[]) => {
  const keys = new Set(changed)
  return rows
    .filter((r) => keys.has(String(r[entity.key])))
    .map((r) => ({ id: r.id, version: Number(r.version) }))
}

const LABELS: Record<BulkActionName, ReturnType<typeof msg>> = {
  enable: msg`Enable`,
  disable: msg`Disable`,
  delete: msg`Delete`,
}

interface Pending {
  action: BulkActionName
  rows: Row[]
  clear: () => void
}

/**
 * Enable, disable and delete on a list's selected rows, for a list screen that declares `bulk`: the actions
 * the entity supports (bulkActionsOf) that the user may take, each confirmed with the count; afterwards the
 * rows the server refused are listed with the reason, and the list is reloaded.
 */
export function useBulkActions(
  entity: EntityDef,
  enabled: boolean,
): { actions: BulkAction[]; dialog: ReactNode } {
  const { t, i18n } = useLingui()
  const can = useCan()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ action: BulkActionName; result: BulkResult }>()
  const names = enabled ? bulkActionsOf(entity).filter((a) => can(`${entity.resource}:${bulkNeeds(a)}`)) : []
  const namesKey = names.join()

  const start = useCallback(
    async (action: BulkActionName, ...[selection, view, ctx]: Parameters<BulkAction['run']>) => {
      if (selection.all && ctx.total > BULK_MAX) {
        showToast({ tone: 'error', message: i18n._(msg`Select at most ${BULK_MAX} rows for one action.`) })
        return
      }
      try {
        const rows = await selectedRows(queryClient, entity.name, view, selection, ctx.total)
        if (rows.length) setPending({ action, rows, clear: ctx.clearSelection })
      } catch (e) {
        showToast({ tone: 'error', message: e instanceof Error ? e.message : String(e) })
      }
    },
    [entity.name, queryClient, i18n],
  )

  const actions = useMemo<BulkAction[]>(
    () =>
      namesKey
        .split(',')
        .filter(Boolean)
        .map((name) => {
          const action = name as BulkActionName
          return {
            id: `bulk-${action}`,
            label: i18n._(LABELS[action]),
            run: (...a) => void start(action, ...a),
          }
        }),
    [namesKey, i18n, start],
  )

  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      const answer = await runBulk(entity.name, pending.action, itemsOf(entity, pending.rows))
      pending.clear()
      setPending(undefined)
      const ids = pending.rows.map((r) => r.id)
      void afterWrite(queryClient, { entity, kind: 'bulk', action: pending.action, ids })
      if (answer.refused.length) setResult({ action: pending.action, result: answer })
      else {
        const n = answer.changed.length
        // Enable and disable can be taken back; a bulk delete stays confirm-first (undone records would have
        // to come back in the order that keeps their references valid).
        const items = pending.action === 'delete' ? [] : undoItems(entity, pending.rows, answer.changed)
        showUndoableToast(t`${n} rows changed.`, { entity, items }, { i18n, queryClient })
      }
    } catch (e) {
      void afterWriteFailed(queryClient, { entity }, e)
      setPending(undefined)
      const words = e instanceof ApiError || e instanceof Error ? e.message : String(e)
      showToast({ tone: 'error', message: t`The action failed: ${words}` })
    } finally {
      setBusy(false)
    }
  }

  const count = pending?.rows.length ?? 0
  const danger = pending?.action === 'delete'
  const title =
    pending?.action === 'delete'
      ? t`Delete ${count} rows?`
      : pending?.action === 'disable'
        ? t`Disable ${count} rows?`
        : t`Enable ${count} rows?`
  const dialog = (
    <>
      <ConfirmDialog
        isOpen={!!pending}
        title={title}
        confirmLabel={pending ? i18n._(LABELS[pending.action]) : ''}
        cancelLabel={t`Cancel`}
        danger={danger}
        busy={busy}
        onCancel={() => setPending(undefined)}
        onConfirm={() => void confirm()}
      >
        <p>
          {danger ? (
            <Trans>This cannot be undone. Rows other records still use are kept; you will see which.</Trans>
          ) : (
            <Trans>Rows that cannot be changed are kept as they are; you will see which.</Trans>
          )}
        </p>
      </ConfirmDialog>
      {result && <BulkResultDialog {...result} onClose={() => setResult(undefined)} />}
    </>
  )
  return { actions, dialog }
}

function BulkResultDialog({
  result,
  onClose,
}: {
  action: BulkActionName
  result: BulkResult
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const changed = result.changed.length
  const refused = result.refused.length
  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && onClose()} role="alertdialog">
      <Heading slot="title">
        <Plural value={refused} one="# row could not be changed" other="# rows could not be changed" />
      </Heading>
      <p>
        <Plural value={changed} one="# row was changed." other="# rows were changed." />
      </p>
      <table className="bulk-refusals">
        <caption className="visually-hidden">{t`Rows not changed`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Record`}</th>
            <th scope="col">{t`Reason`}</th>
          </tr>
        </thead>
        <tbody>
          {result.refused.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.key}</th>
              <td>
                {refusalText(i18n, r)}
                {r.reason === 'usedBy' && r.usedBy?.length ? (
                  <UsedByList entries={r.usedBy} recordKey={r.key} onNavigate={onClose} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="dialog-actions">
        <Button className="btn" onPress={onClose} autoFocus>
          {t`Close`}
        </Button>
      </div>
    </ModalDialog>
  )
}
