import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from '@/table/column'
import { DetailSections, toDetailSections } from '@/ui/detail-sections'
import { AuditHistory } from './audit-history'
import { boolText } from './bool-text'
import { groupFields, type RecordBinding } from './record-binding'

/**
 * A record's fields in its binding's groups, formatted as the list formats them (enum labels, money, dates),
 * followed by its audit history. Write-only fields never appear.
 */
export function RecordDetail({
  entity,
  binding,
  columns,
  record,
}: {
  entity: EntityDef
  binding: RecordBinding
  columns: ColumnDef[]
  record: Row
}) {
  const { i18n } = useLingui()
  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns])
  const names = Object.entries(entity.fields)
    .filter(([, def]) => !def.writeOnly)
    .map(([n]) => n)
  const groups = groupFields(binding.sections, names, msg`Other`)
  return (
    <>
      <DetailSections
        sections={toDetailSections(
          i18n,
          groups,
          (f) => byField.get(f)?.header ?? f,
          (f) =>
            typeof record[f] === 'boolean'
              ? boolText(i18n, record[f])
              : (byField.get(f)?.render(record, 1000) ?? ''),
        )}
      />
      <AuditHistory entity={entity.name} id={record.id} columns={columns} />
    </>
  )
}
