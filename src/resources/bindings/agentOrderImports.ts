import { msg } from '@lingui/core/macro'
import { agentOrderImports } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'

/** Agent order completion: the batches imported from files. */
export default defineBinding(agentOrderImports, {
  labels: {
    batchNo: msg`Batch number`,
    agentPlatform: msg`Agent platform`,
    fileName: msg`File name`,
    rowCount: msg`Rows`,
    completedCount: msg`Completed`,
    errorCount: msg`Errors`,
    status: msg`Status`,
    message: msg`Message`,
  },
  widths: { batchNo: 170, agentPlatform: 160, fileName: 260, status: 130 },
  tagFields: ['status'],
})
