import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import { recordQuery, type Row } from '@/api/list-queries'
import { barters } from '@/domain/entities/refunds-barters'
import { CODES } from '@/domain/envelope'
import { showToast } from '@/ui/toast-store'
import {
  isBarterEditable,
  issuesToProblems,
  toBarterEdit,
  toBarterInput,
  type BarterFormValues,
  type Problems,
} from './barter-form-model'

/** What the draft keeps besides the values: the request's idempotency key, or the version edited from. */
export interface BarterDraft {
  values: BarterFormValues
  idempotencyKey: string
  baseVersion: number
}

export type BarterTarget = { mode: 'apply' } | { mode: 'edit'; id: number }

/**
 * Sends the barter (apply is idempotent per draft, edit carries the version it started from) and turns a
 * refusal into field problems or a form-level message. Nothing typed is lost on failure.
 */
export function useBarterSubmit(
  target: BarterTarget,
  draft: BarterDraft,
  rebase: (version: number) => void,
  onSaved: (record: Row) => void,
) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [formError, setFormError] = useState<string>()

  const send = () =>
    target.mode === 'apply'
      ? requestData<Row>(`/v1/${barters.name}/apply`, {
          method: 'POST',
          body: toBarterInput(draft.values),
          headers: { 'Idempotency-Key': draft.idempotencyKey },
          quiet: true,
        })
      : requestData<Row>(`/v1/${barters.name}/${target.id}/edit`, {
          method: 'PUT',
          body: toBarterEdit(draft.values, draft.baseVersion),
          quiet: true,
        })

  /** A stale edit: take the current version so a second submit saves, unless the barter left "pending". */
  const explainConflict = async (id: number) => {
    const current = await queryClient.fetchQuery({ ...recordQuery(barters.name, id), staleTime: 0 })
    if (!isBarterEditable(current)) return t`This barter is no longer pending and cannot be edited.`
    rebase(Number(current.version))
    return t`Someone changed this barter since you opened it. Check the detail, then submit again to save your version.`
  }

  const submit = async () => {
    setSending(true)
    setFormError(undefined)
    setServerProblems({})
    try {
      const record = await send()
      void afterWrite(
        queryClient,
        target.mode === 'apply'
          ? { entity: barters, kind: 'action', action: 'apply', answer: record }
          : { entity: barters, kind: 'action', action: 'edit', id: target.id, answer: record },
      )
      showToast({
        tone: 'success',
        message:
          target.mode === 'apply'
            ? t`Barter ${String(record.barterNo)} applied`
            : t`Barter ${String(record.barterNo)} saved`,
      })
      onSaved(record)
    } catch (err) {
      const id = target.mode === 'edit' ? target.id : undefined
      void afterWriteFailed(queryClient, { entity: barters, id }, err)
      if (!(err instanceof ApiError)) setFormError((err as Error).message)
      else if (err.issues.length && err.code === CODES.badRequest) {
        setServerProblems(issuesToProblems(err.issues))
        setFormError(t`The server refused some fields: see the messages next to them.`)
      } else if (err.code === CODES.notFound)
        if (target.mode === 'apply') setServerProblems({ orderNo: { kind: 'orderNotFound' } })
        else setFormError(t`This barter no longer exists.`)
      else if (err.code === CODES.conflict && target.mode === 'edit')
        setFormError(await explainConflict(target.id))
      else setFormError(err.message)
    } finally {
      setSending(false)
    }
  }

  return { submit, sending, serverProblems, setServerProblems, formError }
}
