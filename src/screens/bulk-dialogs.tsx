import './bulk-actions.css'
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { Heading } from 'react-aria-components/Heading'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError } from '@/api/client'
import type { Row } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import { UsedByList } from '@/forms/used-by'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ModalDialog } from '@/ui/modal-dialog'
import { showUndoableToast } from '@/forms/undo-toast'
import { showToast } from '@/ui/toast-store'
import { itemsOf, runBulk, type BulkActionName, type BulkResult, type PendingBulk } from './bulk-api'
import { RefusalsTable } from './bulk-refusals-table'

/** The changed rows as undo items: each one's id and the version the bulk action was sent. */
const undoItems = (entity: EntityDef, rows: readonly Row[], changed: readonly string[]) => {
  const keys = new Set(changed)
  return rows
    .filter((r) => keys.has(String(r[entity.key])))
    .map((r) => ({ id: r.id, version: Number(r.version) }))
}

/**
 * The confirmation of a bulk action and, afterwards, the rows the server refused with the reason. Its own
 * chunk (with the write's staleness rules, the rule messages and the used-by list): a list draws it only once
 * an action is chosen.
 */
export default function BulkDialogs({
  entity,
  pending,
  label,
  onDone,
}: {
  entity: EntityDef
  pending: PendingBulk | undefined
  /** The action's own label (Enable, Disable, Delete). */
  label: (action: BulkActionName, i18n: I18n) => string
  /** The confirmation is over (confirmed, cancelled or failed). */
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ action: BulkActionName; result: BulkResult }>()
  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      const answer = await runBulk(entity.name, pending.action, itemsOf(entity, pending.rows))
      pending.clear()
      onDone()
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
      onDone()
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
  return (
    <>
      <ConfirmDialog
        isOpen={!!pending}
        title={title}
        confirmLabel={pending ? label(pending.action, i18n) : ''}
        cancelLabel={t`Cancel`}
        danger={danger}
        busy={busy}
        onCancel={onDone}
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
}

function BulkResultDialog({
  result,
  onClose,
}: {
  action: BulkActionName
  result: BulkResult
  onClose: () => void
}) {
  const { t } = useLingui()
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
      <RefusalsTable
        caption={t`Rows not changed`}
        refused={result.refused}
        detail={(r) =>
          r.reason === 'usedBy' && r.usedBy?.length ? (
            <UsedByList entries={r.usedBy} recordKey={r.key} onNavigate={onClose} />
          ) : null
        }
      />
      <div className="dialog-actions">
        <Button className="btn" onPress={onClose} autoFocus>
          {t`Close`}
        </Button>
      </div>
    </ModalDialog>
  )
}
