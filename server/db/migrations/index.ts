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
]
