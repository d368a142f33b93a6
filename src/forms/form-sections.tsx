import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { generatesKey, type EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { fieldLock } from '@/domain/rules'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import type { FormValues, InputValue } from './field-codec'
import { FieldInput, type FieldInputProps } from './field-input'
import { LockedField } from './locked-field'
import { ruleIssueMessage } from './rule-messages'

interface SectionsProps {
  entity: EntityDef
  binding: EntityBinding
  /** The record being edited; absent when creating. */
  record: Row | undefined
  groups: { title: MessageDescriptor; fields: string[] }[]
  values: FormValues
  setValue: (name: string, value: InputValue) => void
  widgets: Readonly<Partial<Record<string, ComponentType<FieldInputProps>>>> | undefined
  label: (name: string) => string
  errorOf: (name: string) => string | undefined
}

/** The form's fields by section: an input each, or a locked field's value and the rule that locks it. */
export function FormSections(p: SectionsProps) {
  const { t, i18n } = useLingui()
  const { entity, binding, record, widgets, label } = p
  return p.groups.map((g) => (
    <fieldset key={g.title.id} className="card form-section">
      <legend className="form-section-title">{i18n._(g.title)}</legend>
      <div className="form-grid">
        {g.fields.map((name) => {
          const lock = record && fieldLock(entity.name, name, record)
          if (lock)
            return (
              <LockedField
                key={name}
                label={label(name)}
                value={record[name]}
                valueLabels={binding.valueLabels?.[name]}
                reason={ruleIssueMessage(i18n, lock)}
              />
            )
          const Input = widgets?.[name] ?? FieldInput
          const def = entity.fields[name]!
          // A new record's code the server gives when left empty: optional, and saying so.
          const givenOnSaving = !record && name === entity.key && generatesKey(entity)
          const prefix = entity.keyPrefix ?? ''
          return (
            <Input
              key={name}
              name={name}
              def={givenOnSaving ? { ...def, required: false } : def}
              label={label(name)}
              value={p.values[name] ?? null}
              onChange={(v) => p.setValue(name, v)}
              valueLabels={binding.valueLabels?.[name]}
              error={p.errorOf(name)}
              description={
                givenOnSaving ? t`Left empty, the next code (${prefix}…) is given on saving.` : undefined
              }
            />
          )
        })}
      </div>
    </fieldset>
  ))
}

interface SecretsProps {
  /** The write-only fields and their definitions. */
  secrets: readonly (readonly [string, FieldDef])[]
  /** Editing (the current value is kept when left empty) rather than creating. */
  editing: boolean
  values: Readonly<Record<string, string>>
  setSecret: (name: string, value: string) => void
  widgets: Readonly<Partial<Record<string, ComponentType<FieldInputProps>>>> | undefined
  label: (name: string) => string
  errorOf: (name: string) => string | undefined
}

/** The write-only fields (credentials): never shown, only replaced. */
export function SecretSection(p: SecretsProps) {
  const { t } = useLingui()
  if (!p.secrets.length) return null
  return (
    <fieldset className="card form-section">
      <legend className="form-section-title">{t`Credentials`}</legend>
      <div className="form-grid">
        {p.secrets.map(([name, def]) => {
          const SecretInput = p.widgets?.[name] ?? FieldInput
          return (
            <SecretInput
              key={name}
              name={name}
              def={{ ...def, required: false }}
              label={p.label(name)}
              value={p.values[name] ?? ''}
              onChange={(v) => p.setSecret(name, String(v ?? ''))}
              error={p.errorOf(name)}
              secret
              description={
                p.editing
                  ? t`Write-only: never shown. Leave empty to keep the current value.`
                  : t`Write-only: it cannot be viewed after saving.`
              }
            />
          )
        })}
      </div>
    </fieldset>
  )
}
