import { z } from '@/domain/zod'
import { agentOrders } from './entities/order-center'
import { offlineOrders } from './entities/offline-orders'
import type { FieldDef } from './fields'
import { MAX_IMPORT_ROWS } from './order-actions'
import { createSchema, writableFields } from './schemas'

/**
 * File imports (offline orders; agent platform order completion). Each import is declared once here: the
 * columns of its template (in order) and the schema of one row, which the console checks every row of the
 * file with before anything is sent, and the server checks again on every request.
 */
export interface ImportSpec {
  /** The entity whose `import` action receives the rows. */
  entity: 'offlineOrders' | 'agentOrderImports'
  /** Template columns in order, each a field of a row. */
  fields: Record<string, FieldDef>
  /** The field whose values must be unique within one file, if any. */
  uniqueField?: string
  /** Rows per request (the server's cap); larger files go in several requests. */
  batchRows: number
  /** The request names the imported file (recorded on the import batch). */
  sendsFileName?: boolean
}

export const offlineOrderImport: ImportSpec = {
  entity: 'offlineOrders',
  fields: Object.fromEntries(writableFields(offlineOrders)),
  batchRows: MAX_IMPORT_ROWS,
}

const a = agentOrders.fields
/** Completion of agent platform orders: which order each pending agent order became, and its commission. */
export const agentOrderCompletionImport: ImportSpec = {
  entity: 'agentOrderImports',
  fields: {
    agentOrderNo: a.agentOrderNo,
    orderNo: { ...a.orderNo, required: true },
    agentName: a.agentName,
    agencyCommission: a.agencyCommission,
    referralFee: a.referralFee,
  },
  uniqueField: 'agentOrderNo',
  batchRows: MAX_IMPORT_ROWS,
  sendsFileName: true,
}

export const importRowSchema = (spec: ImportSpec) => createSchema(spec)

const rows = (spec: ImportSpec) => z.array(importRowSchema(spec)).min(1).max(spec.batchRows)

/** POST /v1/offlineOrders/import. `dryRun` checks every row and writes nothing. */
export const offlineImportSchema = z.strictObject({
  rows: rows(offlineOrderImport),
  dryRun: z.boolean().optional(),
})

/** POST /v1/agentOrderImports/import. A later request of the same file passes the batch number it got. */
export const agentCompletionImportSchema = z.strictObject({
  agentPlatform: z.string().min(1).max(64),
  fileName: z.string().min(1).max(200),
  batchNo: z.string().max(40).optional(),
  rows: rows(agentOrderCompletionImport),
  dryRun: z.boolean().optional(),
})

/** Row messages only the server can give (it looks at the stored records); the console translates them. */
export const IMPORT_ROW_MESSAGES = {
  notFound: 'no such agent order on this platform',
  notPending: 'the agent order is not pending',
  duplicate: 'appears more than once in the file',
} as const
