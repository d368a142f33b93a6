import type { BarterAction } from './barter-workflow'
import type { RefundAction } from './refund-workflow'

/**
 * What an audit row says happened. The server writes only these (server/api/audit.ts), and the history lists
 * each by its label (src/forms/audit-history.tsx, typed by this union): an action the console cannot name does
 * not compile.
 */
export type AuditAction =
  | 'create'
  /** A refund or barter applied for (created by its workflow's first step). */
  | 'apply'
  /** A Douyin pull job asked for. */
  | 'pull'
  | 'update'
  | 'edit'
  | 'delete'
  | 'import'
  | 'review'
  | 'resendInvoice'
  | 'resetPassword'
  | 'reorder'
  /** An order marked refunded when its refunds reach its paid amount. */
  | 'refunded'
  /** An order's licence replaced by an equity refresh job. */
  | 'equityRefresh'
  /** Jobs (Douyin pulls, equity refreshes) and AB tests. */
  | 'start'
  | 'stop'
  | 'resume'
  | 'fail'
  | 'complete'
  | 'cancel'
  /** A write taken back by its author (server/api/undo-routes.ts). */
  | 'undo'
  | RefundAction
  | BarterAction
