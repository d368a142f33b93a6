import { z } from 'zod'
import { DASHBOARD_PERMISSION, dashboardSchema, SALES_PERMISSION, WORK_QUEUES } from '@/domain/dashboard'
import { REFUSED } from './openapi-errors'

const { $schema: _drop, ...schema } = z.toJSONSchema(dashboardSchema, { io: 'output' }) as Record<
  string,
  unknown
>
const queues = WORK_QUEUES.map((q) => `${q.id} (${q.entity.resource}:view + :${q.needs})`).join(', ')

/** OpenAPI path item of GET /v1/dashboard; its answer is the shared zod schema the console parses too. */
export const DASHBOARD_PATHS = {
  '/v1/dashboard': {
    get: {
      tags: ['dashboard'],
      summary:
        'Home page figures: work queues for this user, orders and sales per currency today and this month',
      description:
        `Needs ${DASHBOARD_PERMISSION}. Each work queue is included only with its permissions: ${queues}. ` +
        `sales is null without ${SALES_PERMISSION}. Days are the server's calendar days, as list date filters are.`,
      security: [{ bearer: [] }],
      responses: {
        200: {
          description: 'Envelope {code, msg, data}',
          content: {
            'application/json': {
              schema: {
                allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data: schema } }],
              },
            },
          },
        },
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${DASHBOARD_PERMISSION}` },
      },
    },
  },
}
