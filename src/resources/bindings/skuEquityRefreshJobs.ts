import { msg } from '@lingui/core/macro'
import { skuEquityRefreshJobs } from '@/domain/entities/commodity-center'
import { defineBinding } from '../binding'
import { EQUITY_REFRESH_MESSAGE_LABELS } from '../enum-labels'

/** SKU equity refresh jobs: the result is stored as a code and shown translated. */
export default defineBinding(skuEquityRefreshJobs, {
  labels: {
    jobNo: msg`Job number`,
    skuCode: msg`SKU`,
    reason: msg`Reason`,
    status: msg`Job status`,
    totalLicenses: msg`Licences`,
    processedLicenses: msg`Licences refreshed`,
    affectedLicenses: msg`Licences changed`,
    lastOrderNo: msg`Last order refreshed`,
    message: msg`Result`,
    startedAt: msg`Started`,
    finishedAt: msg`Finished`,
    requestedBy: msg`Requested by`,
  },
  widths: {
    jobNo: 150,
    skuCode: 260,
    totalLicenses: 110,
    processedLicenses: 150,
    affectedLicenses: 150,
    startedAt: 180,
    message: 300,
    requestedBy: 140,
  },
  tagFields: ['status'],
  valueLabels: { message: EQUITY_REFRESH_MESSAGE_LABELS },
  sections: [
    { title: msg`Refresh`, fields: ['jobNo', 'skuCode', 'reason', 'requestedBy'] },
    {
      title: msg`Progress`,
      fields: [
        'status',
        'totalLicenses',
        'processedLicenses',
        'affectedLicenses',
        'lastOrderNo',
        'startedAt',
        'finishedAt',
        'message',
      ],
    },
  ],
})
