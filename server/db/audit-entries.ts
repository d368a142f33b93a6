import { entities } from '@/domain/registry'

/**
 * `audit_entries`: the audit log as records of `auditEntries` (src/domain/audit-log.ts), with the record's key
 * read from its last state (entity by entity: each names its key differently). A plain view, so filters and
 * sorts reach the indexes of `audit_log` below it.
 */
export function auditEntriesDdl(): string {
  const keys = Object.values(entities)
    .map((x) => `when '${x.name}' then coalesce(after, before) ->> '${x.key}'`)
    .join(' ')
  return `
    create index if not exists audit_log_at_idx on audit_log (at nulls first, id);
    create index if not exists audit_log_actor_at_idx on audit_log (actor, at nulls first, id);
    create index if not exists audit_log_entity_at_idx on audit_log (entity, at nulls first, id);
    create or replace view audit_entries as
      select id, 1 as version, at as created_at, at as updated_at, at, actor, entity, record_id,
        case entity ${keys} end as record_key, action, before, after
      from audit_log;
  `
}
