import type { Db, Queryable } from './client'

const TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi
const targets = new Map<string, readonly string[]>()

/** The tables an SQL text inserts into, updates, deletes from or truncates (worked out once per text). */
export function tablesWritten(sql: string): readonly string[] {
  let tables = targets.get(sql)
  if (!tables) {
    tables = [...new Set([...sql.matchAll(TARGET)].map((m) => m[1]!.toLowerCase()))]
    // Texts are the code's own statements; a bound keeps texts built per request from growing it.
    if (targets.size > 5000) targets.clear()
    targets.set(sql, tables)
  }
  return tables
}

type Listener = { tables: ReadonlySet<string>; fn: () => void }

/** Who wants to hear of writes to which tables, on one database handle. */
export class WriteWatch {
  private readonly listeners: Listener[] = []

  on(tables: readonly string[], fn: () => void) {
    this.listeners.push({ tables: new Set(tables), fn })
  }

  /** Tells the listeners of the tables `sql` writes; true when it writes any table at all. */
  sent(sql: string): boolean {
    const written = tablesWritten(sql)
    for (const l of this.listeners) if (written.some((t) => l.tables.has(t))) l.fn()
    return written.length > 0
  }
}

const watches = new WeakMap<object, WriteWatch>()

/** The watch of a handle made by `watchWrites`; undefined for any other (its writes are not seen). */
export const writeWatchOf = (db: Queryable): WriteWatch | undefined => watches.get(db)

/**
 * The handle with every statement's written tables reported as the statement is sent, and, for a transaction,
 * again when it ends (committed or not). Only for a database this process alone writes (the embedded one,
 * held by the data-folder lock), where every write passes here.
 */
export function watchWrites(db: Db): Db {
  const watch = new WriteWatch()
  const watched: Db = {
    ...db,
    query: (sql, params) => {
      watch.sent(sql)
      return db.query(sql, params)
    },
    exec: (sql) => {
      watch.sent(sql)
      return db.exec(sql)
    },
    transaction: async (fn) => {
      const wrote: string[] = []
      try {
        return await db.transaction((tx) =>
          fn({
            query: (sql, params) => {
              if (watch.sent(sql)) wrote.push(sql)
              return tx.query(sql, params)
            },
          }),
        )
      } finally {
        for (const sql of wrote) watch.sent(sql)
      }
    },
  }
  watches.set(watched, watch)
  return watched
}
