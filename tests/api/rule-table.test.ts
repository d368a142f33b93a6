import { beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { entityByName } from '@/domain/registry'
import { RULE_MESSAGES } from '@/domain/rule-issues'
import { entityRuleIssues } from '@/domain/rules'
import type { RecordRule } from '@/domain/rules/define'
import { RULE_TABLE } from '@/domain/rules/table'
import { call, get, tokenFor } from './client'
import { sampleBody } from './samples'

/**
 * Every record rule of the rule table (src/domain/rules/table.ts), enumerated: the server refuses what the
 * console refuses. For each rule, its declared breaking change is made to a valid record of its entity (a new
 * one from the entity's sample, or the seeded one the rule names) and to a create: the console's runner finds
 * the rule, and the real server answers 400 with an issue carrying the rule's key and its English message. A
 * rule added to the table is in this test with nothing else to write.
 */

let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

const cases = Object.entries(RULE_TABLE).flatMap(([name, rules]) =>
  ((rules as { record?: readonly RecordRule[] }).record ?? []).map(
    (rule, i) => [name, `${i + 1}. ${rule.key}`, rule] as const,
  ),
)

type Issue = { field: string; message: string; rule?: string; params?: Record<string, string | number> }

/** The issue of `rule` in a refused write; fails unless the write was refused with it. */
function refusedWith(r: { status: number; body: any }, rule: RecordRule) {
  expect(r.status, JSON.stringify(r.body)).toBe(400)
  const issue = (r.body.data.issues as Issue[]).find((i) => i.rule === rule.key)
  expect(issue, JSON.stringify(r.body.data.issues)).toBeDefined()
  const params = issue?.params ?? {}
  const message = RULE_MESSAGES[rule.key as keyof typeof RULE_MESSAGES].replace(
    /\{(\w+)\}/g,
    (m, p: string) => (Object.hasOwn(params, p) ? String(params[p]) : m),
  )
  expect(issue?.message).toBe(message)
  return issue
}

describe('every record rule of the table is refused by the server too', () => {
  it('covers every entity the table names, with at least one record rule in all', () => {
    expect(cases.length).toBeGreaterThan(30)
    for (const name of Object.keys(RULE_TABLE)) expect(entityByName(name), name).toBeDefined()
  })

  it.each(cases)('%s: %s', async (name, _label, rule) => {
    const e = entityByName(name) as EntityDef
    const base = `/v1/${name}`
    const sample = sampleBody(e)

    let record: Record<string, any>
    if (rule.breaksSeeded) {
      const list = await get(`${base}?limit=1&${rule.breaksSeeded}`, admin)
      record = list.body.data.items[0]
    } else {
      const created = await call('POST', base, admin, sample)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      record = created.body.data
    }

    // An edit: the console refuses it before sending, the server when it comes.
    const change = rule.breaks(record)
    expect(entityRuleIssues(name, change, record).map((i) => i.rule)).toContain(rule.key)
    const edit = await call('PUT', `${base}/${record.id}`, admin, { version: record.version, ...change })
    const issue = refusedWith(edit, rule)
    expect(change).toHaveProperty(issue?.field.split('.')[0] ?? '')

    // A create, unless the change names the record itself (which only an existing record can).
    const fresh = sampleBody(e)
    const breaking = rule.breaks(fresh)
    if (!rule.breaksSeeded && !JSON.stringify(breaking).includes(String(fresh[e.key]))) {
      expect(entityRuleIssues(name, { ...fresh, ...breaking }).map((i) => i.rule)).toContain(rule.key)
      refusedWith(await call('POST', base, admin, { ...fresh, ...breaking }), rule)
    }

    if (!rule.breaksSeeded) {
      const deleted = await call('DELETE', `${base}/${record.id}?version=${record.version}`, admin)
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    }
  })
})
