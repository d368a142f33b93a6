import type { EntityDef } from '@/domain/entity'
import { priceCheckSchema } from '@/domain/price-check'
import { RULE_MESSAGES } from '@/domain/rule-issues'
import { bulkActions, bulkSchema, permissionOf } from './bulk-routes'
import { BATCH_MAX_ROWS, skuBatchSchema } from './price-center-routes'
import { errorResponse, REFUSED } from './openapi-errors'
import { body, envelope, jsonSchema, nullable, ref } from './openapi-parts'

const step = {
  type: 'object',
  properties: {
    ruleCode: { type: 'string' },
    name: { type: 'string' },
    priority: { type: 'integer' },
    adjustmentType: { type: 'string', enum: ['percent', 'amount'] },
    adjustmentValue: { type: 'number' },
    applied: { type: 'boolean' },
    reason: { type: 'string', enum: ['notInWindow', 'disabled', 'otherScope'] },
    amountAfter: { type: 'number' },
  },
  required: ['ruleCode', 'name', 'priority', 'adjustmentType', 'adjustmentValue', 'applied', 'amountAfter'],
}
const priceCheckResult = {
  type: 'object',
  properties: {
    skuCode: { type: 'string' },
    country: nullable('string'),
    currency: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    base: {
      oneOf: [
        {
          type: 'object',
          properties: { priceCode: { type: 'string' }, amount: { type: 'number' } },
          required: ['priceCode', 'amount'],
        },
        { type: 'null' },
      ],
    },
    steps: { type: 'array', items: step },
    coupon: {
      oneOf: [
        {
          type: 'object',
          properties: {
            couponCode: { type: 'string' },
            applied: { type: 'boolean' },
            reason: {
              type: 'string',
              enum: [
                'expired',
                'notYetValid',
                'notForSku',
                'currencyMismatch',
                'usedUp',
                'disabled',
                'notFound',
              ],
            },
            discount: { type: 'number' },
            amountAfter: { type: 'number' },
          },
          required: ['couponCode', 'applied', 'discount', 'amountAfter'],
        },
        { type: 'null' },
      ],
    },
    final: nullable('number'),
  },
  required: ['skuCode', 'country', 'currency', 'at', 'base', 'steps', 'coupon', 'final'],
}
const refusedRows = { type: 'array', items: ref('BatchRefusedRow') }

/** Extra component schemas: rule issues extend the usual field issues. */
export const PRICE_CENTER_SCHEMAS = {
  RuleKey: { type: 'string', enum: Object.keys(RULE_MESSAGES) },
  BatchRefusedRow: {
    type: 'object',
    properties: { row: { type: 'integer', minimum: 0 }, issues: ref('Issues/properties/issues') },
    required: ['row', 'issues'],
  },
}

/** POST /v1/prices/check and POST /v1/skus/batch. */
export const PRICE_CENTER_PATHS = {
  '/v1/prices/check': {
    post: {
      tags: ['prices'],
      operationId: 'prices.check',
      summary:
        'Price check: what a customer pays for a SKU in a country and currency at a moment, step by step',
      description:
        'Needs priceCenter:prices:view. Base: the active price of the SKU and currency whose window [effectiveFrom, ' +
        'effectiveTo) contains `at`, the country’s own price before one for all countries (country null). Rules: ' +
        'those of the SKU and those for all SKUs, higher priority first (then ruleCode); a rule applies when active ' +
        '(else disabled), its country and currency are null or equal (else otherScope) and `at` is in [startTime, ' +
        'endTime) (else notInWindow); percent takes that percentage off, amount subtracts its value. Then the coupon ' +
        '(reasons: notFound, disabled, notYetValid, expired, notForSku, currencyMismatch, usedUp). Amounts are ' +
        'rounded to the currency’s minor unit and never below 0. Without a base price: base, coupon and final are ' +
        'null and steps is empty.',
      security: [{ bearer: [] }],
      requestBody: body(jsonSchema(priceCheckSchema)),
      responses: {
        200: envelope(priceCheckResult),
        400: REFUSED[400],
        401: REFUSED[401],
        403: { ...REFUSED[403], description: 'Missing priceCenter:prices:view' },
      },
    },
  },
  '/v1/skus/batch': {
    post: {
      tags: ['skus'],
      operationId: 'skus.batch',
      summary: `Create up to ${BATCH_MAX_ROWS} SKUs in one transaction, every row validated first`,
      description:
        'Needs priceCenter:skus:add. Each row is a skus create body, checked with the create schema, the SKU rules, ' +
        'references (another row of the batch counts as existing), duplicate codes in the batch and the database. ' +
        'mode all: any refused row → 400 with data {rows: [{row, issues}]}, nothing written. mode valid: the valid ' +
        'rows are created (audited as single creates), the rest listed in refused. dryRun: nothing written, 200 in ' +
        'either mode, created lists the codes that would be created and dryRun is true. A row whose skuCode is ' +
        'left empty gets the next SKU code when created (listed as an empty string in a dry run).',
      security: [{ bearer: [] }],
      requestBody: body(jsonSchema(skuBatchSchema)),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            created: { type: 'array', items: { type: 'string' } },
            refused: refusedRows,
            dryRun: { type: 'boolean' },
          },
          required: ['created', 'refused'],
        }),
        400: errorResponse(
          'An invalid body (data.issues), or in mode all the refused rows (data.rows), nothing written',
          'BatchRefused',
          {
            code: 400,
            msg: '1 of 2 rows refused; nothing created',
            data: { rows: [{ row: 1, issues: [{ field: 'skuCode', message: 'already exists' }] }] },
          },
        ),
        401: REFUSED[401],
        403: { ...REFUSED[403], description: 'Missing priceCenter:skus:add' },
      },
    },
  },
}

/** POST /v1/<entity>/bulk of one entity, when it offers any bulk action. */
export function bulkPath(e: EntityDef): Record<string, unknown> | undefined {
  const actions = bulkActions(e)
  if (!actions.length) return undefined
  return {
    post: {
      tags: [e.name],
      operationId: `${e.name}.bulk`,
      summary: `Bulk ${actions.join(', ')} of ${e.name} by key and version`,
      description:
        `Actions: ${actions.map((a) => `${a} (${permissionOf(e, a)})`).join(', ')}. One transaction; each ` +
        'changed record is audited. Refused items: notFound, version (stale), rules (enabling breaks a rule; ' +
        'issues), usedBy (delete of a record others name; counts per field).',
      security: [{ bearer: [] }],
      requestBody: body(jsonSchema(bulkSchema)),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            changed: { type: 'array', items: { type: 'string' } },
            refused: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  key: { type: 'string' },
                  reason: { type: 'string', enum: ['usedBy', 'version', 'notFound', 'rules'] },
                  usedBy: { type: 'array', items: ref('UsedBy') },
                  issues: ref('Issues/properties/issues'),
                },
                required: ['key', 'reason'],
              },
            },
          },
          required: ['changed', 'refused'],
        }),
        400: {
          ...REFUSED[400],
          description: 'Invalid body or an action the entity does not offer (data.issues)',
        },
        401: REFUSED[401],
        403: { ...REFUSED[403], description: 'Missing the action’s permission' },
      },
    },
  }
}
