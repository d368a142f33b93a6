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
]
