import { describe, expect, it } from 'vitest'
import { auditChanges, type AuditEntry } from './audit-changes'

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'update',
  actor: 'admin',
  at: '2026-01-01T00:00:00Z',
  before: null,
  after: null,
  ...e,
})

describe('audit changes', () => {
  it('lists the fields an edit changed, not the bookkeeping ones', () => {
    const changes = auditChanges(
      entry({
        before: { id: 1, version: 1, updatedAt: 'a', remark: null, company: 'A' },
        after: { id: 1, version: 2, updatedAt: 'b', remark: 'Signed', company: 'A' },
      }),
    )
    expect(changes.map((c) => c.field)).toEqual(['remark'])
  })

  it('creation and deletion list nothing; an action without a before state lists what it recorded', () => {
    expect(auditChanges(entry({ action: 'create', after: { a: 1 } }))).toEqual([])
    expect(auditChanges(entry({ action: 'delete', before: { a: 1 } }))).toEqual([])
    const sent = auditChanges(entry({ action: 'resendInvoice', after: { sentTo: 'x@y.z' } }))
    expect(sent.map((c) => c.field)).toEqual(['sentTo'])
  })
})
