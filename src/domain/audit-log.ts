import { defineEntity } from './entity'
import { field } from './fields'
import { entities } from './registry'

/**
 * The global audit log (issue 28, item 6): every audited change across entities, one row per audit entry,
 * newest first. It is not a registry entity (nothing creates, seeds or writes it as one): the server serves
 * it read-only at /v1/auditEntries from `audit_entries`, a view over the `audit_log` table every write appends
 * to, and the console lists it with the one table. Reaching it needs `backstageManagement:auditLog:view`;
 * each entry is shown only to users who may read its entity (deny by default).
 */
export const auditEntries = defineEntity({
  name: 'auditEntries',
  table: 'audit_entries',
  key: 'recordKey',
  resource: 'backstageManagement:auditLog',
  defaultSort: [{ field: 'at', desc: true }],
  // The record's key by its start (a scan of the log: filters by user, entity and time are the indexed ways).
  search: ['recordKey'],
  prefixSearch: ['recordKey'],
  operations: ['list', 'get'],
  fields: {
    at: field.datetime({ filter: 'dateRange', sortable: true, column: true, readOnly: true }),
    actor: field.string({ max: 64, filter: 'list', column: true, readOnly: true }),
    entity: field.enum(Object.keys(entities), { filter: 'enum', column: true, readOnly: true }),
    recordId: field.int({ min: 1, max: Number.MAX_SAFE_INTEGER, readOnly: true }),
    /** The record's business key as the entry's last state names it (computed by the view). */
    recordKey: field.string({ column: true, readOnly: true }),
    action: field.string({ max: 64, filter: 'list', column: true, readOnly: true }),
    before: field.json({ readOnly: true }),
    after: field.json({ readOnly: true, column: true }),
  },
})

/** The permission the audit log screen and endpoints need. */
export const AUDIT_LOG_PERMISSION = `${auditEntries.resource}:view` as const
