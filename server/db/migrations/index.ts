import { columnExists, type Migration } from './runner'

/**
 * The ordered schema changes the additive sync cannot make: append new ones at the end, never edit or reorder
 * one that has shipped. New tables, new entity fields and new indexes need no entry (the sync adds them).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    // A staff record's single `role` ('none' for no role) became the list `roles`.
    id: '0001-staff-users-role-to-roles',
    up: async (tx) => {
      if (!(await columnExists(tx, 'staff_users', 'role'))) return
      await tx.query(`alter table staff_users add column if not exists roles text`)
      await tx.query(`update staff_users set roles = nullif(role, 'none') where roles is null`)
      await tx.query(`alter table staff_users drop column role`)
    },
  },
  {
    // The refund workflow's grants were renamed for its separate duties: `review` → `csReview`, `approve` and
    // `reject` → `financialReview`, in every stored role's grants.
    id: '0002-refund-duty-grants',
    up: async (tx) => {
      if (!(await columnExists(tx, 'roles', 'grants'))) return
      await tx.query(`
        update roles set grants = (
          select string_agg(distinct g, ',' order by g) from (
            select case trim(x)
              when 'orderCenter:refunds:review' then 'orderCenter:refunds:csReview'
              when 'orderCenter:refunds:approve' then 'orderCenter:refunds:financialReview'
              when 'orderCenter:refunds:reject' then 'orderCenter:refunds:financialReview'
              else trim(x) end as g
            from unnest(string_to_array(grants, ',')) as x where trim(x) <> '') as renamed)
        where grants ~ '(^|,) *orderCenter:refunds:(review|approve|reject) *(,|$)'`)
    },
  },
  {
    // AB tests gained a lifecycle (draft → running → stopped) and name the SKU they test; their variants are
    // required. Old `active`/`inactive` tests become running/stopped, on the first commodity SKU.
    id: '0003-ab-test-lifecycle',
    up: async (tx) => {
      if (!(await columnExists(tx, 'ab_tests', 'test_code'))) return
      await tx.query(`alter table ab_tests add column if not exists sku_code text`)
      await tx.query(
        `update ab_tests set sku_code = coalesce(
           (select sku_code from commodity_skus order by id limit 1), '') where sku_code is null`,
      )
      await tx.query(`alter table ab_tests alter column sku_code set not null`)
      await tx.query(
        `update ab_tests set status = case status when 'active' then 'running' else 'stopped' end
          where status not in ('draft', 'running', 'stopped')`,
      )
      await tx.query(`alter table ab_tests alter column status set default 'draft'`)
      await tx.query(
        `update ab_tests set variant_a = coalesce(variant_a, 'A'), variant_b = coalesce(variant_b, 'B')
          where variant_a is null or variant_b is null`,
      )
      await tx.query(`alter table ab_tests alter column variant_a set not null`)
      await tx.query(`alter table ab_tests alter column variant_b set not null`)
    },
  },
  {
    // A refund kept one `reviewer` and `review_time`, overwritten by each review; each step now keeps its own:
    // the customer-service review, the financial review and the payout. The audit names who took each step; a
    // refund without one (seeded) gives its reviewer to the last review its status says it passed (a closed
    // one: the customer-service review). A refund still awaiting review had none.
    id: '0004-refund-step-reviewers',
    up: async (tx) => {
      if (!(await columnExists(tx, 'refunds', 'reviewer'))) return
      const steps = [
        ['cs_reviewer', 'cs_review_time', `'csApprove', 'csReject'`],
        ['financial_reviewer', 'financial_review_time', `'approve', 'reject'`],
        ['payout_by', 'payout_time', `'refund'`],
      ] as const
      const audited = (await tx.query<{ e: boolean }>(`select to_regclass('audit_log') is not null as e`))
        .rows[0]?.e
      for (const [by, at, actions] of steps) {
        await tx.query(`alter table refunds add column if not exists ${by} text`)
        await tx.query(`alter table refunds add column if not exists ${at} timestamptz`)
        if (audited)
          await tx.query(`
          update refunds r set ${by} = a.actor, ${at} = a.at
          from (select distinct on (record_id) record_id, actor, at from audit_log
                 where entity = 'refunds' and action in (${actions}) order by record_id, id desc) a
          where a.record_id = r.id`)
      }
      const reviewedBy = (by: string, at: string, statuses: string) =>
        tx.query(`update refunds set ${by} = reviewer, ${at} = review_time
          where reviewer is not null and cs_reviewer is null and financial_reviewer is null
            and status in (${statuses})`)
      await reviewedBy(
        'financial_reviewer',
        'financial_review_time',
        `'approved', 'refundReviewRejected', 'refundCreation', 'autoRefundProcessing', 'platformRefundFailed',
         'manualRefundProcessing', 'completed', 'refunded'`,
      )
      await reviewedBy('cs_reviewer', 'cs_review_time', `'pendingFinancialReview', 'rejected', 'closed'`)
      await tx.query(`alter table refunds drop column reviewer`)
      await tx.query(`alter table refunds drop column if exists review_time`)
    },
  },
]
