import type { Queryable } from '../db/client'

/**
 * The token-signing secret every process on one database must share. Without TOKEN_SECRET, a server on
 * PostgreSQL keeps it in the database: the first process to start stores its own (the one generated into its
 * DATA_DIR, so a single server moving to this keeps its signed-in users), and every other adopts it.
 */
export async function sharedTokenSecret(db: Queryable, candidate: string): Promise<string> {
  await db.query(`insert into meta (key, value) values ('token-secret', $1) on conflict (key) do nothing`, [
    candidate,
  ])
  const { rows } = await db.query<{ value: string }>(`select value from meta where key = 'token-secret'`)
  return rows[0]?.value ?? candidate
}
