import { describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { ROLES } from '@/domain/permissions'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../db/demo-role-grants'
import { entities } from '@/domain/registry'
import { grantsFor, type AuthUser } from '../identity/users'
import { mayPick } from './reference-routes'
import { keyChecks, normalizeReferences, rowKeyChecks, usedByMessage } from './references'

const user = (role: string): AuthUser => ({
  id: 1,
  username: role,
  nickname: role,
  avatar: '',
  introduction: '',
  roles: [role],
  grants: grantsFor([role], ROLE_GRANTS),
  sessionId: 's',
})

describe('keyChecks', () => {
  it('checks every reference field a body names, splitting lists', () => {
    expect(
      keyChecks(entities.skus, {
        skuCode: 'X',
        licenseCode: 'LIC-1',
        bundleItems: 'A, B,A',
        upgradeFromSku: null,
      }),
    ).toEqual([
      { field: 'licenseCode', target: 'licenses', keys: ['LIC-1'] },
      { field: 'bundleItems', target: 'skus', keys: ['A', 'B'] },
    ])
  })

  it('on an update, checks only the keys the record does not already name', () => {
    const before = { licenseCode: 'LIC-1', bundleItems: 'A,B' }
    expect(keyChecks(entities.skus, { licenseCode: 'LIC-1', bundleItems: 'B,C' }, before)).toEqual([
      { field: 'bundleItems', target: 'skus', keys: ['C'] },
    ])
    expect(keyChecks(entities.skus, { name: 'renamed' }, before)).toEqual([])
  })

  it('names the row of an import', () => {
    expect(rowKeyChecks(entities.offlineOrders, [{ licenseCode: 'L1' }, {}, { licenseCode: 'L3' }])).toEqual([
      { field: 'rows.0.licenseCode', target: 'licenses', keys: ['L1'] },
      { field: 'rows.2.licenseCode', target: 'licenses', keys: ['L3'] },
    ])
  })
})

describe('normalizeReferences', () => {
  it('stores lists trimmed without repeats and leaves everything else alone', () => {
    expect(
      normalizeReferences(entities.skus, { bundleItems: ' A , B,A,', licenseCode: ' L ', name: ' n ' }),
    ).toEqual({
      bundleItems: 'A,B',
      licenseCode: ' L ',
      name: ' n ',
    })
    expect(normalizeReferences(entities.skus, { bundleItems: null })).toEqual({ bundleItems: null })
  })
})

describe('usedByMessage', () => {
  it('sums the counts per entity', () => {
    expect(
      usedByMessage([
        { entity: 'prices', field: 'skuCode', count: 12 },
        { entity: 'skus', field: 'bundleItems', count: 1 },
        { entity: 'skus', field: 'upgradeFromSku', count: 1 },
      ]),
    ).toBe('used by 12 prices, 2 skus')
  })
})

describe('mayPick', () => {
  const e = (name: keyof typeof entities) => entities[name] as EntityDef
  it('lets viewers of the entity and writers of a referencing entity pick, nobody else', () => {
    expect(mayPick(user('support'), e('skus'))).toBe(true) // applies and edits barters
    expect(mayPick(user('support'), e('orders'))).toBe(true) // views the order center
    expect(mayPick(user('support'), e('licenses'))).toBe(false)
    expect(mayPick(user('operator'), e('licenses'))).toBe(true) // adds commodity SKUs
    expect(mayPick(user('operator'), e('skus'))).toBe(true) // requests equity refreshes, designs purchase pages
    expect(mayPick(user('operator'), e('prices'))).toBe(false)
    expect(mayPick(user('finance'), e('skus'))).toBe(false)
    expect(mayPick(user('viewer'), e('commoditySkus'))).toBe(true)
    expect(mayPick({ ...user('nomenu'), roles: [], grants: [] }, e('skus'))).toBe(false)
    for (const role of ROLES)
      expect(mayPick(user(role), e('customers'))).toBe(role !== 'pricing' && role !== 'operator')
  })
})
