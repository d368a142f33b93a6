import type { EntityDef } from '@/domain/entity'
import { READ_REFUSALS, REFUSED, WRITE_REFUSALS } from './openapi-errors'
import { exportTicketSchema } from './export-ticket'
import { body, envelope, jsonSchema, type OperationOf } from './openapi-parts'

/** The streamed export (server/api/export-routes.ts): buy a ticket, download with it, poll progress. */
export function exportPaths(e: EntityDef, paths: Record<string, Record<string, unknown>>, op: OperationOf) {
  const base = `/v1/${e.name}/export`
  paths[`${base}/tickets`] = {
    post: op(
      `Buy a single-use export ticket for ${e.name} (valid 60 s; at most 20 pending per user)`,
      'export',
      {
        requestBody: body(jsonSchema(exportTicketSchema)),
        responses: {
          200: envelope({
            type: 'object',
            properties: { ticket: { type: 'string' }, id: { type: 'string' }, total: { type: 'integer' } },
          }),
          ...WRITE_REFUSALS,
          429: REFUSED[429],
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
        ...READ_REFUSALS,
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
          400: REFUSED[400],
          404: {
            ...REFUSED[404],
            description: 'No such ticket: unknown, used, expired, or for another entity',
          },
        },
      }),
      security: [],
    },
  }
}
