import type { Db } from './client'
import { collationNote } from './collation-note'
import { ensureRowCounts } from './row-counts'
import { ensureIndexes, migrate } from './schema'
import { seedIfEmpty } from './seed'

/** The advisory lock every process takes to migrate, seed and index (an arbitrary constant of this app). */
export const SCHEMA_LOCK = 0x0b0c_5c3e

/**
 * Everything a server needs before it answers: migrations, the schema sync, the demo seed and indexes, under
 * one lock, so processes starting together run each step once (the others wait, then find it done).
 * `debug` receives the time of each seed step and index build (LOG_LEVEL=debug).
 */
export async function prepareDatabase(
  db: Db,
  opts: { seedOrders: number; seedDemo: boolean; log: (m: string) => void; debug?: (m: string) => void },
): Promise<void> {
  opts.log(await collationNote(db))
  await db.withAdvisoryLock(SCHEMA_LOCK, async () => {
    await migrate(db, opts.log)
    await seedIfEmpty(db, { orders: opts.seedOrders, demo: opts.seedDemo, log: opts.log, debug: opts.debug })
    const indexing = Date.now()
    await ensureIndexes(db, opts.debug)
    await ensureRowCounts(db)
    opts.log(`Indexes ready in ${((Date.now() - indexing) / 1000).toFixed(1)} s`)
  })
}
