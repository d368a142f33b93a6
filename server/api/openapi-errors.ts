import { CODES } from '@/domain/envelope'
import { MAX_BODY_MIB } from './body-size'
import { ref } from './openapi-parts'

/** What an error's data may hold; each status says which members it always has. */
const DATA_MEMBERS = {
  issues: { description: 'what is wrong, one issue per field', ...ref('Issues/properties/issues') },
  usedBy: {
    description: 'a refused delete: the records naming this one, counted per field',
    type: 'array',
    items: ref('UsedBy'),
  },
  rows: {
    description: 'a refused batch (mode all): the issues of each refused row',
    type: 'array',
    items: ref('BatchRefusedRow'),
  },
  passwordChangeRequired: {
    description: 'sign-in with a temporary password: choose a new one on the sign-in page first',
    const: true,
  },
}
type Member = keyof typeof DATA_MEMBERS

const holding = (...members: Member[]) => ({
  properties: Object.fromEntries(members.map((m) => [m, DATA_MEMBERS[m]])),
  required: members,
})
/** The Error schema with data narrowed to what one kind of refusal always sends. */
const narrowed = (description: string, data: object) => ({
  description,
  allOf: [ref('Error'), { type: 'object', properties: { data } }],
})

/**
 * The one error schema of the API, and its narrowings by status. Every error answer is `{code, msg, data}`:
 * code is never 0, msg says what went wrong in English, data is null or holds the members its status names.
 * No `oneOf`: data's members are optional, and each narrowing requires the ones it always has.
 */
export const ERROR_SCHEMAS = {
  Error: {
    type: 'object',
    description: 'Every error answer: code (never 0), msg, and data: null or the members its status names.',
    properties: {
      code: { type: 'integer', not: { const: 0 } },
      msg: { type: 'string' },
      data: { type: ['object', 'null'], properties: DATA_MEMBERS, additionalProperties: false },
    },
    required: ['code', 'msg', 'data'],
  },
  ErrorWithoutData: narrowed('An error whose msg says all: data is null.', { type: 'null' }),
  ErrorWithIssues: narrowed(
    'An error naming what is wrong in data.issues; data is null only where msg says all that is known (a database refusal validation missed).',
    { anyOf: [{ type: 'null' }, ref('Issues')] },
  ),
  DeleteRefused: narrowed(
    'A stale version (data.issues), or records that still name this one (data.usedBy).',
    {
      type: ['object', 'null'],
      anyOf: [holding('issues'), holding('usedBy')],
    },
  ),
  BatchRefused: narrowed(
    'An invalid body (data.issues), or the refused rows of a batch in mode all (data.rows).',
    {
      type: ['object', 'null'],
      anyOf: [holding('issues'), holding('rows')],
    },
  ),
  PasswordChangeRequired: narrowed('Signed in with a temporary password: choose a new one first.', {
    type: 'object',
    ...holding('passwordChangeRequired'),
  }),
}
type ErrorSchema = keyof typeof ERROR_SCHEMAS

/** An error response: one of the error schemas, and an example. */
export const errorResponse = (description: string, schema: ErrorSchema, example: object) => ({
  description,
  content: { 'application/json': { schema: ref(schema), example } },
})

const issue = (field: string, message: string) => ({ issues: [{ field, message }] })

/** The refusals of the API, by status. */
export const REFUSED = {
  400: errorResponse(
    'Refused input: data.issues names each problem (a field, or `(body)`, `(url)` when no field is to blame)',
    'ErrorWithIssues',
    {
      code: CODES.badRequest,
      msg: 'invalid body',
      data: issue('name', 'Too small: expected string to have >=1 characters'),
    },
  ),
  401: errorResponse('Not signed in: no token, or an expired, forged or revoked one', 'ErrorWithoutData', {
    code: CODES.unauthorized,
    msg: 'unauthorized',
    data: null,
  }),
  403: errorResponse('Signed in without the permission this needs', 'ErrorWithoutData', {
    code: CODES.forbidden,
    msg: 'forbidden',
    data: null,
  }),
  404: errorResponse('No such record or export (code 230015)', 'ErrorWithoutData', {
    code: CODES.notFound,
    msg: 'data not found',
    data: null,
  }),
  409: errorResponse(
    'Conflicts with the record as it is now: a stale version, a key already taken, a state that does not allow the change (data.issues names the field)',
    'ErrorWithIssues',
    {
      code: CODES.conflict,
      msg: 'the record was changed by someone else; reload and try again',
      data: issue('version', 'stale version 1, current is 2'),
    },
  ),
  413: errorResponse(`Body larger than ${MAX_BODY_MIB} MiB`, 'ErrorWithoutData', {
    code: CODES.tooLarge,
    msg: `request body too large (max ${MAX_BODY_MIB} MiB)`,
    data: null,
  }),
  422: errorResponse(
    'A defined business failure: code says which (the refund and VAT codes of spec section 8); data.issues when fields are to blame',
    'Error',
    { code: 230407, msg: 'the order is already refunded', data: null },
  ),
  429: errorResponse('Too many requests: try again after Retry-After seconds', 'ErrorWithoutData', {
    code: 429,
    msg: 'too many pending exports (at most 20 per user); start one, or wait a minute',
    data: null,
  }),
}

/** Node's HTTP server refuses a request line and headers over 16 KiB itself, with no body (a long query). */
export const HEADERS_TOO_LARGE = {
  description: 'Request line and headers over 16 KiB (a query too long): refused before the API, no body',
}

/** A delete's 409: a stale version (issues), or records that still name this one (usedBy). */
export const DELETE_CONFLICT = errorResponse(
  'A stale version (data.issues), or records that still name this one (data.usedBy, counted per field)',
  'DeleteRefused',
  {
    code: CODES.conflict,
    msg: 'used by 1 skus, 2 prices',
    data: {
      usedBy: [
        { entity: 'skus', field: 'upgradeFromSku', count: 1 },
        { entity: 'prices', field: 'skuCode', count: 2 },
      ],
    },
  },
)

/** The refusals of these statuses, as a path item's responses. */
export const pickRefusals = <K extends keyof typeof REFUSED>(...statuses: K[]) =>
  Object.fromEntries(statuses.map((s) => [s, REFUSED[s]])) as Pick<typeof REFUSED, K>
const pick = pickRefusals

/** What a signed-in read may answer besides 200. */
export const READ_REFUSALS = pick(400, 401, 403, 404)
/** What a signed-in write may answer besides 200. */
export const WRITE_REFUSALS = pick(400, 401, 403, 404, 409, 413, 422)
