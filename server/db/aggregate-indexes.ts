import { SALES_FIELDS, WORK_QUEUES } from '@/domain/dashboard'
import { REFUND_TIME_FIELD } from '@/domain/dashboard-trends'
import { orders } from '@/domain/entities/orders'
import { refunds } from '@/domain/entities/refunds-barters'
import { columnName } from '@/domain/fields'
import type { Db } from './client'

const SALES_INDEX = `${orders.table}_sales_by_time_idx`

/**
 * Indexes for aggregate reads, beyond the lists' sort indexes, as [table, statement]. The dashboard sums a
 * month of orders per currency (about 13,000 of 200,000 rows); with the currency and amount in the index it
 * reads the index alone. Measured on PGlite: the month's sums drop from about 80 ms to about 11 ms
 * (tests/bench/dashboard.ts). The trends (GET /v1/dashboard/trends) read the same orders index per day, and
 * refunds per day and reason from their own covering index (decision 0125).
 */
export function aggregateIndexes(): [table: string, sql: string][] {
  const col = columnName
  return [
    ...workQueueIndexes(),
    [
      orders.table,
      `create index if not exists ${SALES_INDEX} on ${orders.table} (${col(SALES_FIELDS.time)}) include (${col(SALES_FIELDS.currency)}, ${col(SALES_FIELDS.amount)})`,
    ],
    [
      refunds.table,
      `create index if not exists ${refunds.table}_trends_by_time_idx on ${refunds.table} (${col(REFUND_TIME_FIELD)}) include (${col('orderSource')}, ${col('reasonType')})`,
    ],
  ]
}

export async function salesIndexExists(db: Db): Promise<boolean> {
  return (
    (
      await db.query(`select 1 from pg_indexes where schemaname = current_schema() and indexname = $1`, [
        SALES_INDEX,
      ])
    ).rows.length > 0
  )
}

/**
 * Once the sales index is new: index-only scans skip the table only on pages marked all-visible, which a
 * bulk load leaves unmarked (a fresh seed is vacuumed already, and vacuum then skips its pages).
 */
export async function afterNewSalesIndex(db: Db): Promise<void> {
  await db.exec(`vacuum ${orders.table}`)
}

/**
 * One index per work queue's filter columns (refunds by status and order source, …): the dashboard counts
 * each queue exactly on its first answer after a start, and at ten million orders a queue holds a hundred
 * thousand refunds, which the index counts without reading the table.
 */
export function workQueueIndexes(): [table: string, sql: string][] {
  const byTable = new Map<string, [table: string, cols: string]>()
  for (const q of WORK_QUEUES) {
    const cols = Object.keys(q.filters).map(columnName).sort()
    byTable.set(`${q.entity.table}_queue_${cols.join('_')}_idx`, [q.entity.table, cols.join(', ')])
  }
  return [...byTable].map(([name, [table, cols]]) => [
    table,
    `create index if not exists ${name} on ${table} (${cols})`,
  ])
}
