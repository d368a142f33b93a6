import { CURRENCIES } from '@/domain/enums'
import { REFUSED } from './openapi-errors'
import { envelope, nullable } from './openapi-parts'

const variant = {
  type: 'object',
  properties: {
    variant: { type: 'string', enum: ['A', 'B'] },
    trafficShare: { type: 'integer', description: 'percent of visitors shown the variant' },
    orders: { type: 'integer' },
    orderShare: { type: 'number', description: 'percent of the test’s orders' },
    conversionIndex: {
      ...nullable('number'),
      description: 'orderShare / trafficShare: 1 converts as the traffic predicts; null without orders',
    },
    sales: {
      type: 'array',
      items: {
        type: 'object',
        properties: { currency: { type: 'string', enum: [...CURRENCIES] }, amount: { type: 'number' } },
        required: ['currency', 'amount'],
      },
    },
  },
  required: ['variant', 'trafficShare', 'orders', 'orderShare', 'conversionIndex', 'sales'],
}

const results = {
  type: 'object',
  properties: {
    testCode: { type: 'string' },
    skuCode: { type: 'string' },
    testType: { type: 'string', enum: ['price', 'cart'] },
    status: { type: 'string', enum: ['draft', 'running', 'stopped'] },
    period: {
      oneOf: [
        {
          type: 'object',
          properties: {
            from: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'date-time' },
          },
          required: ['from', 'to'],
        },
        { type: 'null' },
      ],
    },
    variants: { type: 'array', items: variant },
    lift: { ...nullable('number'), description: 'B’s orders per visitor relative to A’s, minus one' },
  },
  required: ['testCode', 'skuCode', 'testType', 'status', 'period', 'variants', 'lift'],
}

/** GET /v1/abTests/{id}/results. */
export const COMMODITY_CENTER_PATHS = {
  '/v1/abTests/{id}/results': {
    get: {
      tags: ['abTests'],
      operationId: 'abTests.results',
      summary: 'An AB test’s results per variant, from the orders of its SKU in its period',
      description:
        'Needs commodityCenter:abTests:view. The period runs from startTime to endTime (now while running). ' +
        'Orders of the SKU in the period whose AB flag (orders.abTest) is the test’s type were placed in variant ' +
        'B, the others in variant A; trafficPercent of the visitors see B. Per variant: orders, sales per ' +
        'currency, the share of orders against the share of traffic. A draft has no period and no variants.',
      security: [{ bearer: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: {
        200: envelope(results),
        400: REFUSED[400],
        401: REFUSED[401],
        403: { ...REFUSED[403], description: 'Missing commodityCenter:abTests:view' },
        404: { ...REFUSED[404], description: 'No such test' },
      },
    },
  },
}
