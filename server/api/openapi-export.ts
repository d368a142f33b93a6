import type { EntityDef } from '../../src/domain/entity'
import { body, envelope, errors, type OperationOf } from './openapi-parts'

/** The streamed export (server/api/export-routes.ts): buy a ticket, download with it, poll progress. */
export function exportPaths(e: EntityDef, paths: Record<string, Record<string, unknown>>, op: OperationOf) {
  const base = `/v1/${e.name}/export`
  paths[`${base}/tickets`] = {
    post: op(
      `Buy a single-use export ticket for ${e.name} (valid 60 s; at most 20 pending per user)`,
      'export',
      {
        requestBody: body({
          type: 'object',
          properties: {
            format: { type: 'string', enum: ['csv', 'xlsx'] },
            query: {
              type: 'object',
              description: 'the list parameters (sort, q, filters) as strings; offset and limit are ignored',
              additionalProperties: { type: 'string' },
            },
            columns: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: {
                  field: { type: 'string' },
                  label: { type: 'string' },
                  values: {
                    type: 'object',
                    description:
                      "an enum column's value labels in the user's language (cells read like the screen)",
                    additionalProperties: { type: 'string' },
                  },
                },
                required: ['field'],
              },
            },
            ids: { type: 'array', maxItems: 10_000, items: { type: 'integer', minimum: 1 } },
            raw: { type: 'boolean', description: 'cells as stored (codes, UTC instants) for machine use' },
            timeZone: { type: 'string', description: 'IANA time zone for readable times (default UTC)' },
          },
          required: ['format'],
        }),
        responses: {
          200: envelope({
            type: 'object',
            properties: { ticket: { type: 'string' }, id: { type: 'string' }, total: { type: 'integer' } },
          }),
          429: envelope(),
          ...errors,
        },
      },
    ),
  }
  paths[`${base}/progress/{id}`] = {
    get: op(`Progress of one of your ${e.name} exports`, 'export', {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            rows: { type: 'integer' },
            total: { type: 'integer' },
            done: { type: 'boolean' },
            failed: { type: 'boolean' },
          },
        }),
        ...errors,
      },
    }),
  }
  paths[base] = {
    get: {
      ...op(`Download a ${e.name} export (CSV or XLSX, streamed)`, 'export', {
        description: 'The ticket is the credential (bought with the permission); no Authorization header.',
        parameters: [{ name: 'ticket', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'the file',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          404: envelope(),
        },
      }),
      security: [],
    },
  }
}
