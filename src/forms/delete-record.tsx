import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { Heading } from 'react-aria-components/Heading'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import { CODES } from '@/domain/envelope'
import { referencesTo } from '@/domain/references'
import { isRuleKey } from '@/domain/rule-issues'
import { deleteRuleIssues } from '@/domain/rules'
import { useCan } from '@/auth/use-can'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, request } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ModalDialog } from '@/ui/modal-dialog'
import { showToast } from '@/ui/toast-store'
import { ActionButton } from './action-button'
import { showUndoableToast } from './undo-toast'
import { ruleParamsOf, type ServerIssue } from './form-issues'
import { usedByQuery, type UsedByEntry } from './reference-queries'
import { ruleIssueMessage } from './rule-messages'
import { UsedByList, type FieldLabeller } from './used-by'

/** Why the server kept the record: what still references it, or only its own words when that is not known. */
type Refusal = { usedBy: UsedByEntry[] } | { message: string }

/**
 * Delete with confirmation, gated by `<resource>:delete`. The version makes a stale delete fail (409, the
 * record is reloaded); a record other records still name is refused (409 too), and the dialog then says
 * what uses it, with links to those records.
 */
export function DeleteRecord({
  entity,
  record,
  name,
  onDeleted,
  fieldLabel,
}: {
  entity: EntityDef
  record: Row
  /** What the user knows the record by (its business key). */
  name: string
  onDeleted: () => void
  /** Labels of other entities' fields, for the "used by" lines. */
  fieldLabel?: FieldLabeller
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal>()
  // What uses the record is asked as the dialog opens, so the impact shows before anything is confirmed:
  // a record still in use is not offered for deletion at all (the server would refuse it).
  const inUse = useQuery({
    ...usedByQuery(entity.name, record.id),
    enabled: open && referencesTo(entity.name).length > 0,
  })
  const shown: Refusal | undefined = refusal ?? (inUse.data?.length ? { usedBy: inUse.data } : undefined)

  /** The 409 of a record still in use: what uses it, as the refusal itself says. */
  const explainInUse = (e: ApiError): Refusal => {
    const usedBy = (e.data as { usedBy?: UsedByEntry[] } | null)?.usedBy
    return usedBy?.length ? { usedBy } : { message: e.message }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await request(`/v1/${entity.name}/${record.id}`, {
        method: 'DELETE',
        query: { version: Number(record.version) },
        quiet: true,
      })
      setOpen(false)
      void afterWrite(queryClient, { entity, kind: 'delete', id: record.id })
      showUndoableToast(
        t`${name} was deleted.`,
        { entity, items: [{ id: record.id, version: Number(record.version) }], deleted: true },
        { i18n, queryClient },
      )
      onDeleted()
    } catch (e) {
      // A refusal for what uses the record or for a stale version says it changed: read it again.
      void afterWriteFailed(queryClient, { entity, id: record.id }, e)
      if (!(e instanceof ApiError)) {
        setOpen(false)
        showToast({ tone: 'error', message: String(e) })
      } else if (e.status === 409 && !e.issues.some((i) => i.field === 'version')) {
        setRefusal(explainInUse(e))
      } else if (e.status === 409) {
        setOpen(false)
        showToast({
          tone: 'error',
          message: t`Someone else changed this record; it was reloaded. Check it and try again.`,
        })
      } else {
        setOpen(false)
        // A lapsed session goes to sign-in by itself; anything else is said here (the request was quiet).
        // A business rule's refusal (a running AB test) is said in the console's words.
        const rule = (e.issues as ServerIssue[]).find((i) => isRuleKey(i.rule))
        if (e.code === CODES.notFound) showToast({ tone: 'error', message: 'dataNotFound', translate: true })
        else if (rule && isRuleKey(rule.rule))
          showToast({ tone: 'error', message: ruleIssueMessage(i18n, rule.rule, ruleParamsOf(rule)) })
        else if (e.status !== 401)
          showToast({ tone: 'error', message: e.message || t`The record could not be deleted.` })
      }
    } finally {
      setBusy(false)
    }
  }
  const close = () => {
    setOpen(false)
    setRefusal(undefined)
  }
  const reason = shown && 'message' in shown ? shown.message : ''
  // A record whose state forbids deleting it (a running AB test) is not offered for deletion: the reason shows.
  const mayDelete = useCan()(`${entity.resource}:delete`)
  const blocked = mayDelete ? deleteRuleIssues(entity.name, record)[0] : undefined
  const blockedId = useId()
  const checking = open && inUse.isFetching && !inUse.data
  return (
    <>
      <ActionButton
        className="btn btn-danger-outline"
        permission={`${entity.resource}:delete`}
        onPress={() => setOpen(true)}
        isDisabled={!!blocked}
        aria-describedby={blocked ? blockedId : undefined}
      >
        <Trans>Delete</Trans>
      </ActionButton>
      {blocked && (
        <span id={blockedId} className="action-blocked-reason">
          {ruleIssueMessage(i18n, blocked.rule, blocked.params ?? {})}
        </span>
      )}
      {shown ? (
        <ModalDialog isOpen={open} onOpenChange={(o) => !o && close()} narrow role="alertdialog">
          <Heading slot="title">{t`Can't delete ${name}`}</Heading>
          <div className="delete-refusal">
            {'usedBy' in shown ? (
              <>
                <p>{t`It is used by:`}</p>
                <UsedByList
                  entries={shown.usedBy}
                  recordKey={name}
                  fieldLabel={fieldLabel}
                  onNavigate={close}
                />
                <p className="muted">{t`Change or remove those references first, then delete it.`}</p>
              </>
            ) : (
              <p>{t`The server refused: ${reason}`}</p>
            )}
          </div>
          <div className="dialog-actions">
            <Button className="btn" onPress={close} autoFocus>
              {t`Close`}
            </Button>
          </div>
        </ModalDialog>
      ) : (
        <ConfirmDialog
          isOpen={open}
          title={t`Delete ${name}?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          busy={busy || checking}
          onCancel={close}
          onConfirm={() => void remove()}
        >
          <p>{t`The deletion is recorded in the audit log; Undo in the notice that follows brings the record back for a few seconds.`}</p>
          {checking && <p className="muted">{t`Checking what uses this record…`}</p>}
        </ConfirmDialog>
      )}
    </>
  )
}
