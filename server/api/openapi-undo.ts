import { operationAction, type EntityDef } from '@/domain/entity'
import { UNDO_MAX_ITEMS } from '@/domain/undo'
import { pickRefusals } from './openapi-errors'
import { body, envelope, ref } from './openapi-parts'

/** POST /v1/<entity>/undo: taking back one's own last edit or delete of records (issue 28). */
export function undoPath(e: EntityDef) {
  return {
    post: {
      tags: [e.name],
      summary: `Undo your own last edit or delete of ${e.name} records`,
      description:
        `Needs ${e.resource}:${operationAction('get')}, then per record the permission the undone write needed ` +
        `(${e.resource}:edit for an edit, :delete for a delete). version: the version your write started from; ` +
        'a record still at it was not changed by the write and is left alone. 409 when the record changed ' +
        'since (issue field version) or its last change is not an edit or delete of yours (field action: ' +
        'workflow steps are never undone). All items or none; each undo is audited as `undo`.',
      security: [{ bearer: [] }],
      requestBody: body({
        type: 'object',
        additionalProperties: false,
        required: ['items'],
        properties: {
          items: {
            type: 'array',
            minItems: 1,
            maxItems: UNDO_MAX_ITEMS,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'version'],
              properties: {
                id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
                version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
              },
            },
          },
        },
      }),
      responses: {
        200: envelope({
          type: 'object',
          properties: { restored: { type: 'array', items: ref(e.name) } },
          required: ['restored'],
        }),
        ...pickRefusals(400, 401, 403, 409),
      },
    },
  }
}
