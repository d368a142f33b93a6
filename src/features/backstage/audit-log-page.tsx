import { useCallback, useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { auditEntries } from '@/domain/audit-log'
import { entityByName } from '@/domain/registry'
import { recordHref } from '@/domain/screens'
import { auditChanges, type AuditEntry } from '@/forms/audit-changes'
import { auditFieldText } from '@/forms/audit-fields'
import { auditActionLabel } from '@/forms/audit-history'
import { entityNoun } from '@/forms/reference-nouns'
import { BINDINGS } from '@/resources/bindings'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import type { ScreenProps, ScreenSearch } from '@/screens/screen-props'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'
import { DataTable } from '@/table/data-table'
import type { ListSearch } from '@/table/list-search'
import { formatDateTime } from '@/ui/format'
import { HrefLink } from '@/ui/href-link'
import { useTitleFor } from '@/ui/titles'

/** A kind of record as staff name it ("Role", "SKU"), in the user's language. */
const kindOf = (i18n: I18n, entity: string) => {
  const noun = entityNoun(i18n, entity)
  return noun.charAt(0).toUpperCase() + noun.slice(1)
}

/**
 * Where an entry's record opens (by its last state, which picks among screens that fix a value, a SKU's type);
 * none once deleted: the record is gone, its last state is in the entry.
 */
const hrefOfEntry = (row: Row) => {
  if (row.action === 'delete') return undefined
  const state = (row.after ?? row.before ?? {}) as Record<string, unknown>
  return recordHref(String(row.entity), { ...state, id: Number(row.recordId) })
}

/** Every entity's columns, by entity name, once their bindings have loaded (each binding is its own chunk). */
type ColumnsByEntity = ReadonlyMap<string, ColumnDef[]>

function useColumnsByEntity(i18n: I18n): ColumnsByEntity | undefined {
  const [bindings, setBindings] = useState<ReadonlyMap<string, EntityBinding>>()
  useEffect(() => {
    let live = true
    void Promise.all(
      Object.entries(BINDINGS).map(async ([name, load]) => [name, (await load()).default] as const),
    ).then((all) => live && setBindings(new Map(all)))
    return () => {
      live = false
    }
  }, [])
  return useMemo(() => {
    if (!bindings) return undefined
    return new Map(
      [...bindings].flatMap(([name, binding]) => {
        const entity = entityByName(name)
        return entity ? [[name, entityColumns(entity, binding, i18n)] as const] : []
      }),
    )
  }, [bindings, i18n])
}

/**
 * What an entry changed, field by field, named and shown as the record's own history does:
 * `Status: Enabled → Disabled` (a record that came back: nothing).
 */
function changesText(i18n: I18n, columns: ColumnsByEntity, row: Row): string {
  const entry = row as unknown as AuditEntry
  if (entry.before === null && entry.action === 'undo') return ''
  const { label, value } = auditFieldText(i18n, columns.get(String(row.entity)) ?? [])
  return auditChanges(entry)
    .map((c) => `${label(c.field)}: ${value(c.field, c.before)} → ${value(c.field, c.after)}`)
    .join('; ')
}

const HEADERS = {
  at: msg({ message: 'When', context: 'audit log' }),
  actor: msg({ message: 'Who', context: 'audit log' }),
  entity: msg({ message: 'Kind of record', context: 'audit log' }),
  record: msg({ message: 'Record', context: 'audit log' }),
  action: msg({ message: 'What', context: 'audit log' }),
  changes: msg({ message: 'Before → after', context: 'audit log' }),
}

function columnsOf(i18n: I18n, byEntity: ColumnsByEntity): ColumnDef[] {
  return [
    {
      field: 'at',
      header: i18n._(HEADERS.at),
      width: 170,
      sortable: true,
      filter: 'dateRange',
      defaultVisible: true,
      text: (row) => (row.at ? formatDateTime(String(row.at)) : ''),
      render: (row) => (row.at ? formatDateTime(String(row.at)) : ''),
    },
    {
      field: 'actor',
      header: i18n._(HEADERS.actor),
      width: 110,
      filter: 'list',
      defaultVisible: true,
      text: (row) => String(row.actor ?? ''),
      render: (row) => String(row.actor ?? ''),
    },
    {
      field: 'entity',
      header: i18n._(HEADERS.entity),
      width: 140,
      filter: 'enum',
      options: (auditEntries.fields.entity.values ?? []).map((value) => ({
        value,
        label: kindOf(i18n, value),
      })),
      defaultVisible: true,
      text: (row) => kindOf(i18n, String(row.entity ?? '')),
      render: (row) => kindOf(i18n, String(row.entity ?? '')),
    },
    {
      field: 'recordKey',
      header: i18n._(HEADERS.record),
      width: 160,
      defaultVisible: true,
      needs: ['entity', 'recordId', 'action', 'before', 'after'],
      text: (row) => String(row.recordKey ?? row.recordId ?? ''),
      render: (row) => {
        const label = String(row.recordKey ?? row.recordId ?? '')
        const href = hrefOfEntry(row)
        return href ? (
          <HrefLink href={href} tabIndex={-1}>
            {label}
          </HrefLink>
        ) : (
          label
        )
      },
    },
    {
      field: 'action',
      header: i18n._(HEADERS.action),
      width: 110,
      filter: 'list',
      defaultVisible: true,
      text: (row) => auditActionLabel(i18n, String(row.action ?? '')),
      render: (row) => auditActionLabel(i18n, String(row.action ?? '')),
    },
    {
      field: 'after',
      header: i18n._(HEADERS.changes),
      width: 420,
      defaultVisible: true,
      needs: ['before', 'action'],
      text: (row) => changesText(i18n, byEntity, row),
      render: (row) => changesText(i18n, byEntity, row),
    },
  ]
}

/**
 * The global audit log (issue 28): every audited change the user may read, newest first, in the one table;
 * filtered by who, kind of record, what and when; a record's key links to it. Live: every write, this
 * console's or one heard of through the change events, makes the log's lists stale (after-write.ts).
 */
export function AuditLogPage({ screen, search, navigate }: ScreenProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const title = useTitleFor()(screen.path)
  const byEntity = useColumnsByEntity(i18n)
  const columns = useMemo(() => byEntity && columnsOf(i18n, byEntity), [i18n, byEntity])
  const onSearchChange = useCallback(
    (next: ListSearch) => void navigate({ search: next as ScreenSearch }),
    [navigate],
  )
  const onOpen = useCallback(
    (row: Row) => {
      const href = hrefOfEntry(row)
      if (href) void router.navigate({ href })
    },
    [router],
  )
  return (
    <section className="page page-fill" aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
      </div>
      {/* The table waits for the entities' labels (small chunks): a field's key is never shown in their place. */}
      {!columns ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <DataTable
          entity={auditEntries}
          columns={columns}
          search={search}
          onSearchChange={onSearchChange}
          label={title}
          onOpen={onOpen}
          rowFields={['entity', 'recordId', 'action', 'before', 'after']}
        />
      )}
    </section>
  )
}
