import type { z } from 'zod'
import { abTestTransitionSchema } from '@/domain/ab-tests'
import { barterEditSchema, barterInputSchema } from '@/domain/barter-rules'
import { operationAction, type EntityDef } from '@/domain/entity'
import { douyinPullSchema } from '@/domain/douyin-pull'
import { equityRefreshCancelSchema } from '@/domain/equity-refresh'
import { agentCompletionImportSchema, offlineImportSchema } from '@/domain/imports'
import { offlineReviewSchema, resendInvoiceSchema } from '@/domain/order-actions'
import { cardPricesSchema } from '@/domain/purchase-page'
import { resetPasswordSchema } from '@/domain/passwords'
import { recommendReorderSchema } from '@/domain/recommend-order'
import { refundApplySchema, refundTransitionSchema, vatNoVerifySchema } from '@/domain/refund-apply'
import { labelOf, referencesOf, referencesTo } from '@/domain/references'
import { fieldSchema } from '@/domain/schemas'
import { IDEMPOTENCY_HEADER } from './idempotency'
import { exportPaths } from './openapi-export'
import { listParameters } from './openapi-list'
import { DELETE_CONFLICT, READ_REFUSALS, WRITE_REFUSALS } from './openapi-errors'
import { body, envelope, idParam, jsonSchema, oasPath, ref } from './openapi-parts'
import {
  OPTIONS_DEFAULT_LIMIT,
  OPTIONS_MAX_KEYS,
  OPTIONS_MAX_LIMIT,
  OPTIONS_MAX_Q,
  pickPermissions,
} from './reference-routes'

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

/** Who else may read option labels: readers of the records that name one (by `keys` only). */
function readersNote(e: EntityDef): string {
  const readers = [...new Set(referencesTo(e.name).map((r) => r.entity))]
  return readers.length
    ? ` Whoever may view ${readers.join(', ')} (which name ${e.name}) may also ask by \`keys\` alone (with \`q\`: 403) and gets those of the keys such records name.`
    : ''
}

/** A record as the API returns it: id, version, timestamps and every readable field. */
export function recordSchema(e: EntityDef) {
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

/** The path items of one registry entity: list, create, read, update, delete, options, audit, actions. */
export function entityPaths(e: EntityDef, paths: Record<string, Record<string, unknown>>) {
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
        properties: {
          items: { type: 'array', items: ref(e.name) },
          total: { type: 'integer' },
          totalEstimated: {
            type: 'boolean',
            description:
              "present (true) when `total` is the planner's estimate: the filter matches more rows than are counted" +
              ' with a page; GET .../count gives the exact number',
          },
        },
        required: ['items', 'total'],
      }),
      ...READ_REFUSALS,
    },
  })
  const count = op(`Count ${e.name} exactly (the same q and filters as the list)`, 'view', {
    parameters: listParameters(e, false),
    responses: {
      200: envelope({ type: 'object', properties: { total: { type: 'integer' } }, required: ['total'] }),
      ...READ_REFUSALS,
    },
  })
  if (ops.has('create'))
    collection.post = op(`Create ${e.name}`, operationAction('create'), {
      description: `${perm('add')}${referenceNote}`,
      requestBody: body(ref(`${e.name}Create`)),
      responses: { 200: envelope(ref(e.name)), ...WRITE_REFUSALS },
    })
  item.get = op(`Read one of ${e.name}`, 'view', {
    parameters: [idParam],
    responses: { 200: envelope(ref(e.name)), ...READ_REFUSALS },
  })
  if (ops.has('update'))
    item.put = op(`Update ${e.name} (version required; 409 when stale)`, 'edit', {
      description: `${perm('edit')}${referenceNote}`,
      parameters: [idParam],
      requestBody: body(ref(`${e.name}Update`)),
      responses: { 200: envelope(ref(e.name)), ...WRITE_REFUSALS },
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
      responses: { 200: envelope({ type: 'null' }), ...WRITE_REFUSALS, 409: DELETE_CONFLICT },
    })
  const label = labelOf(e)
  paths[`${base}/options`] = {
    get: op(`Pick ${e.name}: key and ${label ?? 'no label'}`, 'view', {
      description:
        `Needs one of ${pickPermissions(e).join(', ')} (viewing ${e.name}, or writing a record that names one).` +
        ` At most \`limit\` records ordered by ${e.key}; \`keys\` returns exactly the records with those keys.` +
        readersNote(e),
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
      responses: { 200: envelope({ type: 'array', items: ref('Option') }), ...READ_REFUSALS },
    }),
  }
  paths[base] = collection
  paths[`${base}/count`] = { get: count }
  paths[`${base}/{id}`] = item
  paths[`${base}/{id}/used-by`] = {
    get: op(`Which records name one of ${e.name} (non-zero counts per field)`, 'view', {
      parameters: [idParam],
      responses: { 200: envelope({ type: 'array', items: ref('UsedBy') }), ...READ_REFUSALS },
    }),
  }
  paths[`${base}/{id}/audit`] = {
    get: op(`Audit history of one of ${e.name}`, 'view', {
      parameters: [idParam],
      responses: { 200: envelope({ type: 'array', items: ref('AuditEntry') }), ...READ_REFUSALS },
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
        responses: { 200: envelope(), ...WRITE_REFUSALS },
      }),
    }
  }
}
