import { REFUSED } from './openapi-errors'
import { envelope, page, pageOr400, retryAfter, q, jsonBody, oauthError } from './openapi-identity-parts'

/** OpenAPI path items of the OAuth 2.0 / OpenID Connect side of the account service (spec section 7). */
export const OAUTH_PATHS = {
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
}
