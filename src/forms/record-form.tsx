import './forms.css'
import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { msg } from '@lingui/core/macro'
import { FormActions } from './form-actions'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import type { Row } from '@/api/list-queries'
import { showToast } from '@/ui/toast-store'
import { useQueryClient } from '@tanstack/react-query'
import { showUndoableToast } from './undo-toast'
import { BothChanged, ChangedElsewhere } from './changed-elsewhere'
import { formFields, secretFields, type FormValues, type InputValue } from './field-codec'
import type { FieldInputProps } from './field-input'
import { FormProblem, type FormProblemKind } from './form-problem'
import { FormSections, SecretSection } from './form-sections'
import { issueMessage } from './issue-message'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { fieldApplies, groupFields } from './record-binding'
import { StatusImpact } from './status-impact'
import { useLeaveGuard } from './use-leave-guard'
import { useRecordForm } from './use-record-form'

export interface RecordFormProps {
  entity: EntityDef
  binding: EntityBinding
  /** The record being edited; absent when creating. */
  record?: Row
  /** Starting values of a new record (e.g. the platform of the list it was created from). */
  preset?: FormValues
  /**
   * Values the screen fixes (a bundle SKU screen's `type`): not shown as inputs, since the screen's title
   * already says them; a new record starts with them (they are part of `preset`).
   */
  fixed?: Readonly<Record<string, string>>
  /** Shown under the fields, given the values as they are typed (a screen's declared panels). */
  extra?: (values: FormValues) => ReactNode
  /** Inputs of particular fields in place of their kind's (the binding's `widgets`, resolved by the screen). */
  widgets?: Readonly<Partial<Record<string, ComponentType<FieldInputProps>>>>
  /** `page` (default): the buttons stick to the page's bottom; `dialog`: a dialog's button row. */
  layout?: 'page' | 'dialog'
  /**
   * The submit button's label and its label while sending, when saving the record does something the user
   * names otherwise (a new equity refresh job starts the refresh): "Save" and "Saving…" by default.
   */
  submitLabel?: { idle: ReactNode; busy: ReactNode }
  onSaved: (record: Row) => void
  onCancel: () => void
}

/**
 * The one create/edit form for any registry entity: its writable fields as react-aria widgets, validated
 * with the server's own schemas, server field issues shown by field, a version conflict explained, what was
 * typed kept in a local draft, and leaving with unsaved changes guarded.
 */
export function RecordForm({
  entity,
  binding,
  record,
  preset,
  fixed,
  extra,
  widgets,
  layout = 'page',
  submitLabel,
  onSaved,
  onCancel,
}: RecordFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  // A new record's draft is kept per set of fixed values: a bundle SKU's draft never restores on the regular
  // SKU screen, where its hidden `type` would go unseen.
  const fixedKey = Object.entries(fixed ?? {})
    .map(([k, v]) => `.${k}=${v}`)
    .join('')
  const formId = `record.${entity.name}.${record ? record.id : `new${fixedKey}`}`
  const form = useRecordForm(entity, formId, record, preset)
  const guard = useLeaveGuard(form.dirty, form.discard)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<FormProblemKind>()
  const [bothChanged, setBothChanged] = useState<{ name: string; theirs: InputValue }[]>([])
  const formRef = useRef<HTMLFormElement>(null)
  const label = (name: string) => (binding.labels[name] ? i18n._(binding.labels[name]) : name)
  const errorOf = (name: string) => {
    const issue = form.issues.find((i) => i.field === name)
    return issue ? issueMessage(i18n, issue) : undefined
  }
  // Fixed values are not inputs; fields that apply only to other records (a bundle's items on a regular SKU)
  // are left out while the values say so.
  const fields = formFields(entity).filter(
    ([n]) => !(fixed && n in fixed) && fieldApplies(binding, n, form.values),
  )
  const secrets = secretFields(entity)
  const groups = groupFields(
    binding.sections,
    fields.map(([n]) => n),
    msg`Other`,
  )

  const save = async () => {
    setSaving(true)
    const outcome = await form.submit()
    setSaving(false)
    if (outcome.kind === 'saved') {
      setProblem(undefined)
      guard.release()
      const code = String(outcome.record[entity.key] ?? '')
      if (record) {
        // The edit started from the version before the one it produced (every edit moves it on by one).
        const from = { id: outcome.record.id, version: Number(outcome.record.version) - 1 }
        showUndoableToast(t`Changes saved.`, { entity, items: [from] }, { i18n, queryClient })
      } else showToast({ tone: 'success', message: code ? t`Record ${code} created.` : t`Record created.` })
      onSaved(outcome.record)
      return
    }
    setProblem(outcome.kind === 'failed' ? { failed: outcome.message } : outcome.kind)
    if (outcome.kind === 'invalid')
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] button')
          ?.focus(),
      )
  }

  const onKeyDown = (e: KeyboardEvent) => {
    // Keyboard scheme, forms: Mod+Enter submits, Esc cancels (the leave guard asks when there are changes).
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      e.preventDefault()
      void save()
    } else if (e.key === 'Escape' && !e.defaultPrevented) onCancel()
  }

  return (
    <Form
      ref={formRef}
      className="record-form"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      {/* Keyboard scheme for forms, caught from any field: Mod+Enter, Esc. */}
      <div className="record-form-body error-room" onKeyDown={onKeyDown}>
        {form.restored && form.dirty && (
          <div className="form-notice" role="status">
            <Trans>Your unsaved changes from last time were restored.</Trans>
            <Button className="btn btn-small" onPress={form.discard}>
              <Trans>Discard them</Trans>
            </Button>
          </div>
        )}
        {record && form.base && (
          <ChangedElsewhere
            entity={entity}
            binding={binding}
            record={record}
            base={form.base}
            values={form.values}
            label={label}
            onLoad={() => void form.rebase(record).then(setBothChanged)}
          />
        )}
        <BothChanged
          binding={binding}
          fields={bothChanged}
          label={label}
          onTakeTheirs={(name, theirs) => {
            form.setValue(name, theirs)
            setBothChanged((list) => list.filter((f) => f.name !== name))
          }}
        />
        <FormProblem
          problem={problem}
          count={form.issues.length}
          onRebase={() =>
            void form.rebase().then((both) => {
              setProblem(undefined)
              setBothChanged(both)
            })
          }
        />
        <FormSections
          entity={entity}
          binding={binding}
          record={record}
          groups={groups}
          values={form.values}
          setValue={form.setValue}
          widgets={widgets}
          label={label}
          errorOf={errorOf}
        />
        <SecretSection
          secrets={secrets}
          editing={!!record}
          values={form.secrets}
          setSecret={form.setSecret}
          widgets={widgets}
          label={label}
          errorOf={errorOf}
        />
        {extra?.(form.values)}
        <StatusImpact entity={entity} record={record} status={form.values.status} />
        <FormActions
          layout={layout}
          onCancel={onCancel}
          permission={`${entity.resource}:${record ? 'edit' : 'add'}`}
          busy={saving}
        >
          {submitLabel ? (
            saving ? (
              submitLabel.busy
            ) : (
              submitLabel.idle
            )
          ) : saving ? (
            <Trans>Saving…</Trans>
          ) : (
            <Trans>Save</Trans>
          )}
        </FormActions>
      </div>
      {guard.dialog}
    </Form>
  )
}
