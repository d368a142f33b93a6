import { describe, expect, it } from 'vitest'
import { parseDate } from '@internationalized/date'
import { MAX_PULL_DAYS } from '@/domain/douyin-pull'
import { pullDraftProblems, pullWindow } from './pull-range'

const now = new Date('2026-11-20T12:00:00Z')
const draft = (start: string, end: string, shopId = 'DY-4300128') => ({ shopId, start, end })

describe('Douyin pull range', () => {
  it('covers the picked days whole: midnight of the first to midnight after the last', () => {
    expect(pullWindow(parseDate('2026-11-01'), parseDate('2026-11-01'), 'Asia/Shanghai')).toEqual({
      fromTime: '2026-10-31T16:00:00.000Z',
      toTime: '2026-11-01T16:00:00.000Z',
    })
  })

  it('accepts one day up to 31 days', () => {
    expect(pullDraftProblems(draft('2026-11-01', '2026-11-01'), now)).toEqual([])
    expect(pullDraftProblems(draft('2026-10-01', '2026-10-31'), now)).toEqual([])
    expect(MAX_PULL_DAYS).toBe(31)
  })

  it('names each problem: no shop, no range, end before start, too long, in the future', () => {
    expect(pullDraftProblems({ shopId: '', start: '', end: '' }, now).map((p) => p.kind)).toEqual([
      'noShop',
      'noRange',
    ])
    expect(pullDraftProblems(draft('2026-11-05', '2026-11-01'), now)[0]?.kind).toBe('fromAfterTo')
    expect(pullDraftProblems(draft('2026-10-01', '2026-11-01'), now)[0]?.kind).toBe('rangeTooLong')
    expect(pullDraftProblems(draft('2026-12-01', '2026-12-02'), now)[0]?.kind).toBe('inFuture')
  })
})
