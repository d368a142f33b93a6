import { describe, expect, it } from 'vitest'
import { sampleBody } from '../../../tests/api/samples'
import type { EntityDef } from '../entity'
import { entityByName } from '../registry'
import { RULE_MESSAGES } from '../rule-issues'
import { deleteRuleIssues, entityRuleIssues, fieldLock, lockedFieldIssues } from '.'
import { declaredMessages, type EntityRules } from './define'
import { RULE_TABLE } from './table'

const table = Object.entries(RULE_TABLE) as [string, EntityRules][]

describe('the rule table', () => {
  it('names registry entities, and fields of them', () => {
    for (const [name, rules] of table) {
      const e = entityByName(name) as EntityDef
      expect(e, name).toBeDefined()
      const fields = [
        ...(rules.lockedWhen ?? []).flatMap((l) => l.fields),
        ...(rules.shapes ?? []).flatMap((s) => [s.field, ...(s.ifSent ?? [])]),
        ...(rules.record ?? []).flatMap((r) => r.ifSent ?? []),
      ]
      for (const f of fields) expect(e.fields, `${name}.${f}`).toHaveProperty(f)
    }
  })

  it('gives each key one message wherever it is declared, and every message a key', () => {
    const seen = new Map<string, string>()
    for (const [key, message] of declaredMessages(RULE_TABLE)) {
      expect(seen.get(key) ?? message, key).toBe(message)
      seen.set(key, message)
      expect(RULE_MESSAGES).toHaveProperty(key, message)
    }
  })

  it.each(table.flatMap(([name, r]) => (r.record ?? []).map((rule) => [name, rule.key, rule] as const)))(
    '%s: the declared change breaks %s',
    (name, key, rule) => {
      const valid = sampleBody(entityByName(name) as EntityDef)
      if (!rule.breaksSeeded) expect(entityRuleIssues(name, valid).map((i) => i.rule)).not.toContain(key)
      // A rule only a record the system changed can break (a used coupon): a stand-in for that record.
      const seeded = rule.breaksSeeded ? { ...valid, usedCount: 5 } : valid
      expect(entityRuleIssues(name, rule.breaks(seeded), seeded).map((i) => i.rule)).toContain(key)
    },
  )
})

describe('locks and delete rules, as the console reads them', () => {
  const running = { status: 'running', variantA: 'A', variantB: 'B' }
  it('lock an AB test’s design once it has started, with the rule the server refuses with', () => {
    expect(fieldLock('abTests', 'variantB', running)).toBe('abTestLocked')
    expect(fieldLock('abTests', 'name', running)).toBeUndefined()
    expect(fieldLock('abTests', 'variantB', { ...running, status: 'draft' })).toBeUndefined()
    expect(lockedFieldIssues('abTests', { variantB: 'C', name: 'x' }, running)).toEqual([
      { field: 'variantB', rule: 'abTestLocked' },
    ])
    expect(lockedFieldIssues('abTests', { variantB: 'B' }, running)).toEqual([])
  })

  it('refuse deleting a running test only', () => {
    expect(deleteRuleIssues('abTests', running)).toEqual([{ field: 'status', rule: 'abTestRunningDelete' }])
    expect(deleteRuleIssues('abTests', { status: 'stopped' })).toEqual([])
    expect(deleteRuleIssues('orders', running)).toEqual([])
  })
})
