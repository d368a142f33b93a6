import { describe, expect, it } from 'vitest'
import { changeStamp, changeStampSql, changeSum, changeSumSql, stampCounters } from './change-stamp'

describe('change stamps', () => {
  it('writes the counters in byte order of the names, leaving out tables never written', () => {
    const stamp = changeStamp([
      ['skus', 4],
      ['sku_relations', 2],
      ['orders', 0],
      ['roles', 3],
    ])
    expect(stamp).toBe('roles:3,sku_relations:2,skus:4')
    expect([...stampCounters(stamp)]).toEqual([
      ['roles', 3],
      ['sku_relations', 2],
      ['skus', 4],
    ])
    expect(stampCounters('').size).toBe(0)
  })

  it('reads them in SQL in the same order, and takes only table names', () => {
    expect(changeStampSql(['users', 'roles', 'users'])).toContain(`in ('roles', 'users')`)
    expect(changeStampSql(['roles'])).toContain(`collate "C"`)
    expect(() => changeStampSql(["roles'; drop table x; --"])).toThrow()
  })

  it('sums the counters of a set of tables, as the guard SQL does', () => {
    const counters = stampCounters('orders:7,roles:3,users:2')
    expect(changeSum(counters, ['orders', 'roles', 'sessions', 'users', 'roles'])).toBe(12)
    expect(changeSumSql(['users', 'roles', 'users'])).toContain(`in ('roles', 'users')`)
    expect(() => changeSumSql(["roles'; drop table x; --"])).toThrow()
  })
})
