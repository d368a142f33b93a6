import { msg } from '@lingui/core/macro'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { defineBinding } from '../binding'
import { PULL_MESSAGE_LABELS } from '../enum-labels'

/** Douyin store order pull jobs; the result message is stored as a code and shown translated. */
export default defineBinding(douyinPullJobs, {
  labels: {
    jobNo: msg`Job number`,
    shopId: msg`Shop ID`,
    shopName: msg`Shop`,
    fromTime: msg`Orders from`,
    toTime: msg`Orders to`,
    pulledCount: msg`Orders pulled`,
    expectedCount: msg`Orders found`,
    status: msg`Job status`,
    message: msg`Result`,
  },
  widths: { jobNo: 170, shopName: 220, fromTime: 170, toTime: 170, message: 320 },
  tagFields: ['status'],
  valueLabels: { message: PULL_MESSAGE_LABELS },
})
