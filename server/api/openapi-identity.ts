/** OpenAPI path items of the account service and API base (spec section 7); the product API is generated. */
const envelope = (data: object = {}) => ({
  description: 'Envelope {code, msg, data}; code 0 is success',
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/Envelope', properties: { data } } },
  },
})
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
        200: { description: 'sign-in page' },
        302: { description: 'redirect with code/state or error/error_description/state' },
        400: { description: 'unknown client or unregistered redirect' },
      },
    },
    post: {
      tags: ['account service'],
      summary:
        "Sign-in form post (the authorize parameters plus username, password and the page's csrf_token, bound to its cookie)",
      requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } },
      responses: {
        302: { description: 'redirect with code and state' },
        401: { description: 'bad credentials (page)' },
        403: { description: 'disabled account, or a forged or expired form, or a foreign Origin (page)' },
        429: { description: 'too many failed sign-ins (page, Retry-After)' },
        200: { description: 'a temporary password (set by an admin): the page asking for a new one' },
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
        400: {
          description:
            'the new password is refused: typed differently, too short, too common or unchanged (page)',
        },
        403: {
          description: 'a forged or expired form or ticket, or a foreign Origin (the sign-in page again)',
        },
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
        400: envelope(),
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
      responses: { 200: envelope(menu), 401: envelope() },
    },
  },
  '/api/v1/authority/menu': {
    get: {
      tags: ['account service'],
      summary: 'Same menu, on the account service',
      ...authed,
      responses: { 200: envelope(menu), 401: envelope() },
    },
  },
  '/api/oauth/user': {
    get: {
      tags: ['API base'],
      summary: 'The signed-in user',
      ...authed,
      responses: { 200: envelope(), 401: envelope() },
    },
  },
  '/api/oauth/logout': {
    post: {
      tags: ['API base'],
      summary:
        'Revoke the session (token and single sign-on); the token in Authorization only, never the cookie; a foreign Origin is refused',
      ...authed,
      responses: { 200: envelope(), 401: envelope(), 403: envelope() },
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
            avatar: { type: 'string' },
          },
        }),
        401: envelope(),
      },
    },
  },
  '/v1/rbac/roles/menus': {
    get: {
      tags: ['product API'],
      summary: 'Roles, grants and menu of the user',
      ...authed,
      responses: { 200: envelope(), 401: envelope() },
    },
  },
  '/healthz': {
    get: { tags: ['ops'], summary: 'Liveness', responses: { 200: { description: '{ok: true}' } } },
  },
  '/readyz': {
    get: {
      tags: ['ops'],
      summary: 'Readiness: the database answers, migrations are done, the server is not stopping',
      responses: {
        200: { description: '{ok: true}' },
        503: { description: '{ok: false, reason}: stopping, database unreachable or migrations pending' },
      },
    },
  },
  '/openapi.json': {
    get: { tags: ['ops'], summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
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
