import './bulk-actions.css'
import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { Heading } from 'react-aria-components/Heading'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError } from '@/api/client'
import type { Row } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import { updateSchema } from '@/domain/schemas'
import { fromInput, toInput, type InputValue } from '@/forms/field-codec'
import { FieldInput } from '@/forms/field-input'
import { clientIssues, serverIssues, type ServerIssue } from '@/forms/form-issues'
import { issueMessage } from '@/forms/issue-message'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { ModalDialog } from '@/ui/modal-dialog'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import { showToast } from '@/ui/toast-store'
import { itemsOf, runBulkSet, type BulkSetResult } from './bulk-api'
import { RefusalsTable } from './bulk-refusals-table'

type Step =
  { kind: 'choose' } | { kind: 'preview'; result: BulkSetResult } | { kind: 'done'; result: BulkSetResult }

/** The dialog of "Set field…": its own chunk, loaded when the action is first chosen (bulk-set.tsx). */
export default function BulkSetDialog(p: {
  entity: EntityDef
  binding: EntityBinding
  fields: readonly string[]
  rows: Row[]
  labelOf: (field: string) => string
  onDone: (changed: boolean) => void
}) {
  const { entity, binding, rows } = p
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [field, setField] = useState(p.fields[0]!)
  const def = entity.fields[field]!
  const [value, setValue] = useState<InputValue>(toInput(def, def.default ?? null))
  const [error, setError] = useState<string>()
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [busy, setBusy] = useState(false)
  const items = useMemo(() => itemsOf(entity, rows), [entity, rows])
  const count = items.length

  const pickField = (next: string) => {
    setField(next)
    const d = entity.fields[next]!
    setValue(toInput(d, d.default ?? null))
    setError(undefined)
  }

  const send = async (dryRun: boolean) => {
    const body = { version: 1, [field]: fromInput(def, value) }
    const schema = updateSchema(entity)
    const local = clientIssues(schema, body).filter((i) => i.field === field)
    if (local[0]) return setError(issueMessage(i18n, local[0]))
    setBusy(true)
    try {
      const result = await runBulkSet(entity.name, { field, value: body[field], items, dryRun })
      if (!dryRun) {
        void afterWrite(queryClient, { entity, kind: 'bulk', action: 'set', ids: rows.map((r) => r.id) })
        if (!result.refused.length) {
          const n = result.changed.length
          showToast({ tone: 'success', message: t`${n} rows changed.` })
          return p.onDone(true)
        }
      }
      setStep({ kind: dryRun ? 'preview' : 'done', result })
    } catch (e) {
      if (!dryRun) void afterWriteFailed(queryClient, { entity }, e)
      if (e instanceof ApiError && e.status === 400 && e.issues.length) {
        // The server names the value `value` (and a missing reference by its field): the field's words here.
        const named: ServerIssue[] = e.issues.map((i) => ({
          ...i,
          field: i.field === 'value' ? field : i.field,
        }))
        const issue = serverIssues(named, schema, body)[0]
        setError(issue ? issueMessage(i18n, issue) : e.message)
        setStep({ kind: 'choose' })
      } else {
        const words = e instanceof Error ? e.message : String(e)
        showToast({ tone: 'error', message: t`The action failed: ${words}` })
      }
    } finally {
      setBusy(false)
    }
  }

  const fieldLabel = p.labelOf(field)
  const shown = shownValue(value, binding.valueLabels?.[field], i18n, t`(empty)`)
  const options = p.fields.map((f) => ({ value: f, label: p.labelOf(f) }))
  return (
    <ModalDialog isOpen isDismissable={!busy} onOpenChange={(o) => !o && p.onDone(step.kind === 'done')}>
      <Heading slot="title">
        <Plural value={count} one="Set a field on # row" other="Set a field on # rows" />
      </Heading>
      {step.kind === 'choose' ? (
        <Form
          className="bulk-set-form"
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault()
            void send(true)
          }}
        >
          <Select
            className="field"
            selectedKey={field}
            onSelectionChange={(k) => k !== null && pickField(String(k))}
            autoFocus
          >
            <Label>
              <Trans>Field</Trans>
            </Label>
            <SelectTrigger />
            <OptionsPopover options={options} className="field-popover" />
          </Select>
          <FieldInput
            key={field}
            name={field}
            def={def}
            label={t`New value of ${fieldLabel}`}
            value={value}
            onChange={(v) => {
              setValue(v)
              setError(undefined)
            }}
            valueLabels={binding.valueLabels?.[field]}
            error={error}
          />
          <p className="field-hint">
            <Trans>
              Each row is checked by its own rules before it changes; the preview shows what will happen.
            </Trans>
          </p>
          <div className="dialog-actions">
            <Button className="btn" onPress={() => p.onDone(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" className="btn btn-primary" isDisabled={busy}>
              {busy ? <Trans>Checking…</Trans> : <Trans>Preview</Trans>}
            </Button>
          </div>
        </Form>
      ) : (
        <Outcome
          step={step}
          change={t`${fieldLabel} becomes ${shown}.`}
          busy={busy}
          onBack={() => setStep({ kind: 'choose' })}
          onApply={() => void send(false)}
          onClose={() => p.onDone(step.kind === 'done')}
        />
      )}
    </ModalDialog>
  )
}

/** The preview (how many will change, which cannot and why) or, after applying, what happened. */
function Outcome(p: {
  step: Exclude<Step, { kind: 'choose' }>
  /** What is set, in words ("Amount becomes 12.5."). */
  change: string
  busy: boolean
  onBack: () => void
  onApply: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const { result } = p.step
  const changed = result.changed.length
  const unchanged = result.unchanged.length
  const refused = result.refused.length
  const preview = p.step.kind === 'preview'
  return (
    <>
      <p className="bulk-set-change">{p.change}</p>
      <p role="status">
        {preview ? (
          <Plural
            value={changed}
            _0="No row will change."
            one="# row will change."
            other="# rows will change."
          />
        ) : (
          <Plural value={changed} one="# row was changed." other="# rows were changed." />
        )}{' '}
        {unchanged > 0 && (
          <Plural value={unchanged} one="# already has this value." other="# already have this value." />
        )}{' '}
        {refused > 0 && <Plural value={refused} one="# cannot change:" other="# cannot change:" />}
      </p>
      {refused > 0 && (
        <div className="bulk-refusals-scroll">
          <RefusalsTable caption={t`Rows that cannot change`} refused={result.refused} />
        </div>
      )}
      <div className="dialog-actions">
        {preview ? (
          <>
            <Button className="btn" onPress={p.onBack} isDisabled={p.busy}>
              <Trans>Back</Trans>
            </Button>
            <Button
              className="btn btn-primary"
              onPress={p.onApply}
              isDisabled={p.busy || changed === 0}
              autoFocus
            >
              {p.busy ? (
                <Trans>Saving…</Trans>
              ) : (
                <Plural value={changed} one="Change # row" other="Change # rows" />
              )}
            </Button>
          </>
        ) : (
          <Button className="btn" onPress={p.onClose} autoFocus>
            <Trans>Close</Trans>
          </Button>
        )}
      </div>
    </>
  )
}

/** A value as the dialog shows it: an option's label, yes or no, or the word for empty. */
function shownValue(
  value: InputValue,
  labels: Record<string, MessageDescriptor> | undefined,
  i18n: I18n,
  empty: string,
): string {
  if (value === null || value === '') return empty
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`)
  const label = labels?.[String(value)]
  return label ? i18n._(label) : String(value)
}
