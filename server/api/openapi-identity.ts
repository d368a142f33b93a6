import { errorResponse, REFUSED } from './openapi-errors'
import { envelope, retryAfter, jsonBody, authed, menu, probe } from './openapi-identity-parts'
import { OAUTH_PATHS } from './openapi-oauth'

/** OpenAPI path items of the account service and API base (spec section 7); the product API is generated. */
export const IDENTITY_PATHS = {
  ...OAUTH_PATHS,
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
