import './cell-editor.css'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Form } from 'react-aria-components/Form'
import { Popover } from 'react-aria-components/Popover'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { showUndoableToast } from '@/forms/undo-toast'
import { recordQuery, type Row } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import { fieldLock } from '@/domain/rules'
import { toInput, type InputValue } from '@/forms/field-codec'
import { FieldInput } from '@/forms/field-input'
import type { FormIssue } from '@/forms/form-issues'
import { issueMessage } from '@/forms/issue-message'
import { ruleIssueMessage } from '@/forms/rule-messages'
import { submitRecord } from '@/forms/use-record-form'
import { fieldApplies } from '@/forms/record-binding'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import type { CellEditorProps } from '@/table/cell-edit'
import { cellBody } from './cell-fields'

interface Props extends CellEditorProps {
  entity: EntityDef
  binding: EntityBinding
}

/** The input to focus when the editor opens (a select's trigger, a date's first segment; not hidden parts). */
const FIRST_INPUT =
  'input:not([type=hidden]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"]), [role=spinbutton]'

/** Kinds whose input is a choice: choosing saves at once (there is nothing more to type). */
const SAVES_ON_CHOICE = new Set(['enum', 'bool'])

/**
 * The editor of one cell, drawn over it (issue 30): the field's own form input (FieldInput: a select for an
 * enum, the picker for a reference, a number field for money), checked and saved exactly as the record form
 * saves (submitRecord: the shared schema, the record rules, then `PUT` with the version the row was read at).
 * Enter (or choosing an option) saves, Mod+Enter too, Esc cancels. A refusal stays on the cell with what was
 * typed; a field a lock keeps, or that does not apply to this record, says why instead of offering an input.
 */
export function CellEditor({ entity, binding, row, field, anchor, onClose }: Props) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  // The whole record: the row holds only the list's columns, and the rules and locks read the rest.
  const record = useQuery(recordQuery(entity.name, row.id))
  const def = entity.fields[field]!
  const initial = toInput(def, row[field])
  const [value, setValue] = useState<InputValue>(initial)
  // What the input holds this instant: a number field commits its text on the Enter that submits the form,
  // in the same key press, before this component renders again.
  const latest = useRef(initial)
  const [version, setVersion] = useState(Number(row.version))
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)
  const label = binding.labels[field] ? i18n._(binding.labels[field]) : field
  const key = String(row[entity.key] ?? row.id)
  const full: Row | undefined = record.data && { ...record.data, version }
  const lock = full && fieldLock(entity.name, field, full)
  const applies = !full || fieldApplies(binding, field, full)
  const dirty = JSON.stringify(value) !== JSON.stringify(initial)

  const messageOf = (issues: FormIssue[]) =>
    issues
      .map((i) => {
        const text = issueMessage(i18n, i)
        const other = i.field !== field && binding.labels[i.field]
        return other ? `${i18n._(binding.labels[i.field]!)}: ${text}` : text
      })
      .join(' ')

  const body = useRef<HTMLDivElement>(null)
  const ready = !!full
  useLayoutEffect(() => {
    if (!ready) return
    body.current?.querySelector<HTMLElement>(FIRST_INPUT)?.focus()
  }, [ready])

  const save = async (next = latest.current) => {
    if (!full || saving) return
    if (JSON.stringify(next) === JSON.stringify(initial)) return onClose('cancelled')
    setSaving(true)
    const outcome = await submitRecord(queryClient, entity, cellBody(entity, field, next, version), full)
    setSaving(false)
    if (outcome.kind === 'saved') {
      const from = { id: row.id, version: Number(outcome.record.version) - 1 }
      showUndoableToast(t`Changes saved.`, { entity, items: [from] }, { i18n, queryClient })
      return onClose('saved')
    }
    if (outcome.kind === 'invalid') return setProblem(messageOf(outcome.issues))
    if (outcome.kind === 'failed') return setProblem(t`Saving failed: ${outcome.message}`)
    // Changed by someone else since the list was read: the value stays, and saving again applies it to the
    // latest version, deliberately.
    void afterWrite(queryClient, { entity, id: row.id, kind: 'changed' })
    const now = await queryClient.fetchQuery({ ...recordQuery(entity.name, row.id), staleTime: 0 })
    setVersion(Number(now.version))
    setProblem(
      t`Someone else changed this record after the list was read. Press Enter to save your value over the latest version.`,
    )
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const textArea = (e.target as HTMLElement).tagName === 'TEXTAREA'
    // Mod+Enter saves from any input, as in the form; Enter saves a long text (Shift+Enter is a new line).
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey || (textArea && !e.shiftKey))) {
      e.preventDefault()
      void save()
    }
  }

  const change = (next: InputValue) => {
    latest.current = next
    setValue(next)
    setProblem(undefined)
    if (SAVES_ON_CHOICE.has(def.kind) && !def.references) void save(next)
  }

  const reason = lock
    ? ruleIssueMessage(i18n, lock)
    : !applies
      ? t`This field does not apply to this record.`
      : ''
  return (
    <Popover
      triggerRef={{ current: anchor }}
      isOpen
      onOpenChange={(open) => !open && onClose('cancelled')}
      placement="bottom start"
      // Over the cell itself, as a spreadsheet's editor: the input takes the cell's place.
      offset={-anchor.offsetHeight}
      shouldCloseOnInteractOutside={() => !dirty}
      className="popover cell-editor"
      style={{ minWidth: Math.max(anchor.offsetWidth, 240) }}
    >
      <Dialog className="cell-editor-dialog" aria-label={t`Edit ${label} of ${key}`}>
        {!full ? (
          <div className="cell-editor-loading" aria-busy="true">
            {record.isError ? <Trans>This record could not be loaded.</Trans> : <Trans>Loading…</Trans>}
          </div>
        ) : reason ? (
          <div className="cell-editor-locked">
            <p role="alert">{t`${label} cannot be changed here: ${reason}`}</p>
            <Button className="btn btn-small" onPress={() => onClose('cancelled')} autoFocus>
              <Trans>Close</Trans>
            </Button>
          </div>
        ) : (
          <Form
            className="cell-editor-form"
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault()
              void save()
            }}
          >
            <div className="cell-editor-body" ref={body} onKeyDown={onKeyDown}>
              <FieldInput
                name={field}
                def={def}
                label={label}
                value={value}
                onChange={change}
                valueLabels={binding.valueLabels?.[field]}
                error={problem}
              />
              {/* Announced with the input when it fails: the refusal is the input's error message too. */}
              <p className="cell-editor-hint" aria-hidden="true">
                {saving ? <Trans>Saving…</Trans> : <Trans>Enter saves · Esc cancels</Trans>}
              </p>
              <div className="cell-editor-actions">
                <Button className="btn btn-small" onPress={() => onClose('cancelled')}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" className="btn btn-small btn-primary" isDisabled={saving}>
                  <Trans>Save</Trans>
                </Button>
              </div>
            </div>
          </Form>
        )}
      </Dialog>
    </Popover>
  )
}
