import { REFUSED } from './openapi-errors'
import { envelope as success } from './openapi-parts'

/** Building blocks of the account service's OpenAPI path items (openapi-oauth.ts, openapi-identity.ts). */
export const envelope = (data: object = {}) => success(data, 'Envelope {code, msg, data}; code 0 is success')
/** A page of the account service (sign-in, new password, error). */
export const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
})
/** A page, or the API's JSON refusal of an address holding a NUL character (before any page is drawn). */
export const pageOr400 = (description: string) => ({
  description: `${description}; JSON (Error) when the address holds a NUL character`,
  content: { ...page('').content, ...REFUSED[400].content },
})
export const retryAfter = {
  'Retry-After': { description: 'seconds until a sign-in may be tried again', schema: { type: 'integer' } },
}
export const q = (name: string, required = false, description = '') => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
})
export const jsonBody = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  content: {
    'application/json': { schema: { type: 'object', properties, required, additionalProperties: false } },
  },
})
export const authed = { security: [{ bearer: [] }] }
export const menu = { type: 'array', items: { $ref: '#/components/schemas/MenuEntry' } }

/** A probe's answer: {ok} and, when not ok, why. */
export const probe = (description: string, ok: boolean) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          ok: { const: ok },
          reason: { type: 'string', enum: ['stopping', 'database unreachable', 'migrations pending'] },
          pending: { type: 'array', items: { type: 'string' } },
        },
        required: ok ? ['ok'] : ['ok', 'reason'],
        additionalProperties: false,
      },
    },
  },
})

/** An OAuth error answer (RFC 6749 §5.2). */
export const oauthError = {
  description: 'OAuth error (RFC 6749 §5.2)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { type: 'string' }, error_description: { type: 'string' } },
        required: ['error'],
      },
    },
  },
}
