import type { EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { columnName } from '@/domain/fields'
import { entities } from '@/domain/registry'
import { afterNewSalesIndex, aggregateIndexes, salesIndexExists } from './aggregate-indexes'
import type { Db } from './client'
import { lanesOf, runInLanes } from './lanes'
import { MIGRATIONS } from './migrations'
import { searchIndexStatements } from './search-indexes'
import { runMigrations } from './migrations/runner'
import { changeTriggerDdl, SHARED_STATE_DDL } from './shared-state-ddl'
import { codeSequenceDdl } from './code-sequence'
import { auditEntriesDdl } from './audit-entries'

export function sqlType(def: FieldDef): string {
  switch (def.kind) {
    case 'int':
      return 'integer'
    case 'money':
      return 'numeric(18,2)'
    case 'datetime':
      return 'timestamptz'
    case 'date':
      return 'date'
    case 'bool':
      return 'boolean'
    default:
      return 'text'
  }
}

/** A column default from the registry (constants only, never user input), quoted as an SQL literal. */
function defaultClause(def: FieldDef): string {
  if (def.default === undefined) return ''
  const v = def.default
  return ` default ${typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : String(v)}`
}

function columnDdl(name: string, def: FieldDef): string {
  return `${columnName(name)} ${sqlType(def)}${defaultClause(def)}${def.required ? ' not null' : ''}`
}

/** DDL for an entity table, derived from its declaration. Columns added to a declaration later are added in place. */
export function entityDdl(e: EntityDef): string {
  const cols = Object.entries(e.fields).map(([name, def]) => columnDdl(name, def))
  const added = Object.entries(e.fields)
    .filter(([, def]) => !def.required || def.default !== undefined)
    .map(([name, def]) => `alter table ${e.table} add column if not exists ${columnDdl(name, def)};`)
  return `
    create table if not exists ${e.table} (
      id bigserial primary key,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      ${cols.join(',\n      ')}
    );
    create unique index if not exists ${e.table}_${columnName(e.key)}_key on ${e.table} (${columnName(e.key)});
    ${added.join('\n    ')}
    ${codeSequenceDdl(e)}
  `
}

/**
 * Sort and filter indexes; built after seeding because bulk loads into indexed tables are several times slower.
 * `nulls first` matches the list query's ordering (nulls sort low), so both directions, and the far-end read
 * of deep pages, walk the index instead of sorting the table. Only list-filtered fields and the sortable fields
 * shown by default (or sorted by default) get one: every index costs seconds of start-up on a fresh seed, and
 * a sort by a rarer column is a top-N sort of the filtered rows.
 */
export function entityIndexes(e: EntityDef): string {
  const sortedByDefault = new Set(e.defaultSort.map((s) => s.field))
  return Object.entries(e.fields)
    .filter(
      ([name, def]) => def.filter === 'list' || (def.sortable && (def.column || sortedByDefault.has(name))),
    )
    .map(([name]) => {
      const col = columnName(name)
      return `drop index if exists ${e.table}_${col}_idx;
        create index if not exists ${e.table}_${col}_sort_idx on ${e.table} (${col} nulls first, id);`
    })
    .concat(
      (e.filteredSorts ?? []).map(([filter, sort]) => {
        const [f, s] = [columnName(filter), columnName(sort)]
        return `create index if not exists ${e.table}_${f}_${s}_sort_idx on ${e.table} (${f}, ${s} nulls first, id);`
      }),
    )
    .join('\n')
}

const SYSTEM_DDL = `
  create table if not exists meta (key text primary key, value text not null);
  create table if not exists users (
    id bigserial primary key,
    username text not null unique,
    password_hash text not null,
    nickname text not null,
    avatar text not null default '',
    introduction text not null default '',
    roles text[] not null,
    disabled boolean not null default false,
    created_at timestamptz not null default now()
  );
  -- A password an admin set or generated is temporary: the user chooses their own at the next sign-in.
  alter table users add column if not exists must_change_password boolean not null default false;
  create table if not exists sessions (
    id text primary key,
    user_id bigint not null references users(id),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  );
  create table if not exists oidc_keys (
    kid text primary key,
    private_pem text not null,
    created_at timestamptz not null default now()
  );
  create table if not exists auth_codes (
    code text primary key,
    user_id bigint not null references users(id),
    client_id integer not null,
    redirect_uri text not null,
    code_challenge text,
    nonce text,
    expires_at timestamptz not null,
    used_at timestamptz
  );
  create table if not exists audit_log (
    id bigserial primary key,
    entity text not null,
    record_id bigint not null,
    action text not null,
    actor text not null,
    at timestamptz not null default now(),
    before jsonb,
    after jsonb
  );
  create index if not exists audit_log_record_idx on audit_log (entity, record_id, id);
  create table if not exists idempotency_keys (
    actor text not null,
    scope text not null,
    key text not null,
    request_hash text not null,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (actor, scope, key)
  );
`

/**
 * Brings the database to the current release: the versioned migrations it has not run (renames, drops, type
 * changes, moved data), then the additive sync from the declarations (new tables, new entity fields, change
 * counters), which runs on every start. The caller holds the schema lock when several processes may start.
 */
export async function migrate(db: Db, log?: (m: string) => void): Promise<void> {
  await runMigrations(db, MIGRATIONS, log)
  await db.exec(SYSTEM_DDL)
  await db.exec(SHARED_STATE_DDL)
  await db.exec(auditEntriesDdl())
  for (const e of Object.values(entities)) await db.exec(entityDdl(e) + changeTriggerDdl(e.table))
  for (const table of ['sessions', 'users']) await db.exec(changeTriggerDdl(table))
}

/**
 * Each index build's session on PostgreSQL: memory to sort a 10M-row table's keys in memory (about 860 MB for
 * a text key and the id; the default 64 MB writes dozens of runs to disk, 512 MB still two) and to build a
 * trigram index in fewer passes, and no parallel workers, since the builds already run two at once (lanesOf).
 */
const INDEX_BUILD_SETTINGS = [
  `set local maintenance_work_mem = '1GB'`,
  `set local max_parallel_maintenance_workers = 0`,
]

/**
 * Builds the indexes the declarations ask for that are missing (an existing one is a no-op). Other statements
 * (drops of renamed indexes) run first, in order; on PostgreSQL the builds then run on two connections at once,
 * largest tables first (a fresh 10M-order seed builds about 60 indexes over 16M rows).
 */
export async function ensureIndexes(db: Db, debug?: (m: string) => void): Promise<void> {
  const started = Date.now()
  const declared = Object.values(entities).flatMap((e) =>
    entityIndexes(e)
      .split(/;\s*(?:\n|$)/)
      .map((sql) => ({ table: e.table, sql: sql.trim() }))
      .filter((s) => s.sql),
  )
  const statements = declared.concat(
    [...(await searchIndexStatements(db)), ...aggregateIndexes()].map(([table, sql]) => ({ table, sql })),
  )
  const isBuild = (sql: string) => /^create index/i.test(sql)
  for (const s of statements) if (!isBuild(s.sql)) await db.exec(s.sql)
  const builds = statements.filter((s) => isBuild(s.sql))
  const salesIndexWasThere = await salesIndexExists(db)
  const unanalyzed = await tablesGainingExpressionIndexes(db, builds)
  const lanes = lanesOf(db)
  if (lanes > 1) {
    const { rows } = await db.query<{ table: string; size: number }>(
      `select relname as table, pg_relation_size(oid) as size from pg_class
       where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
    )
    const size = new Map(rows.map((r) => [r.table, Number(r.size)]))
    builds.sort((a, b) => (size.get(b.table) ?? 0) - (size.get(a.table) ?? 0))
  }
  await runInLanes(
    builds.map(({ sql }) => ({
      name: sql,
      run: async () => {
        const t = Date.now()
        if (lanes === 1) await db.exec(sql)
        else
          await db.transaction(async (tx) => {
            for (const setting of INDEX_BUILD_SETTINGS) await tx.query(setting)
            await tx.query(sql)
          })
        if (Date.now() - t >= 1000) debug?.(`${sql.replace(/\s+/g, ' ')}: ${seconds(t)} s`)
      },
    })),
    lanes,
  )
  if (!salesIndexWasThere) await afterNewSalesIndex(db)
  for (const table of unanalyzed) await db.exec(`analyze ${table}`)
  debug?.(`Indexed in ${seconds(started)} s`)
}

/**
 * The tables about to get a new index on an expression (`lower(email)`): such an index has no statistics until
 * its table is analyzed again, and without them the planner guessed a fifth of the orders matched an address
 * and walked the time index through 10M rows (22 s) instead of reading the address index (1 ms).
 */
async function tablesGainingExpressionIndexes(db: Db, builds: { table: string; sql: string }[]) {
  const { rows } = await db.query<{ name: string }>(
    `select indexname as name from pg_indexes where schemaname = current_schema()`,
  )
  const existing = new Set(rows.map((r) => r.name))
  const tables = new Set<string>()
  for (const { table, sql } of builds) {
    const name = /^create index if not exists (\S+)/i.exec(sql)?.[1]
    if (name && !existing.has(name) && /\(\s*\w+\(/.test(sql.slice(sql.indexOf(' on ')))) tables.add(table)
  }
  return tables
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
