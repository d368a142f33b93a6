import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Plural, Trans } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { useDraft } from '@/offline/drafts'
import { FormActions } from '@/forms/form-actions'
import { useLeaveGuard } from '@/forms/use-leave-guard'
import {
  barterProblems,
  firstProblemField,
  isDirty,
  type BarterField,
  type BarterFormValues,
  type Problems,
} from './barter-form-model'
import { BarterFields } from './barter-fields'
import { useBarterSubmit, type BarterDraft, type BarterTarget } from './use-barter-submit'

export interface BarterFormProps {
  target: BarterTarget
  initial: BarterFormValues
  /** Edit: the version of the barter as loaded. */
  version?: number
  draftId: string
  onSaved: (record: Row) => void
  onCancel: () => void
}

/** The apply and edit modes of the barter page: one form, checked with the server's own rules. */
export function BarterForm({ target, initial, version = 0, draftId, onSaved, onCancel }: BarterFormProps) {
  const [fresh] = useState<BarterDraft>(() => ({
    values: initial,
    idempotencyKey: crypto.randomUUID(),
    baseVersion: version,
  }))
  const draft = useDraft(draftId, fresh)
  const { values } = draft.value
  const dirty = isDirty(values, initial)
  // The draft survives a reload, so closing the tab need not ask.
  const guard = useLeaveGuard(dirty, draft.discard, { beforeUnload: false })
  const submitter = useBarterSubmit(
    target,
    draft.value,
    (baseVersion) => draft.setValue((d) => ({ ...d, baseVersion })),
    (record) => {
      guard.release()
      draft.discard()
      onSaved(record)
    },
  )
  const [checked, setChecked] = useState(false)
  const [orderMissing, setOrderMissing] = useState(false)
  const onOrderLookup = useCallback((found: boolean) => setOrderMissing(!found), [])
  const fieldRefs = useRef<Partial<Record<BarterField, HTMLElement | null>>>({})
  const formRef = useRef<HTMLFormElement>(null)

  // An unknown order is said at once (after the lookup); the other problems after a first submit.
  const lookupProblems: Problems = orderMissing ? { orderNo: { kind: 'orderNotFound' } } : {}
  const clientProblems = (): Problems => ({ ...barterProblems(values, target.mode), ...lookupProblems })
  // A number commits only on blur, and the blur is the pointer pressing Apply: its problem (and the count
  // above) must already be gone while it is typed, or the form shrinks under the pointer and the click misses.
  const [typing, setTyping] = useState<BarterField | null>(null)
  const problems: Problems = {
    ...(checked ? clientProblems() : lookupProblems),
    ...submitter.serverProblems,
  }
  if (typing) delete problems[typing]

  const setField = <K extends BarterField>(field: K, value: BarterFormValues[K]) => {
    draft.setValue((d) => ({ ...d, values: { ...d.values, [field]: value } }))
    if (field === 'orderNo') setOrderMissing(false)
    if (submitter.serverProblems[field]) submitter.setServerProblems((p) => ({ ...p, [field]: undefined }))
  }

  const onSubmit = () => {
    setChecked(true)
    const first = firstProblemField(clientProblems())
    if (first) fieldRefs.current[first]?.focus()
    else void submitter.submit()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      e.preventDefault()
      // Blurring commits a number being typed before the form is read.
      const active = document.activeElement as HTMLElement | null
      active?.blur()
      active?.focus()
      setTimeout(() => formRef.current?.requestSubmit())
    } else if (e.key === 'Escape' && !e.defaultPrevented) onCancel()
  }

  const problemCount = Object.values(problems).filter(Boolean).length
  return (
    <form
      ref={formRef}
      className="card barter-form error-room"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
      onKeyDown={onKeyDown}
      aria-describedby="barter-form-status barter-submit-status"
    >
      <div id="barter-form-status" role="status" aria-live="polite" className="barter-form-status">
        {draft.restored && dirty ? (
          <p className="barter-note">
            <Trans>Your unsaved draft was restored.</Trans>{' '}
            <Button className="link-button" onPress={draft.discard}>
              <Trans>Discard draft</Trans>
            </Button>
          </p>
        ) : null}
      </div>
      <BarterFields
        mode={target.mode}
        values={values}
        problems={problems}
        setField={setField}
        fieldRef={(field) => (el) => {
          fieldRefs.current[field] = el
        }}
        onOrderLookup={onOrderLookup}
        onTyping={setTyping}
      />
      <FormActions
        layout="card"
        onCancel={onCancel}
        permission={target.mode === 'apply' ? 'orderCenter:barters:apply' : 'orderCenter:barters:edit'}
        busy={submitter.sending}
        status={
          <>
            <div id="barter-submit-status" role="status" aria-live="polite" className="form-actions-status">
              {checked && problemCount > 0 && !submitter.formError ? (
                <p className="field-error">
                  <Plural
                    value={problemCount}
                    one="Check the highlighted field."
                    other="Check the # highlighted fields."
                  />
                </p>
              ) : null}
            </div>
            {submitter.formError ? (
              <p className="barter-alert form-actions-status" role="alert">
                {submitter.formError}
              </p>
            ) : null}
          </>
        }
      >
        {target.mode === 'apply' ? <Trans>Apply for barter</Trans> : <Trans>Save changes</Trans>}
      </FormActions>
      {guard.dialog}
    </form>
  )
}
