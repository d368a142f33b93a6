import { useSyncExternalStore } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import { lastChangeOf, subscribeLastChanges } from '@/api/live-changes'
import type { Row } from '@/api/list-queries'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { formFields, initialValues, type FormValues, type InputValue } from './field-codec'

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** A form value as the notice shows it: an enum's label, else the value, else a dash. */
function useShowValue(binding: EntityBinding) {
  const { i18n } = useLingui()
  return (name: string, v: InputValue | undefined) => {
    if (v === null || v === undefined || v === '') return '—'
    const label = binding.valueLabels?.[name]?.[String(v)]
    return label ? i18n._(label) : String(v)
  }
}

/**
 * Shown while the record being edited has a newer version than the one the edit started from (a live event,
 * or any read of it): who changed it and which fields, their value beside the user's own where both changed,
 * and a button that loads their version while keeping the user's edits. Nothing the user typed is replaced
 * without that press; saving before it is refused with a 409 as before.
 */
export function ChangedElsewhere({
  entity,
  binding,
  record,
  base,
  values,
  label,
  onLoad,
}: {
  entity: EntityDef
  binding: EntityBinding
  record: Row
  base: { values: FormValues; version: number }
  values: FormValues
  label: (name: string) => string
  onLoad: () => void
}) {
  const show = useShowValue(binding)
  const last = useSyncExternalStore(subscribeLastChanges, () => lastChangeOf(entity.name, record.id))
  if (Number(record.version) <= base.version) return null
  const theirs = initialValues(entity, record)
  const changed = formFields(entity)
    .map(([name]) => name)
    .filter((name) => !same(theirs[name], base.values[name]))
  const who = last?.who
  return (
    <div className="form-notice form-changed-elsewhere" role="status" data-testid="changed-elsewhere">
      <p>
        {who ? (
          <Trans>
            <strong>{who}</strong> changed this record while you were editing it.
          </Trans>
        ) : (
          <Trans>Someone else changed this record while you were editing it.</Trans>
        )}{' '}
        <Trans>Nothing is saved over their change: load their version, and your own edits stay.</Trans>
      </p>
      {changed.length > 0 && (
        <ul className="changed-fields">
          {changed.map((name) => (
            <li key={name}>
              <span className="changed-field">{label(name)}</span>: <Trans>theirs</Trans>{' '}
              <q>{show(name, theirs[name])}</q>
              {!same(values[name], base.values[name]) && (
                <>
                  {' · '}
                  <Trans>yours</Trans> <q>{show(name, values[name])}</q>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button className="btn btn-small" onPress={onLoad}>
        <Trans>Load their version, keep my edits</Trans>
      </Button>
    </div>
  )
}

/**
 * After loading their version: the fields both sides changed, the user's value in the form and theirs here,
 * each with a button to take theirs instead.
 */
export function BothChanged({
  binding,
  fields,
  label,
  onTakeTheirs,
}: {
  binding: EntityBinding
  fields: readonly { name: string; theirs: InputValue }[]
  label: (name: string) => string
  onTakeTheirs: (name: string, theirs: InputValue) => void
}) {
  const show = useShowValue(binding)
  if (!fields.length) return null
  return (
    <div className="form-notice" role="status" data-testid="both-changed">
      <p>
        <Trans>These fields keep your value; theirs is shown beside it. Check them before saving.</Trans>
      </p>
      <ul className="changed-fields">
        {fields.map(({ name, theirs }) => (
          <li key={name}>
            <span className="changed-field">{label(name)}</span>: <Trans>theirs</Trans>{' '}
            <q>{show(name, theirs)}</q>{' '}
            <Button className="btn btn-small" onPress={() => onTakeTheirs(name, theirs)}>
              <Trans>Use theirs</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
