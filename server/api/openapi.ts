import type { EntityDef } from '@/domain/entity'
import { entities } from '@/domain/registry'
import { createSchema, updateSchema } from '@/domain/schemas'
import { EVENTS_PATHS } from '../live/openapi-events'
import { AUDIT_LOG_ENTRY_SCHEMA, AUDIT_LOG_PATHS } from './openapi-audit-log'
import { bulkSetPath } from './openapi-bulk-set'
import { COMMODITY_CENTER_PATHS } from './openapi-commodity-center'
import { DASHBOARD_PATHS } from './openapi-dashboard'
import { entityPaths, recordSchema } from './openapi-entity'
import { ERROR_SCHEMAS, HEADERS_TOO_LARGE, REFUSED } from './openapi-errors'
import { IDENTITY_PATHS, MENU_ENTRY_SCHEMA } from './openapi-identity'
import { ORDER_CENTER_PATHS } from './openapi-order-center'
import { jsonSchema, ref } from './openapi-parts'
import { bulkPath, PRICE_CENTER_PATHS, PRICE_CENTER_SCHEMAS } from './openapi-price-center'
import { SEARCH_PATHS } from './openapi-search'
import { WORK_PATHS } from './openapi-work'
import { undoPath } from './openapi-undo'

/** The OpenAPI 3.1 document: identity endpoints plus every registry entity's endpoints and schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {
    ...IDENTITY_PATHS,
    ...DASHBOARD_PATHS,
    ...WORK_PATHS,
    ...SEARCH_PATHS,
    ...EVENTS_PATHS,
    ...PRICE_CENTER_PATHS,
    ...COMMODITY_CENTER_PATHS,
    ...ORDER_CENTER_PATHS,
    ...AUDIT_LOG_PATHS,
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
      required: ['issues'],
    },
    ...ERROR_SCHEMAS,
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
    AuditLogEntry: AUDIT_LOG_ENTRY_SCHEMA,
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
    const bulkSet = bulkSetPath(e)
    if (bulkSet) paths[`/v1/${e.name}/bulk-set`] = bulkSet
    paths[`/v1/${e.name}/undo`] = undoPath(e)
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
 * It also gets the refusals the server makes before any route (server/app.ts): 400 for an address holding a
 * NUL character, 413 for a body over the limit where it takes a body, and Node's own 431.
 */
function finishOperations(paths: Record<string, Record<string, unknown>>) {
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method) || !op || typeof op !== 'object') continue
      const o = op as {
        operationId?: string
        security?: unknown
        requestBody?: unknown
        responses: Record<string, unknown>
      }
      o.operationId ??= derivedOperationId(method, path)
      o.security ??= []
      o.responses[400] ??= REFUSED[400]
      if (o.requestBody) o.responses[413] ??= REFUSED[413]
      o.responses[431] ??= HEADERS_TOO_LARGE
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
