import { useMemo, type ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import { referencesTo } from '@/domain/references'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from '@/table/column'
import { DetailSections, toDetailSections } from '@/ui/detail-sections'
import { AuditHistory } from './audit-history'
import { boolText } from './bool-text'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { fieldApplies, groupFields } from './record-binding'
import { ReferenceValue } from './reference-links'
import { UsedBy, type FieldLabeller } from './used-by'

/**
 * A record's fields in its binding's groups, formatted as the list formats them (enum labels, money, dates);
 * a reference field as links to the records it names, with their names. Then what references this record
 * ("Used by") and its audit history. Write-only fields never appear.
 */
export function RecordDetail({
  entity,
  binding,
  columns,
  record,
  fieldLabel,
  children,
}: {
  entity: EntityDef
  binding: EntityBinding
  columns: ColumnDef[]
  record: Row
  /** Labels of other entities' fields for the "Used by" lines (else read from their bindings). */
  fieldLabel?: FieldLabeller
  /** Screen-specific sections after the fields (a bundle's items with their prices). */
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns])
  const names = Object.entries(entity.fields)
    .filter(
      ([n, def]) => !def.writeOnly && !binding.shownByPanel?.includes(n) && fieldApplies(binding, n, record),
    )
    .map(([n]) => n)
  const groups = groupFields(binding.sections, names, msg`Other`)
  return (
    <>
      <DetailSections
        sections={toDetailSections(
          i18n,
          groups,
          (f) => byField.get(f)?.header ?? f,
          (f) => {
            const def = entity.fields[f]
            if (def?.references && record[f] != null && record[f] !== '')
              return <ReferenceValue entity={def.references} value={record[f]} many={def.many} />
            return typeof record[f] === 'boolean'
              ? boolText(i18n, record[f])
              : (byField.get(f)?.render(record, 1000) ?? '')
          },
        )}
      />
      {children}
      {referencesTo(entity.name).length > 0 && (
        <UsedBy
          entity={entity.name}
          id={record.id}
          recordKey={String(record[entity.key] ?? '')}
          fieldLabel={fieldLabel}
        />
      )}
      <AuditHistory
        entity={entity.name}
        id={record.id}
        columns={columns}
        jsonKeyLabels={binding.jsonKeyLabels}
      />
    </>
  )
}
