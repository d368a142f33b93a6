import { z } from 'zod'
import { abTestTransitionSchema } from '../../src/domain/ab-tests'
import { barterEditSchema, barterInputSchema } from '../../src/domain/barter-rules'
import { operationAction, type EntityDef } from '../../src/domain/entity'
import type { FieldDef } from '../../src/domain/fields'
import { douyinPullSchema } from '../../src/domain/douyin-pull'
import { equityRefreshCancelSchema } from '../../src/domain/equity-refresh'
import { agentCompletionImportSchema, offlineImportSchema } from '../../src/domain/imports'
import { MAX_LIMIT } from '../../src/domain/list-params'
import { offlineReviewSchema, resendInvoiceSchema } from '../../src/domain/order-actions'
import { cardPricesSchema } from '../../src/domain/purchase-page'
import { resetPasswordSchema } from '../../src/domain/passwords'
import { recommendReorderSchema } from '../../src/domain/recommend-order'
import { refundApplySchema, refundTransitionSchema, vatNoVerifySchema } from '../../src/domain/refund-apply'
import { labelOf, referencesOf, referencesTo } from '../../src/domain/references'
import { entities } from '../../src/domain/registry'
import { createSchema, fieldSchema, updateSchema } from '../../src/domain/schemas'
import { IDEMPOTENCY_HEADER } from './idempotency'
import {
  OPTIONS_DEFAULT_LIMIT,
  OPTIONS_MAX_KEYS,
  OPTIONS_MAX_LIMIT,
  OPTIONS_MAX_Q,
  pickPermissions,
} from './reference-routes'
import { COMMODITY_CENTER_PATHS } from './openapi-commodity-center'
import { DASHBOARD_PATHS } from './openapi-dashboard'
import { bulkPath, PRICE_CENTER_PATHS, PRICE_CENTER_SCHEMAS } from './openapi-price-center'
import { IDENTITY_PATHS, MENU_ENTRY_SCHEMA } from './openapi-identity'

const jsonSchema = (s: z.ZodType) => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return rest
}

/** Request bodies of business actions not derived from a field list. Refund transitions share one. */
const ACTION_BODIES: Record<string, z.ZodType> = {
  'orders.resendInvoice': resendInvoiceSchema,
  'refunds.apply': refundApplySchema,
  'refunds.vatNoVerify': vatNoVerifySchema,
  'barters.apply': barterInputSchema,
  'barters.edit': barterEditSchema,
  'offlineOrders.review': offlineReviewSchema,
  'offlineOrders.import': offlineImportSchema,
  'agentOrderImports.import': agentCompletionImportSchema,
  'douyinPullJobs.pull': douyinPullSchema,
  'skuEquityRefreshJobs.cancel': equityRefreshCancelSchema,
  'clientBuyConfigs.cardPrices': cardPricesSchema,
  'users.resetPassword': resetPasswordSchema,
  'abTests.start': abTestTransitionSchema,
  'abTests.stop': abTestTransitionSchema,
  'recommends.reorder': recommendReorderSchema,
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const envelope = (data: object = {}) => ({
  description: 'Envelope {code, msg, data}',
  content: { 'application/json': { schema: { allOf: [ref('Envelope'), { properties: { data } }] } } },
})
const errors = {
  400: envelope(ref('Issues')),
  401: envelope(),
  403: envelope(),
  404: envelope(),
  409: envelope(ref('Issues')),
  413: envelope(),
  422: envelope(),
}
const body = (schema: object) => ({ required: true, content: { 'application/json': { schema } } })
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
const oasPath = (p: string) => p.replace(':id', '{id}')

function recordSchema(e: EntityDef) {
  const properties: Record<string, unknown> = {
    id: { type: 'integer' },
    version: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }
  for (const [name, def] of Object.entries(e.fields))
    if (!def.writeOnly)
      properties[name] = { anyOf: [jsonSchema(fieldSchema(def)), { type: 'null' }], readOnly: def.readOnly }
  return { type: 'object', properties }
}

function listParameters(e: EntityDef) {
  const filterDoc = (def: FieldDef) =>
    ({
      text: 'substring',
      list: 'a,b,c exact',
      enum: 'a,b of the values',
      range: 'min..max',
      dateRange: 'YYYY-MM-DD..YYYY-MM-DD',
      bool: 'true|false',
    })[def.filter ?? 'text']
  return [
    { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
    { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 50 } },
    {
      name: 'sort',
      in: 'query',
      description: 'field:asc|desc, comma-joined (up to 3)',
      schema: { type: 'string' },
    },
    {
      name: 'q',
      in: 'query',
      description: `free text over ${e.search.join(', ')}${e.keyShape ? `; shaped like ${e.keyShape.source}, a ${e.key} prefix only` : ''}`,
      schema: { type: 'string', maxLength: 200 },
    },
    {
      name: 'columns',
      in: 'query',
      description:
        'the fields each record carries, comma-joined (id and version always come along); absent: every field.' +
        ' A field the list cannot return is a 400 with an issue on `columns`.',
      schema: { type: 'string' },
    },
    ...Object.entries(e.fields)
      .filter(([, def]) => def.filter)
      .map(([name, def]) => ({ name, in: 'query', description: filterDoc(def), schema: { type: 'string' } })),
  ]
}

function entityPaths(e: EntityDef, paths: Record<string, Record<string, unknown>>) {
  const base = `/v1/${e.name}`
  const ops = new Set(e.operations)
  const perm = (action: string) => `Needs ${e.resource}:${action}.`
  const op = (summary: string, action: string, extra: object) => ({
    tags: [e.name],
    summary,
    description: perm(action),
    security: [{ bearer: [] }],
    ...extra,
  })
  const refs = referencesOf(e)
  const referenceNote = refs.length
    ? ` ${refs.map((r) => `${r.field} → ${r.target}${r.many ? ' (comma-joined)' : ''}`).join(', ')} must name existing records: 400 with an issue per field carrying \`reference: {entity, missing}\`.`
    : ''
  const collection: Record<string, unknown> = {}
  const item: Record<string, unknown> = {}
  collection.get = op(`List ${e.name}`, 'view', {
    parameters: listParameters(e),
    responses: {
      200: envelope({
        type: 'object',
        properties: { items: { type: 'array', items: ref(e.name) }, total: { type: 'integer' } },
      }),
      ...errors,
    },
  })
  if (ops.has('create'))
    collection.post = op(`Create ${e.name}`, operationAction('create'), {
      description: `${perm('add')}${referenceNote}`,
      requestBody: body(ref(`${e.name}Create`)),
      responses: { 200: envelope(ref(e.name)), ...errors },
    })
  item.get = op(`Read one of ${e.name}`, 'view', {
    parameters: [idParam],
    responses: { 200: envelope(ref(e.name)), ...errors },
  })
  if (ops.has('update'))
    item.put = op(`Update ${e.name} (version required; 409 when stale)`, 'edit', {
      description: `${perm('edit')}${referenceNote}`,
      parameters: [idParam],
      requestBody: body(ref(`${e.name}Update`)),
      responses: { 200: envelope(ref(e.name)), ...errors },
    })
  const referrers = referencesTo(e.name)
  const usedByNote = referrers.length
    ? ` Refused with 409 while ${referrers.map((r) => `${r.entity}.${r.field}`).join(', ')} name the record (data: {usedBy}).`
    : ''
  if (ops.has('delete'))
    item.delete = op(`Delete ${e.name}`, 'delete', {
      description: `${perm('delete')}${usedByNote}`,
      parameters: [
        idParam,
        {
          name: 'version',
          in: 'query',
          required: true,
          description: 'the version you read; 409 when the record changed since',
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: {
        200: envelope(),
        ...errors,
        409: envelope({
          oneOf: [
            ref('Issues'),
            {
              type: 'object',
              properties: { usedBy: { type: 'array', items: ref('UsedBy') } },
              required: ['usedBy'],
            },
          ],
        }),
      },
    })
  const label = labelOf(e)
  paths[`${base}/options`] = {
    get: op(`Pick ${e.name}: key and ${label ?? 'no label'}`, 'view', {
      description:
        `Needs one of ${pickPermissions(e).join(', ')} (viewing ${e.name}, or writing a record that names one).` +
        ` At most \`limit\` records ordered by ${e.key}; \`keys\` returns exactly the records with those keys.`,
      parameters: [
        {
          name: 'q',
          in: 'query',
          description: `a ${e.key} prefix${label ? ` or a substring of ${label}` : ''}, case-insensitive`,
          schema: { type: 'string', maxLength: OPTIONS_MAX_Q },
        },
        {
          name: 'keys',
          in: 'query',
          description: `comma-joined ${e.key} values (at most ${OPTIONS_MAX_KEYS})`,
          schema: { type: 'string' },
        },
        {
          name: 'limit',
          in: 'query',
          description: `ignored beside keys (which accept a limit up to ${OPTIONS_MAX_KEYS})`,
          schema: { type: 'integer', minimum: 1, maximum: OPTIONS_MAX_LIMIT, default: OPTIONS_DEFAULT_LIMIT },
        },
      ],
      responses: { 200: envelope({ type: 'array', items: ref('Option') }), ...errors },
    }),
  }
  paths[base] = collection
  paths[`${base}/{id}`] = item
  paths[`${base}/{id}/used-by`] = {
    get: op(`Which records name one of ${e.name} (non-zero counts per field)`, 'view', {
      parameters: [idParam],
      responses: { 200: envelope({ type: 'array', items: ref('UsedBy') }), ...errors },
    }),
  }
  paths[`${base}/{id}/audit`] = {
    get: op(`Audit history of one of ${e.name}`, 'view', {
      parameters: [idParam],
      responses: { 200: envelope({ type: 'array', items: ref('AuditEntry') }), ...errors },
    }),
  }
  if (ops.has('export')) exportPaths(e, paths, op)
  for (const a of e.actions ?? []) {
    const schema = ACTION_BODIES[`${e.name}.${a.name}`] ?? refundTransitionSchema
    const parameters = [
      ...(a.path.includes(':id') ? [idParam] : []),
      ...(a.idempotent
        ? [
            {
              name: IDEMPOTENCY_HEADER,
              in: 'header',
              required: true,
              schema: { type: 'string', maxLength: 200 },
            },
          ]
        : []),
    ]
    paths[`${base}${oasPath(a.path)}`] = {
      [a.method.toLowerCase()]: op(a.summary, a.needs, {
        operationId: `${e.name}.${a.name}`,
        parameters,
        requestBody: body(jsonSchema(schema)),
        responses: { 200: envelope(), ...errors },
      }),
    }
  }
}

/** The streamed export (server/api/export-routes.ts): buy a ticket, download with it, poll progress. */
function exportPaths(
  e: EntityDef,
  paths: Record<string, Record<string, unknown>>,
  op: (summary: string, action: string, extra: object) => Record<string, unknown>,
) {
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

/** The OpenAPI 3.1 document: identity endpoints plus every registry entity's endpoints and schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {
    ...IDENTITY_PATHS,
    ...DASHBOARD_PATHS,
    ...PRICE_CENTER_PATHS,
    ...COMMODITY_CENTER_PATHS,
  }
  const schemas: Record<string, unknown> = {
    Envelope: {
      type: 'object',
      properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
      required: ['code', 'msg', 'data'],
    },
    Issues: {
      type: 'object',
      properties: {
        issues: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              field: { type: 'string' },
              message: { type: 'string' },
              rule: { description: 'present when a business rule refused the field', ...ref('RuleKey') },
              params: {
                description: 'with rule: the values its message names',
                type: 'object',
                additionalProperties: { type: ['string', 'number'] },
              },
              reference: {
                description: 'present when the field names keys that do not exist',
                type: 'object',
                properties: {
                  entity: { type: 'string' },
                  missing: { type: 'array', items: { type: 'string' } },
                },
                required: ['entity', 'missing'],
              },
            },
            required: ['field', 'message'],
          },
        },
      },
    },
    AuditEntry: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        action: { type: 'string' },
        actor: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
        before: {},
        after: {},
      },
    },
    MenuEntry: MENU_ENTRY_SCHEMA,
    ...PRICE_CENTER_SCHEMAS,
    Option: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        key: { type: 'string' },
        label: { type: ['string', 'null'] },
      },
      required: ['id', 'key', 'label'],
    },
    UsedBy: {
      type: 'object',
      properties: {
        entity: { type: 'string' },
        field: { type: 'string' },
        count: { type: 'integer', minimum: 1 },
      },
      required: ['entity', 'field', 'count'],
    },
  }
  for (const e of Object.values(entities) as EntityDef[]) {
    entityPaths(e, paths)
    const bulk = bulkPath(e)
    if (bulk) paths[`/v1/${e.name}/bulk`] = bulk
    schemas[e.name] = recordSchema(e)
    if (e.operations.includes('create')) schemas[`${e.name}Create`] = jsonSchema(createSchema(e))
    if (e.operations.includes('update')) schemas[`${e.name}Update`] = jsonSchema(updateSchema(e))
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Back Office Console API', version: '1' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [
      {
        url: '/',
        description:
          'This server: the account service, the API base and the product API share its origin unless ACCOUNT_HOST, API_BASE or PRODUCT_HOST place them elsewhere.',
      },
    ],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: finishOperations(paths),
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']

/**
 * Every operation gets an operationId (its own, or one derived from method and path: `get /v1/orders/{id}`
 * is getV1OrdersById) and an explicit `security`: an operation that declares none is public, `security: []`.
 */
function finishOperations(paths: Record<string, Record<string, unknown>>) {
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method) || !op || typeof op !== 'object') continue
      const o = op as { operationId?: string; security?: unknown }
      o.operationId ??= derivedOperationId(method, path)
      o.security ??= []
    }
  return paths
}

function derivedOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((seg) => seg.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((seg) => seg.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
}
