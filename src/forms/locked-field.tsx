import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'

/**
 * A field an edit may not change in the record's current state (a lock of the entity's rules,
 * src/domain/rules): its label and value as read-only text, and why it cannot be typed in (the lock's message,
 * the one the server refuses a change with). The value is not sent, so the record keeps it.
 */
export function LockedField({
  label,
  value,
  valueLabels,
  reason,
}: {
  label: string
  value: unknown
  valueLabels?: Record<string, MessageDescriptor>
  reason: string
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const raw = value === null || value === undefined || value === '' ? '—' : String(value)
  const shown = valueLabels?.[raw] ? i18n._(valueLabels[raw]) : raw
  return (
    <div className="field field-locked" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-locked-label">
        {label}
      </span>
      <output className="field-locked-value" aria-describedby={`${id}-why`}>
        {shown}
      </output>
      <span id={`${id}-why`} className="field-help">
        {t`Locked: ${reason}`}
      </span>
    </div>
  )
}
