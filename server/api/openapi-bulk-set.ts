import { bulkSetSchema, settableFields } from '@/domain/bulk-set'
import { operationAction, type EntityDef } from '@/domain/entity'
import { REFUSED } from './openapi-errors'
import { body, envelope, jsonSchema, ref } from './openapi-parts'

/** POST /v1/<entity>/bulk-set of one entity, when it may be edited and has a field to set. */
export function bulkSetPath(e: EntityDef): Record<string, unknown> | undefined {
  if (!e.operations.includes('update') || !settableFields(e).length) return undefined
  const permission = `${e.resource}:${operationAction('update')}`
  const keys = { type: 'array', items: { type: 'string' } }
  return {
    post: {
      tags: [e.name],
      operationId: `${e.name}.bulkSet`,
      summary: `Set one field of many ${e.name} to one value, by key and version`,
      description:
        `Needs ${permission}. The value is checked as an edit body checks the field (400 for the whole ` +
        'request, also when it names a record that does not exist). Each record is then edited as PUT /{id} ' +
        'with that one field: refused items are notFound, version (stale) or rules (its record rules, locks or ' +
        'database rules; issues); records that already have the value are unchanged. One transaction; each ' +
        'change is audited. dryRun answers the same and changes nothing (the preview).',
      security: [{ bearer: [] }],
      requestBody: body(jsonSchema(bulkSetSchema(e))),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            changed: keys,
            unchanged: keys,
            refused: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  key: { type: 'string' },
                  reason: { type: 'string', enum: ['version', 'notFound', 'rules'] },
                  issues: ref('Issues/properties/issues'),
                },
                required: ['key', 'reason'],
              },
            },
            dryRun: { type: 'boolean' },
          },
          required: ['changed', 'unchanged', 'refused', 'dryRun'],
        }),
        400: { ...REFUSED[400], description: 'Invalid body or value (data.issues)' },
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${permission}` },
        409: REFUSED[409],
      },
    },
  }
}
