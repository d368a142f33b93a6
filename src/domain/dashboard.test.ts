import { describe, expect, it } from 'vitest'
import { barterDutyIssue, offlineReviewDutyIssue, refundDutyIssue } from './duties'
import { periodFilter, periodsOf, queuesFor, WORK_QUEUES } from './dashboard'
import { parseListParams } from './list-params'
import { entityActions } from './menus/builders'
import { listOf } from './screens'
import { DEMO_ROLE_GRANTS as ROLE_GRANTS } from '../../server/db/demo-role-grants'

const ids = (grants: readonly string[]) => queuesFor(grants).map((q) => q.id)

describe('work queues', () => {
  it('each opens a list screen of its entity, with filters that list accepts', () => {
    for (const q of WORK_QUEUES) {
      const node = listOf(q.entity.name, q.filters)
      expect(node?.resource, q.id).toBe(q.entity.resource)
      for (const [k, v] of Object.entries(node?.screen.fixed ?? {}))
        expect(q.filters, q.id).toHaveProperty(k, v)
      expect(node?.hidden, q.id).toBeFalsy()
      expect(parseListParams(q.entity, q.filters).ok, q.id).toBe(true)
      expect(entityActions(q.entity), q.id).toContain(q.needs)
    }
  })

  it('are shown only to those who may take the action that empties them (deny by default)', () => {
    expect(ids(ROLE_GRANTS.admin)).toEqual(WORK_QUEUES.map((q) => q.id))
    // Separation of duties: support reviews for customer service, finance checks the money.
    expect(ids(ROLE_GRANTS.finance)).toEqual(
      expect.arrayContaining(['refundsFinancialReview', 'bartersPending', 'offlineOrdersToReview']),
    )
    expect(ids(ROLE_GRANTS.finance)).not.toContain('refundsCsReview')
    expect(ids(ROLE_GRANTS.finance)).not.toContain('bartersToComplete')
    expect(ids(ROLE_GRANTS.support)).toEqual(expect.arrayContaining(['refundsCsReview', 'bartersToComplete']))
    expect(ids(ROLE_GRANTS.support)).not.toContain('refundsFinancialReview')
    expect(ids(ROLE_GRANTS.support)).not.toContain('bartersPending')
    expect(ids(ROLE_GRANTS.viewer)).toEqual([])
    expect(ids(ROLE_GRANTS.pricing)).toEqual([])
    expect(ids([])).toEqual([])
  })

  it('need the list view permission too, not only the action', () => {
    expect(ids(['orderCenter:refunds:financialReview'])).toEqual([])
    expect(ids(['orderCenter:refunds:financialReview', 'orderCenter:refunds:view'])).toEqual([
      'refundsFinancialReview',
      'offlineRefundsFinancialReview',
    ])
  })
})

describe("work queues and separation of duties (a user's own work leaves out what their duties bar)", () => {
  const notBy = (id: string) => WORK_QUEUES.find((q) => q.id === id)?.notBy
  const x = 'someone'

  it('name the fields the duty rules check for the step that empties each queue', () => {
    expect(notBy('refundsCsReview')).toEqual(['applicant'])
    expect(refundDutyIssue('csApprove', { applicant: x }, x)?.field).toBe('applicant')
    expect(notBy('refundsFinancialReview')).toEqual(['applicant', 'csReviewer'])
    expect(refundDutyIssue('approve', { csReviewer: x }, x)?.field).toBe('csReviewer')
    expect(notBy('refundsToRefund')).toEqual([])
    expect(refundDutyIssue('refund', { applicant: x, csReviewer: x }, x)).toBeUndefined()
    expect(notBy('bartersPending')).toEqual(['applicant'])
    expect(barterDutyIssue('approve', { applicant: x }, x)?.field).toBe('applicant')
    expect(notBy('bartersToComplete')).toEqual([])
    expect(notBy('offlineOrdersToReview')).toEqual(['recorder'])
    expect(offlineReviewDutyIssue({ recorder: x }, x)?.field).toBe('recorder')
  })

  it('every field a queue names is a field of its entity', () => {
    for (const q of WORK_QUEUES) for (const f of q.notBy) expect(q.entity.fields, q.id).toHaveProperty(f)
  })
})

describe('sales periods', () => {
  it('are the day itself and the month up to it, as the orders list date filter', () => {
    const p = periodsOf('2026-11-21')
    expect(p.today).toEqual({ from: '2026-11-21', to: '2026-11-21' })
    expect(p.month).toEqual({ from: '2026-11-01', to: '2026-11-21' })
    expect(periodFilter(p.month)).toEqual({ purchaseTime: '2026-11-01..2026-11-21' })
  })
})
