import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { agentOrderImports } from '@/domain/entities/order-center'
import type { JOB_STATUSES } from '@/domain/enums'
import { ORDER_FIELD_LABELS } from '@/resources/order-labels'
import type { ColumnDef } from '@/table/column'
import { entityColumns } from '@/table/entity-columns'

const LABELS: Record<keyof (typeof agentOrderImports)['fields'], ReturnType<typeof msg>> = {
  batchNo: msg`Batch number`,
  agentPlatform: ORDER_FIELD_LABELS.agentPlatform,
  fileName: msg`File name`,
  rowCount: msg`Rows`,
  completedCount: msg`Completed`,
  errorCount: msg`Errors`,
  status: msg`Status`,
  message: msg`Message`,
}

const STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], ReturnType<typeof msg>> = {
  queued: msg`Queued`,
  running: msg`Running`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
}

/** The agent order import batches' columns. */
export function agentImportColumns(i18n: I18n): ColumnDef[] {
  return entityColumns(
    agentOrderImports,
    {
      labels: LABELS,
      valueLabels: { status: STATUS_LABELS },
      widths: { batchNo: 170, agentPlatform: 160, fileName: 260, status: 130 },
      tagFields: ['status'],
    },
    i18n,
  )
}
