import { errorResponse, REFUSED } from './openapi-errors'
import { envelope as success } from './openapi-parts'

/** OpenAPI path items of the account service and API base (spec section 7); the product API is generated. */
const envelope = (data: object = {}) => success(data, 'Envelope {code, msg, data}; code 0 is success')
/** A page of the account service (sign-in, new password, error). */
const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
})
/** A page, or the API's JSON refusal of an address holding a NUL character (before any page is drawn). */
const pageOr400 = (description: string) => ({
  description: `${description}; JSON (Error) when the address holds a NUL character`,
  content: { ...page('').content, ...REFUSED[400].content },
})
const retryAfter = {
  'Retry-After': { description: 'seconds until a sign-in may be tried again', schema: { type: 'integer' } },
}
const q = (name: string, required = false, description = '') => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
})
const jsonBody = (properties: Record<string, object>, required: string[]) => ({
  required: true,
  content: {
    'application/json': { schema: { type: 'object', properties, required, additionalProperties: false } },
  },
})
const authed = { security: [{ bearer: [] }] }
const menu = { type: 'array', items: { $ref: '#/components/schemas/MenuEntry' } }

/** A probe's answer: {ok} and, when not ok, why. */
const probe = (description: string, ok: boolean) => ({
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
const oauthError = {
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

export const IDENTITY_PATHS = {
  '/oauth/authorize': {
    get: {
      tags: ['account service'],
      summary: 'Sign-in page; redirects back with code and state (PKCE S256 required, nonce supported)',
      parameters: [
        q('response_type', true, 'code'),
        q('client_id', true, '22 dev, 18 beta, 6 production'),
        q('scope', true, "'openid profile'"),
        q('state'),
        q('redirect_uri', true, 'must be registered (exact match; from configuration only)'),
        q('code_challenge', true, 'BASE64URL(SHA-256(code_verifier)), RFC 7636'),
        q('code_challenge_method', true, 'S256'),
        q('nonce'),
        q('ui_locales'),
      ],
      responses: {
        200: page('sign-in page'),
        302: { description: 'redirect with code/state or error/error_description/state' },
        400: pageOr400('unknown client or unregistered redirect (page)'),
      },
    },
    post: {
      tags: ['account service'],
      summary:
        "Sign-in form post (the authorize parameters plus username, password and the page's csrf_token, bound to its cookie)",
      requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } },
      responses: {
        200: page('a temporary password (set by an admin): the page asking for a new one'),
        302: { description: 'redirect with code and state' },
        400: pageOr400(
          'unknown client or unregistered redirect, a NUL character, or username or password missing (page)',
        ),
        401: page('bad credentials (page)'),
        403: page('disabled account, or a forged or expired form, or a foreign Origin (page)'),
        429: { ...page('too many failed sign-ins (page)'), headers: retryAfter },
      },
    },
  },
  '/oauth/password': {
    post: {
      tags: ['account service'],
      summary:
        "New password after a temporary one (the authorize parameters plus the page's csrf_token and ticket, username, new_password and repeat_password); then signed in as by the sign-in form",
      requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } },
      responses: {
        302: { description: 'redirect with code and state' },
        400: pageOr400(
          'the new password is refused (typed differently, too short, too common or unchanged), or an unknown client or unregistered redirect (page)',
        ),
        403: page('a forged or expired form or ticket, or a foreign Origin (the sign-in page again)'),
      },
    },
  },
  '/api/oauth/token': {
    post: {
      tags: ['API base'],
      summary: "Exchange a single-use code (≤ 60 s) for tokens (the console's exchange)",
      requestBody: jsonBody(
        {
          code: { type: 'string' },
          code_verifier: { type: 'string', description: 'required: the PKCE verifier' },
          redirect_uri: { type: 'string', description: 'when given, must be the authorization request’s' },
          client_id: { type: 'string', description: 'when given, must be the one the code was issued to' },
        },
        ['code', 'code_verifier'],
      ),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            token_type: { type: 'string' },
            access_token: { type: 'string' },
            id_token: { type: 'string' },
            expires_in: { type: 'integer' },
          },
        }),
        400: {
          ...REFUSED[400],
          description: 'a missing, used, expired or foreign code, or a wrong verifier',
        },
      },
    },
  },
  '/oauth/token': {
    post: {
      tags: ['account service'],
      summary: 'Standard token endpoint (RFC 6749 §4.1.3 with PKCE, public client)',
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: {
                grant_type: { const: 'authorization_code' },
                code: { type: 'string' },
                redirect_uri: { type: 'string' },
                client_id: { type: 'string' },
                code_verifier: { type: 'string', minLength: 43, maxLength: 128 },
              },
              required: ['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier'],
            },
          },
        },
      },
      responses: {
        200: {
          description: 'tokens (RFC 6749 §5.1)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  access_token: { type: 'string' },
                  token_type: { const: 'Bearer' },
                  expires_in: { type: 'integer' },
                  id_token: { type: 'string' },
                },
              },
            },
          },
        },
        400: oauthError,
        401: oauthError,
      },
    },
  },
  '/.well-known/openid-configuration': {
    get: {
      tags: ['account service'],
      summary: 'OpenID Connect discovery document',
      responses: {
        200: {
          description: 'provider metadata',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
  '/.well-known/jwks.json': {
    get: {
      tags: ['account service'],
      summary: 'The public key id tokens are signed with (JWKS)',
      responses: {
        200: { description: 'JWK set', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
  '/api/oauth/menu': {
    get: {
      tags: ['API base'],
      summary: "The signed-in user's menu",
      ...authed,
      responses: { 200: envelope(menu), 401: REFUSED[401] },
    },
  },
  '/api/v1/authority/menu': {
    get: {
      tags: ['account service'],
      summary: 'Same menu, on the account service',
      ...authed,
      responses: { 200: envelope(menu), 401: REFUSED[401] },
    },
  },
  '/api/oauth/user': {
    get: {
      tags: ['API base'],
      summary: 'The signed-in user',
      ...authed,
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            name: { type: 'string' },
            nickname: { type: 'string' },
            avatar: { type: ['string', 'null'] },
            roles: { type: 'array', items: { type: 'string' } },
            introduction: { type: ['string', 'null'] },
          },
          required: ['name', 'roles'],
        }),
        401: REFUSED[401],
      },
    },
  },
  '/api/oauth/logout': {
    post: {
      tags: ['API base'],
      summary:
        'Revoke the session (token and single sign-on); the token in Authorization only, never the cookie; a foreign Origin is refused',
      ...authed,
      responses: {
        200: envelope({ type: 'null' }),
        401: REFUSED[401],
        403: errorResponse('a foreign Origin', 'ErrorWithoutData', {
          code: 403,
          msg: 'cross-origin request refused',
          data: null,
        }),
      },
    },
  },
  '/v1/login': {
    post: {
      tags: ['product API'],
      summary: 'Username/password sign-in (403 with data.passwordChangeRequired for a temporary password)',
      requestBody: jsonBody(
        { username: { type: 'string', maxLength: 100 }, password: { type: 'string', maxLength: 200 } },
        ['username', 'password'],
      ),
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            token: { type: 'string' },
            id_token: { type: 'string' },
            nickname: { type: 'string' },
            avatar: { type: ['string', 'null'] },
          },
          required: ['token', 'id_token'],
        }),
        400: {
          ...REFUSED[400],
          description: 'username or password missing, too long or holding a NUL character',
        },
        401: { ...REFUSED[401], description: 'wrong username or password, or a disabled account' },
        403: errorResponse(
          'a temporary password: choose a new one on the sign-in page first',
          'PasswordChangeRequired',
          {
            code: 403,
            msg: 'Choose a new password on the sign-in page first',
            data: { passwordChangeRequired: true },
          },
        ),
        429: {
          ...errorResponse('too many failed sign-ins for this account or address', 'ErrorWithoutData', {
            code: 429,
            msg: 'Too many failed sign-ins; try again in 2 s',
            data: null,
          }),
          headers: retryAfter,
        },
      },
    },
  },
  '/v1/rbac/roles/menus': {
    get: {
      tags: ['product API'],
      summary: 'Roles, grants and menu of the user',
      ...authed,
      responses: {
        200: envelope({
          type: 'object',
          properties: {
            roles: { type: 'array', items: { type: 'string' } },
            grants: { type: 'array', items: { type: 'string' } },
            menus: menu,
          },
          required: ['roles', 'grants', 'menus'],
        }),
        401: REFUSED[401],
      },
    },
  },
  '/oauth/favicon.svg': {
    get: {
      tags: ['account service'],
      summary: "The sign-in page's icon",
      responses: {
        200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/favicon.ico': {
    get: {
      tags: ['account service'],
      summary: 'The same icon, for clients that ask for /favicon.ico on their own',
      responses: {
        200: { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/healthz': {
    get: { tags: ['ops'], summary: 'Liveness', responses: { 200: probe('the process is up', true) } },
  },
  '/readyz': {
    get: {
      tags: ['ops'],
      summary: 'Readiness: the database answers, migrations are done, the server is not stopping',
      responses: {
        200: probe('ready', true),
        503: probe('stopping, database unreachable or migrations pending (their ids)', false),
      },
    },
  },
  '/openapi.json': {
    get: {
      tags: ['ops'],
      summary: 'This document',
      responses: {
        200: { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
}

export const MENU_ENTRY_SCHEMA = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    title: { type: 'string' },
    icon: { type: 'string' },
    settings: { type: 'object', properties: { icon: { type: 'string' }, hidden: { enum: ['0', '1'] } } },
    actions: { type: 'array', items: { type: 'object', properties: { permission: { type: 'string' } } } },
    children: { type: 'array', items: { $ref: '#/components/schemas/MenuEntry' } },
    redirect: { type: 'string' },
  },
}
