/**
 * Tables holding what every server process must see alike (several processes on one PostgreSQL): a change
 * counter per table (cached totals check it), export tickets and progress, sign-in failure counts, job
 * leases, the recent change events, and claims on work. All additive, created by the schema sync.
 */
export const SHARED_STATE_DDL = `
  create table if not exists table_changes (
    table_name text primary key,
    version bigint not null default 0
  );
  -- The table's exact number of rows, kept by row-count triggers (row-counts.ts); null until first counted.
  alter table table_changes add column if not exists row_count bigint;
  create or replace function note_table_change() returns trigger language plpgsql as $fn$
  begin
    insert into table_changes (table_name, version) values (tg_table_name, 1)
      on conflict (table_name) do update set version = table_changes.version + 1;
    return null;
  end $fn$;
  create table if not exists export_jobs (
    id text primary key,
    user_id bigint not null,
    entity text not null,
    spec jsonb not null,
    ticket_hash text unique,
    ticket_expires_at timestamptz not null,
    rows_done integer not null default 0,
    total integer not null default 0,
    done boolean not null default false,
    failed boolean not null default false
  );
  create index if not exists export_jobs_pending_idx on export_jobs (user_id) where ticket_hash is not null;
  create index if not exists export_jobs_expiry_idx on export_jobs (ticket_expires_at);
  create table if not exists sign_in_limits (
    key text primary key,
    failures integer not null,
    last_at bigint not null,
    blocked_until bigint not null
  );
  create index if not exists sign_in_limits_last_idx on sign_in_limits (last_at);
  create table if not exists job_leases (
    table_name text not null,
    record_id bigint not null,
    owner text not null,
    expires_at timestamptz not null,
    primary key (table_name, record_id)
  );
  create index if not exists job_leases_owner_idx on job_leases (owner);
  -- Committed writes, in order, for the consoles' live updates (server/live): every process hears each one
  -- (NOTIFY on a channel of this schema) and a console that reconnects re-reads what it missed.
  create table if not exists change_events (
    id bigserial primary key,
    entity text not null,
    record_id bigint,
    kind text not null,
    version integer,
    actor text not null,
    at timestamptz not null default now()
  );
  -- Who is working on which record of a work queue (server/api/work-claims.ts): one live holder per record,
  -- kept by the primary key; an expired claim is taken over in the same statement that finds it expired.
  create table if not exists work_claims (
    entity text not null,
    record_id bigint not null,
    holder text not null,
    claimed_at timestamptz not null default now(),
    expires_at timestamptz not null,
    primary key (entity, record_id)
  );
  create index if not exists work_claims_holder_idx on work_claims (holder);
  create or replace function notify_change_event() returns trigger language plpgsql as $fn$
  begin
    perform pg_notify(left('boc_changes_' || current_schema(), 63), json_build_object('id', new.id,
      'entity', new.entity, 'recordId', new.record_id, 'kind', new.kind, 'version', new.version,
      'who', new.actor)::text);
    return null;
  end $fn$;
  create or replace trigger change_events_notify after insert on change_events
    for each row execute function notify_change_event();
`

/**
 * Every write statement on an entity table (and on sessions and users, which kept session answers are
 * checked against) bumps its change counter in the same transaction, whichever
 * process or code path made it, so another process sees the new version exactly when it sees the write.
 */
export const changeTriggerDdl = (table: string) =>
  `create or replace trigger ${table}_changes after insert or update or delete or truncate on ${table}
     for each statement execute function note_table_change();`
