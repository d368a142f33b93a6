import { z } from 'zod'
import { WORK_QUEUES } from '@/domain/dashboard'
import {
  CLAIMABLE_ENTITIES,
  claimSchema,
  INBOX_ITEMS_PER_QUEUE,
  inboxSchema,
  MY_WORK_PERMISSION,
} from '@/domain/work-inbox'
import { REFUSED } from './openapi-errors'

const jsonOf = (schema: z.ZodType) => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>
  return rest
}

const envelope = (data: object) => ({
  description: 'Envelope {code, msg, data}',
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data } }] },
    },
  },
})

const queues = WORK_QUEUES.map((q) => `${q.id} (${q.entity.resource}:view + :${q.needs})`).join(', ')

const claimParams = [
  {
    name: 'entity',
    in: 'path',
    required: true,
    description: 'The entity of a work queue',
    schema: { type: 'string', enum: [...CLAIMABLE_ENTITIES] },
  },
  { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
]

/** OpenAPI path items of the user's work and its claims (work-routes.ts). */
export const WORK_PATHS = {
  '/v1/work': {
    get: {
      tags: ['work'],
      summary: "This user's work: the records of each work queue they may act on, with who holds each",
      description:
        `Needs ${MY_WORK_PERMISSION}. A queue is included only with its permissions: ${queues}. A queue leaves ` +
        "out the records the user's duties bar them from (a refund they applied for, one whose customer " +
        `service review they did, for its financial review). Up to ${INBOX_ITEMS_PER_QUEUE} records per queue: the own claims, then ` +
        "others', then the rest, oldest first; count is all of them.",
      security: [{ bearer: [] }],
      responses: {
        200: envelope(jsonOf(inboxSchema)),
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${MY_WORK_PERMISSION}` },
      },
    },
  },
  '/v1/work/claims/{entity}/{id}': {
    post: {
      tags: ['work'],
      summary: 'Claim a record waiting for this user (or renew their claim)',
      description:
        'Needs the permissions of a work queue of the entity. The claim lasts CLAIM_MINUTES (30 by default); ' +
        "while it lasts, the entity's workflow steps on the record are refused to anyone else (400, rule " +
        'claimedByOther naming the holder). Of two claims at once, exactly one is taken.',
      security: [{ bearer: [] }],
      parameters: claimParams,
      responses: {
        200: envelope(jsonOf(claimSchema)),
        400: { ...REFUSED[400], description: 'The id is not a record id' },
        401: REFUSED[401],
        403: { ...REFUSED[403], description: 'The user works no queue of this entity' },
        404: { ...REFUSED[404], description: 'No such record, or an entity without work queues' },
        409: {
          ...REFUSED[409],
          description:
            'Someone else holds it (data.issues: rule claimedByOther, params.holder and params.until), or it is ' +
            "not waiting for this user (rule notWaitingForYou: it moved on, or the user's duties bar them)",
        },
      },
    },
    delete: {
      tags: ['work'],
      summary: 'Release a claim: the holder their own, an admin (who manages users and roles) anyone’s',
      description: 'data is the claim released, or null when nobody held the record.',
      security: [{ bearer: [] }],
      parameters: claimParams,
      responses: {
        200: envelope({ anyOf: [{ type: 'null' }, jsonOf(claimSchema)] }),
        400: { ...REFUSED[400], description: 'The id is not a record id' },
        401: REFUSED[401],
        403: {
          ...REFUSED[403],
          description: 'Someone else holds it and the user is no admin, or works no queue',
        },
        404: { ...REFUSED[404], description: 'An entity without work queues' },
      },
    },
  },
}
