import { describe, expect, it, vi } from 'vitest'
import { macroStub } from '@/shortcuts/test-support'
import type { ServerVerdict } from './sku-batch-verdicts'
import type { RowCheck } from './sku-batch-rows'

vi.mock('@lingui/core/macro', () => macroStub)
const { bodyText, keptVerdicts, verdictsAfter } = await import('./sku-batch-verdicts')

const verdict = (code: string): ServerVerdict => ({
  sent: bodyText({ skuCode: code }),
  issues: [{ field: 'skuCode', kind: 'invalid' }],
})
const check = (code: string): RowCheck => ({ body: { skuCode: code }, issues: [], blank: false })

describe('server verdicts on batch rows', () => {
  it('gives the sent rows the new word and keeps the old word on rows not sent', () => {
    const before = new Map([
      [0, verdict('A')],
      [2, verdict('C')],
    ])
    const checks = [check('A'), check('B'), check('C')]
    const answer = {
      created: [],
      refused: [{ row: 1, issues: [{ field: 'skuCode', message: 'taken', rule: 'upgradeFromItself' }] }],
    }
    // Rows 0 and 1 were sent (in that order); the server refused the second of them, row 1.
    const after = verdictsAfter(before, answer, [0, 1], checks)
    expect([...after.keys()].sort()).toEqual([1, 2])
    expect(after.get(1)).toEqual({
      sent: bodyText({ skuCode: 'B' }),
      issues: [{ field: 'skuCode', kind: 'invalid', rule: 'upgradeFromItself', params: undefined }],
    })
    expect(after.get(2)).toBe(before.get(2))
  })

  it('renumbers the verdicts of the rows that stay in the grid', () => {
    const v = new Map([
      [1, verdict('B')],
      [3, verdict('D')],
    ])
    const kept = keptVerdicts(v, [0, 3])
    expect([...kept]).toEqual([[1, v.get(3)]])
  })
})
