import { describe, expect, it } from 'vitest'
import { databaseRule, type EntityRules } from '@/domain/rules/define'
import { RULE_TABLE } from '@/domain/rules/table'
import { databaseCheck } from '.'

describe('database rules', () => {
  it('each declared one has its implementation on the server', () => {
    const declared = Object.values(RULE_TABLE as Record<string, EntityRules>).flatMap((r) => r.database ?? [])
    expect(declared.length).toBeGreaterThan(5)
    for (const d of declared) expect(typeof databaseCheck(d), d.name).toBe('function')
  })

  it('a declaration without one is an error, not a rule passed over', () => {
    const missing = databaseRule({ name: 'notImplemented', messages: { nothing: 'Nothing' } })
    expect(() => databaseCheck(missing)).toThrow(/notImplemented is declared but not implemented/)
  })
})
