import { defineEntity } from '../entity'
import { field } from '../fields'
import { EQUITY_REFRESH_STATUSES } from '../enums'
import { common } from './common'

// The commodity center's SKU equity refreshes (jobs the server runs).

/**
 * A request to refresh the equity (entitlements) of every licence sold with a SKU: the licences are the
 * orders holding the SKU (orders name price-center SKUs), refunded ones excepted. Created by staff; the
 * server's job runner fills in the rest (src/domain/equity-refresh.ts).
 */
export const skuEquityRefreshJobs = defineEntity({
  name: 'skuEquityRefreshJobs',
  table: 'sku_equity_refresh_jobs',
  key: 'jobNo',
  keyPrefix: 'EQ',
  resource: 'commodityCenter:skuEquityRefresh',
  defaultSort: [{ field: 'jobNo', desc: true }],
  search: ['jobNo', 'skuCode'],
  operations: ['list', 'get', 'create', 'export'],
  recordedBy: 'requestedBy',
  actions: [
    {
      name: 'cancel',
      method: 'POST',
      path: '/:id/cancel',
      needs: 'cancel',
      summary: 'Cancel a queued or running refresh (licences already refreshed stay refreshed)',
    },
  ],
  fields: {
    jobNo: common.generatedNo(),
    skuCode: common.ref('skus', { required: true }),
    reason: field.text({ max: 2000 }),
    status: common.jobStatus(EQUITY_REFRESH_STATUSES),
    /** Licences to refresh, counted when the job starts (its progress denominator). */
    totalLicenses: field.int({ readOnly: true, sortable: true, column: true }),
    processedLicenses: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    /** Licences whose entitlements the refresh actually changed. */
    affectedLicenses: field.int({ readOnly: true, default: 0, sortable: true, column: true }),
    /** The last order refreshed: where the job resumes after a restart. */
    lastOrderNo: field.string({ max: 40, readOnly: true }),
    message: field.string({ max: 64, readOnly: true }),
    startedAt: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true, column: true }),
    finishedAt: field.datetime({ readOnly: true, filter: 'dateRange', sortable: true }),
    requestedBy: field.string({ max: 64, readOnly: true, filter: 'text', sortable: true, column: true }),
  },
})
