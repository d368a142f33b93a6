import { describe, expect, it } from 'vitest'
import { entities } from '@/domain/registry'
import { headsModule } from './entity-heads'

const parse = (line: string) => {
  const [, name, json] = /^export const (\w+) = (.*)$/.exec(line)!
  return [name, JSON.parse(json!)] as const
}

describe("the menus' entity heads", () => {
  it('writes each entity export as its head: name, resource, operations, the permissions of its actions', () => {
    const { refunds, customers } = entities
    const lines = headsModule({ refunds, customers }).trim().split('\n')
    expect(Object.fromEntries(lines.map(parse))).toEqual({
      refunds: {
        name: 'refunds',
        resource: refunds.resource,
        operations: refunds.operations,
        actions: refunds.actions!.map((a) => ({ needs: a.needs })),
      },
      customers: { name: 'customers', resource: customers.resource, operations: customers.operations },
    })
  })

  it('leaves out what is not an entity, so that a menu importing it fails the build', () => {
    expect(headsModule({ COUNT: 3, helper: () => 1, shape: { name: 'x' } })).toBe('')
  })
})
