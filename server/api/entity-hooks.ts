import { randomBytes } from 'node:crypto'
import type { EntityDef } from '@/domain/entity'
import type { EntityName } from '@/domain/registry'
import { users } from '@/domain/entities/product-backstage'
import { joinKeys, splitKeys } from '@/domain/references'
import type { Queryable } from '../db/client'
import { hashPassword } from '../db/passwords'
import { findRecord, updateAudited, type ApiRecord } from './records'

type Values = Record<string, unknown>

/** What a write to one entity does besides its own row, in the write's transaction. */
interface EntityHooks {
  /** Values read from other records, set before the rules run (a price's type is its SKU's). */
  derive?: (tx: Queryable, values: Values, before?: Values) => Promise<Values>
  /** Side effects once the row is written (`before` null: a create; `after` null: a delete). */
  after?: (tx: Queryable, before: ApiRecord | null, after: ApiRecord | null, actor: string) => Promise<void>
  /** The tables it may change besides its own (their cached counts are dropped with its own). */
  alsoWrites?: readonly string[]
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

/**
 * Side effects of writes to particular entities.
 * A price's type is its SKU's: set from the SKU (whatever the body says) when a price is created or names
 * another SKU, and carried to the SKU's prices when the SKU changes kind.
 * Backstage staff records drive the sign-in account of the same username, created with the record: a disabled
 * (or deleted) record disables the account and revokes its sessions, and its roles become the account's
 * roles. Sessions and the roles' stored grants are read on every request, so this takes effect on the
 * account's next request. A password given with the record is hashed into the account and cleared here; an
 * account created without one gets a random password nobody knows (an admin sets one later).
 * Each role keeps how many staff records hold it (`userCount`); a role whose code changes keeps its users: the
 * staff records holding it name the new code (each change audited as the actor's).
 */
const HOOKS: Partial<Record<EntityName, EntityHooks>> = {
  prices: {
    derive: async (tx, values, before) => {
      const sku = text(values.skuCode ?? before?.skuCode)
      if (!sku || !(!before || 'skuCode' in values || 'type' in values)) return values
      const { rows } = await tx.query<{ type: string }>(`select type from skus where sku_code = $1`, [sku])
      return rows[0] ? { ...values, type: rows[0].type } : values
    },
  },
  skus: {
    after: async (tx, before, after) => {
      if (before && after && after.type !== before.type)
        await tx.query(
          `update prices set type = $2, version = version + 1, updated_at = now() where sku_code = $1 and type <> $2`,
          [after.skuCode, after.type],
        )
    },
    alsoWrites: ['prices'],
  },
  roles: {
    after: async (tx, before, after, actor) => {
      if (before && after && before.roleCode !== after.roleCode)
        await carryRoleCode(tx, String(before.roleCode), String(after.roleCode), actor)
    },
    alsoWrites: ['staff_users'],
  },
  users: { after: syncStaffAccount, alsoWrites: ['roles'] },
}

const hooksOf = (e: Pick<EntityDef, 'name'>): EntityHooks | undefined =>
  Object.hasOwn(HOOKS, e.name) ? HOOKS[e.name as EntityName] : undefined

/** The values of a create or edit of `e` with those read from other records set. */
export const deriveValues = (tx: Queryable, e: Pick<EntityDef, 'name'>, values: Values, before?: Values) =>
  hooksOf(e)?.derive?.(tx, values, before) ?? Promise.resolve(values)

/** Runs the side effects of a write to `e`. */
export async function afterWrite(
  tx: Queryable,
  e: Pick<EntityDef, 'name'>,
  before: ApiRecord | null,
  after: ApiRecord | null,
  actor: string,
) {
  await hooksOf(e)?.after?.(tx, before, after, actor)
}

/** The tables a write to `e` may change besides its own (their cached counts are dropped with its own). */
export const alsoWritten = (e: Pick<EntityDef, 'name'>): string[] => [...(hooksOf(e)?.alsoWrites ?? [])]

async function syncStaffAccount(tx: Queryable, before: ApiRecord | null, after: ApiRecord | null) {
  if (before && (!after || before.username !== after.username)) await disableAccount(tx, before.username)
  if (after) await syncAccount(tx, after)
  const touched = new Set([...splitKeys(before?.roles as string), ...splitKeys(after?.roles as string)])
  if (touched.size)
    await tx.query(
      `update roles r set user_count = (select count(*)::int from staff_users s
         where r.role_code = any(string_to_array(s.roles, ','))) where r.role_code = any($1::text[])`,
      [[...touched]],
    )
}

async function carryRoleCode(tx: Queryable, from: string, to: string, actor: string) {
  const { rows } = await tx.query<{ id: number }>(
    `select id from staff_users where $1 = any(string_to_array(roles, ',')) order by id for update`,
    [from],
  )
  for (const { id } of rows) {
    const before = await findRecord(tx, users, id)
    if (!before) continue
    const roles = joinKeys(
      splitKeys(before.roles as string)
        .map((r) => (r === from ? to : r))
        .join(','),
    )
    const after = await updateAudited(tx, users, before, { roles }, actor)
    await afterWrite(tx, users, before, after, actor)
  }
}

async function disableAccount(tx: Queryable, username: unknown) {
  await tx.query('update users set disabled = true where username = $1', [username])
  await tx.query(
    `update sessions set revoked_at = now() where revoked_at is null
       and user_id = (select id from users where username = $1)`,
    [username],
  )
}

async function syncAccount(tx: Queryable, after: ApiRecord) {
  const { rows } = await tx.query<{ password: string | null }>(
    'select password from staff_users where id = $1',
    [after.id],
  )
  const password = rows[0]?.password ?? null
  if (password !== null) await tx.query('update staff_users set password = null where id = $1', [after.id])
  const roles = splitKeys(after.roles as string)
  const disabled = after.status === 'disabled'
  const { rows: account } = await tx.query<{ id: number }>('select id from users where username = $1', [
    after.username,
  ])
  if (!account[0]) {
    const hash = await hashPassword(password ?? randomBytes(24).toString('base64url'))
    await tx.query(
      `insert into users (username, password_hash, nickname, roles, disabled, must_change_password)
       values ($1, $2, $3, $4, $5, true)`,
      [after.username, hash, after.nickname ?? after.username, roles, disabled],
    )
    return
  }
  await tx.query('update users set disabled = $2, roles = $3, nickname = $4 where username = $1', [
    after.username,
    disabled,
    roles,
    after.nickname ?? after.username,
  ])
  if (password !== null) await setTemporaryPassword(tx, after, password)
  if (disabled)
    await tx.query('update sessions set revoked_at = now() where revoked_at is null and user_id = $1', [
      account[0].id,
    ])
}

/**
 * An admin's password for a staff record's account (created if it has none yet): temporary, so the user
 * chooses their own at the next sign-in; the account's sessions end now.
 */
export async function setTemporaryPassword(tx: Queryable, staff: ApiRecord, password: string) {
  const hash = await hashPassword(password)
  const { rows } = await tx.query<{ id: number }>(
    `update users set password_hash = $2, must_change_password = true where username = $1 returning id`,
    [staff.username, hash],
  )
  if (!rows[0]) {
    await tx.query(
      `insert into users (username, password_hash, nickname, roles, disabled, must_change_password)
       values ($1, $2, $3, $4, $5, true)`,
      [
        staff.username,
        hash,
        staff.nickname ?? staff.username,
        splitKeys(staff.roles as string),
        staff.status === 'disabled',
      ],
    )
    return
  }
  await tx.query('update sessions set revoked_at = now() where revoked_at is null and user_id = $1', [
    rows[0].id,
  ])
}
