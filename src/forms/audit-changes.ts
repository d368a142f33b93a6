/** The fields an audit entry changed: every field whose value differs between before and after. */
const SKIPPED = new Set(['id', 'version', 'createdAt', 'updatedAt'])

export interface AuditEntry {
  id: number
  action: string
  actor: string
  at: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export interface AuditChange {
  field: string
  before: Record<string, unknown>
  after: Record<string, unknown>
}

/**
 * What an entry changed. A creation or deletion lists nothing (the whole record came or went); an action
 * without a before state (resend invoice) lists what it recorded.
 */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  if (entry.action === 'create' || entry.action === 'import' || entry.action === 'delete') return []
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields
    .filter((f) => !SKIPPED.has(f) && JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
    .map((field) => ({ field, before, after }))
}
