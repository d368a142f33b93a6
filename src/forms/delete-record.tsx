import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import { ApiError, request } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { showToast } from '@/ui/toast-store'
import { ActionButton } from './action-button'

/** Delete with confirmation, gated by `<resource>:delete`; the version makes a stale delete fail (409). */
export function DeleteRecord({
  entity,
  record,
  name,
  onDeleted,
}: {
  entity: EntityDef
  record: Row
  /** What the user knows the record by (its business key). */
  name: string
  onDeleted: () => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await request(`/v1/${entity.name}/${record.id}`, {
        method: 'DELETE',
        query: { version: Number(record.version) },
      })
      setOpen(false)
      queryClient.removeQueries({ queryKey: ['record', entity.name, record.id] })
      void queryClient.invalidateQueries({ queryKey: ['list', entity.name] })
      showToast({ tone: 'success', message: t`${name} was deleted.` })
      onDeleted()
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setOpen(false)
        void queryClient.invalidateQueries({ queryKey: ['record', entity.name, record.id] })
        showToast({
          tone: 'error',
          message: t`Someone else changed this record; it was reloaded. Check it and try again.`,
        })
      }
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <ActionButton
        className="btn btn-danger-outline"
        permission={`${entity.resource}:delete`}
        onPress={() => setOpen(true)}
      >
        <Trans>Delete</Trans>
      </ActionButton>
      <ConfirmDialog
        isOpen={open}
        title={t`Delete ${name}?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void remove()}
      >
        <p>{t`This cannot be undone. The deletion is recorded in the audit log.`}</p>
      </ConfirmDialog>
    </>
  )
}
