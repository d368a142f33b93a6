import { z } from 'zod'
import { DASHBOARD_PERMISSION, dashboardSchema, SALES_PERMISSION, WORK_QUEUES } from '@/domain/dashboard'
import {
  REFUND_TIME_FIELD,
  REFUNDS_PERMISSION,
  TREND_GRAINS,
  TREND_PERIODS,
  trendsSchema,
} from '@/domain/dashboard-trends'
import { REFUSED } from './openapi-errors'

const jsonOf = (s: z.ZodType) => {
  const { $schema: _drop, ...schema } = z.toJSONSchema(s, { io: 'output' }) as Record<string, unknown>
  return schema
}
const envelopeOf = (data: unknown) => ({
  description: 'Envelope {code, msg, data}',
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data } }] },
    },
  },
})
const queues = WORK_QUEUES.map((q) => `${q.id} (${q.entity.resource}:view + :${q.needs})`).join(', ')

/** OpenAPI path items of GET /v1/dashboard and its trends; each answer is the shared zod schema the console parses too. */
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
        200: envelopeOf(jsonOf(dashboardSchema)),
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${DASHBOARD_PERMISSION}` },
      },
    },
  },
  '/v1/dashboard/trends': {
    get: {
      tags: ['dashboard'],
      summary: 'Orders, sales and refunds per day or week over a period ending today, and refunds by reason',
      description:
        `Needs ${DASHBOARD_PERMISSION}. orders is null without ${SALES_PERMISSION}, refunds null without ` +
        `${REFUNDS_PERMISSION}. Orders are bucketed by purchase time, refunds of online orders by ${REFUND_TIME_FIELD}, on the ` +
        "server's calendar days as list date filters are; a week starts on Monday and the first one may start " +
        'before the period (it then holds only the days inside it). Every bucket is present. Sales are per ' +
        'currency; rates (units per US dollar, reference rates) let the console add them into one currency.',
      security: [{ bearer: [] }],
      parameters: [
        {
          name: 'days',
          in: 'query',
          description: 'Length of the period in calendar days, ending today',
          schema: { type: 'integer', enum: [...TREND_PERIODS], default: 30 },
        },
        { name: 'by', in: 'query', schema: { type: 'string', enum: [...TREND_GRAINS], default: 'day' } },
      ],
      responses: {
        200: envelopeOf(jsonOf(trendsSchema)),
        400: { ...REFUSED[400], description: 'An unknown parameter, or a period or grain not offered' },
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${DASHBOARD_PERMISSION}` },
      },
    },
  },
}
