import { AUDIT_LOG_PERMISSION, auditEntries } from '@/domain/audit-log'
import { listParameters } from './openapi-list'
import { READ_REFUSALS } from './openapi-errors'
import { envelope, idParam, nullable, ref } from './openapi-parts'

const e = auditEntries
const base = `/v1/${e.name}`
const note =
  `Needs ${AUDIT_LOG_PERMISSION}. Only entries of entities the user may view are included (an entity filter ` +
  'naming one they may not view matches nothing).'
const op = (summary: string, extra: object) => ({
  tags: ['auditLog'],
  summary,
  description: note,
  security: [{ bearer: [] }],
  ...extra,
})

/** One entry of the global audit log, as the list and the single read return it. */
export const AUDIT_LOG_ENTRY_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    at: { type: 'string', format: 'date-time' },
    actor: { type: 'string' },
    entity: { type: 'string' },
    recordId: { type: 'integer' },
    recordKey: { ...nullable('string'), description: "the record's business key in its last state" },
    action: { type: 'string' },
    before: { description: 'the record before the change (null for a creation)' },
    after: { description: 'the record after the change (null for a deletion)' },
  },
}

/** GET /v1/auditEntries, /count and /{id}: the global audit log (issue 28), read-only. */
export const AUDIT_LOG_PATHS = {
  [base]: {
    get: op('List audit entries across entities, newest first', {
      parameters: listParameters(e),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            items: { type: 'array', items: ref('AuditLogEntry') },
            total: { type: 'integer' },
            totalEstimated: { type: 'boolean' },
          },
          required: ['items', 'total'],
        }),
        ...READ_REFUSALS,
      },
    }),
  },
  [`${base}/count`]: {
    get: op('Count audit entries exactly (the same filters as the list)', {
      parameters: listParameters(e, false),
      responses: {
        200: envelope({ type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] }),
        ...READ_REFUSALS,
      },
    }),
  },
  [`${base}/{id}`]: {
    get: op('Read one audit entry', {
      parameters: [idParam],
      responses: { 200: envelope(ref('AuditLogEntry')), ...READ_REFUSALS },
    }),
  },
}
