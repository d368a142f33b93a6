import type { Db } from './client'

/**
 * What the server says about the database's collation at start. Under "C" (or "POSIX", as the embedded
 * database has it) PostgreSQL compares text byte by byte, which builds the seed's text indexes about twice as
 * fast as any other collation, even `C.UTF-8`, which sorts the same way (docs/operations.md).
 */
export async function collationNote(db: Db): Promise<string> {
  const { rows } = await db.query<{ collation: string }>(
    `select datcollate as collation from pg_database where datname = current_database()`,
  )
  const collation = rows[0]?.collation ?? 'unknown'
  return collation === 'C' || collation === 'POSIX'
    ? `Database collation ${collation}: text compared byte by byte`
    : `Database collation ${collation}: a database created with LC_COLLATE=C builds text indexes about twice as fast (docs/operations.md)`
}
