import { Hono } from 'hono'
import { z } from 'zod'
import { operationAction, type EntityDef } from '@/domain/entity'
import { columnName } from '@/domain/fields'
import { referencesTo } from '@/domain/references'
import { isGranted } from '@/domain/permissions'
import { validate } from '@/domain/schemas'
import type { Db } from '../db/client'
import { writeAudit } from './audit'
import { assertGranted, type AppEnv } from './auth'
import type { CountCache } from './count-cache'
import { ApiError, badRequest, forbidden, ok, type FieldIssue } from './envelope'
import { afterWrite, alsoWritten } from './entity-hooks'
import { selectColumns, toRecord } from './list-query'
import { deleteRecord, updateAudited, type ApiRecord } from './records'
import { usedBy, type UsedBy } from './references'
import { readJsonBody } from './request-body'
import { checkDeleteRules, checkRules } from './rules'

export const BULK_MAX_ITEMS = 500

export const bulkSchema = z.strictObject({
  action: z.enum(['enable', 'disable', 'delete']),
  items: z
    .array(z.strictObject({ key: z.string().min(1).max(200), version: z.number().int().min(1) }))
    .min(1)
    .max(BULK_MAX_ITEMS),
})

export type BulkAction = z.infer<typeof bulkSchema>['action']

export interface BulkRefusal {
  key: string
  reason: 'usedBy' | 'version' | 'notFound' | 'rules'
  usedBy?: UsedBy[]
  issues?: FieldIssue[]
}

/** The status values enable and disable set, when the entity's `status` field has such a pair. */
export function statusPair(e: EntityDef): { enable: string; disable: string } | undefined {
  const values = e.fields.status?.kind === 'enum' ? (e.fields.status.values ?? []) : []
  for (const [on, off] of [
    ['active', 'inactive'],
    ['enabled', 'disabled'],
  ] as const)
    if (values.includes(on) && values.includes(off) && !e.fields.status?.readOnly)
      return { enable: on, disable: off }
  return undefined
}

/** The bulk actions `e` offers: enable/disable with an enabled/disabled status pair and edit, delete with delete. */
export function bulkActions(e: EntityDef): BulkAction[] {
  return [
    ...(e.operations.includes('update') && statusPair(e) ? (['enable', 'disable'] as const) : []),
    ...(e.operations.includes('delete') ? (['delete'] as const) : []),
  ]
}

/**
 * POST /v1/<entity>/bulk { action, items: [{ key, version }] } → { changed: keys, refused: [{ key, reason }] }.
 * enable/disable set the status (active/inactive, or enabled/disabled) and need the entity's edit permission;
 * they run the entity's rules (an enabled price may not overlap another: reason 'rules' with the issues).
 * delete needs the delete permission and refuses a record others name (reason 'usedBy' with the counts);
 * records naming each other within the request are deleted referrers first. A stale version is 'version', an
 * unknown key 'notFound'. One transaction; each changed record is audited as a single edit or delete would be.
 */
export function bulkRoutes(e: EntityDef, db: Db, counts: CountCache) {
  const app = new Hono<AppEnv>()
  const actions = bulkActions(e)
  if (!actions.length) return app
  const pair = statusPair(e)
  const keyCol = columnName(e.key)

  app.post('/bulk', async (c) => {
    const user = c.get('user')
    // Permission first (any bulk action of the entity), then the body, then the action's own permission.
    if (!actions.some((a) => isGranted(user.grants, permissionOf(e, a)))) throw forbidden()
    const body = validate(bulkSchema, await readJsonBody(c))
    if (!body.ok) throw badRequest('invalid body', body.issues)
    const { action, items } = body.value
    if (!actions.includes(action))
      throw badRequest('invalid body', [{ field: 'action', message: `${e.name} cannot ${action}` }])
    assertGranted(user, permissionOf(e, action))

    const result = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select ${selectColumns(e)} from ${e.table} where ${keyCol} = any($1::text[]) order by id for update`,
        [items.map((i) => i.key)],
      )
      const byKey = new Map(rows.map((r) => [String(r[keyCol]), toRecord(e, r) as ApiRecord]))
      const changed: string[] = []
      const refused: BulkRefusal[] = []
      const pending: { key: string; record: ApiRecord }[] = []
      const seen = new Set<string>()
      for (const { key, version } of items) {
        if (seen.has(key)) continue
        seen.add(key)
        const record = byKey.get(key)
        if (!record) refused.push({ key, reason: 'notFound' })
        else if (record.version !== version) refused.push({ key, reason: 'version' })
        else pending.push({ key, record })
      }

      if (action !== 'delete' && pair) {
        const status = pair[action]
        for (const { key, record } of pending) {
          if (record.status === status) {
            changed.push(key)
            continue
          }
          try {
            const values = await checkRules(tx, e, { status }, record, user.username)
            const after = await updateAudited(tx, e, record, values, user.username)
            await afterWrite(tx, e, record, after, user.username)
            changed.push(key)
          } catch (err) {
            if (err instanceof ApiError && err.status === 400)
              refused.push({ key, reason: 'rules', issues: err.issues ?? [] })
            else throw err
          }
        }
      } else {
        // Delete what nothing names; repeat while that frees others (a bundle before its items).
        let left = pending
        for (let progress = true; left.length && progress;) {
          progress = false
          const next: typeof left = []
          for (const p of left) {
            const list = referencesTo(e.name).length ? await usedBy(tx, e, p.key, p.record.id) : []
            if (list.length) {
              next.push(p)
              continue
            }
            try {
              await checkDeleteRules(tx, e, p.record, user.username)
            } catch (err) {
              if (!(err instanceof ApiError && err.status === 400)) throw err
              refused.push({ key: p.key, reason: 'rules', issues: err.issues ?? [] })
              continue
            }
            await deleteRecord(tx, e, p.record.id)
            await writeAudit(tx, {
              entity: e.name,
              recordId: p.record.id,
              action: 'delete',
              actor: user.username,
              before: p.record,
              after: null,
            })
            await afterWrite(tx, e, p.record, null, user.username)
            changed.push(p.key)
            progress = true
          }
          left = next
        }
        for (const p of left)
          refused.push({ key: p.key, reason: 'usedBy', usedBy: await usedBy(tx, e, p.key, p.record.id) })
      }
      const at = new Map(items.map((item, i) => [item.key, i]))
      const order = (a: { key: string }, b: { key: string }) => (at.get(a.key) ?? 0) - (at.get(b.key) ?? 0)
      return { changed: changed.sort((a, b) => order({ key: a }, { key: b })), refused: refused.sort(order) }
    })
    if (result.changed.length) for (const table of [e.table, ...alsoWritten(e)]) counts.invalidate(table)
    return ok(c, result)
  })
  return app
}

/** The permission a bulk action needs: the entity's edit (enable, disable) or delete action. */
export const permissionOf = (e: EntityDef, action: BulkAction) =>
  `${e.resource}:${operationAction(action === 'delete' ? 'delete' : 'update')}`
