import { inject } from 'vitest'
import { accessToken, authorizeParams, postSignInForm } from '../support/sign-in'

export const api = () => inject('apiUrl')

export interface AuthorizeParams {
  client_id?: string
  redirect_uri?: string
  state?: string
  code_challenge?: string
  code_challenge_method?: string
  nonce?: string
}

/**
 * Opens the sign-in page and posts its form as a browser would (with a fresh PKCE challenge unless params
 * give one); returns the redirect (code/state or error) or the page status, and the PKCE verifier.
 */
export async function authorize(
  username: string,
  params: AuthorizeParams = {},
  base = api(),
  password = 'demo1234',
) {
  const p = authorizeParams(base, params as Record<string, string>)
  const r = await postSignInForm(base, p.params, username, password)
  const location = r.headers.get('location')
  return { status: r.status, location: location ? new URL(location) : undefined, verifier: p.verifier }
}

export async function exchange(
  code: string,
  base = api(),
  verifier?: string,
  extra: Record<string, string> = {},
) {
  const r = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, ...(verifier ? { code_verifier: verifier } : {}), ...extra }),
  })
  return {
    status: r.status,
    body: (await r.json()) as { code: number; data: { access_token: string; id_token: string } | null },
  }
}

/** Signs in through the account service exactly as a browser would (form post, code, token exchange). */
export const signIn = (username: string, password = 'demo1234', base = api()): Promise<string> =>
  accessToken(base, username, password)

/** Signs in with a temporary password (an admin's), choosing `newPassword` on the page that asks for it. */
export const signInChanging = (username: string, temporary: string, newPassword: string): Promise<string> =>
  accessToken(api(), username, temporary, fetch, newPassword)

const tokens = new Map<string, Promise<string>>()
/** One token per demo user for the whole file. */
export const tokenFor = (username: string) => {
  if (!tokens.has(username)) tokens.set(username, signIn(username))
  return tokens.get(username) as Promise<string>
}

export interface Reply {
  status: number
  body: { code: number; msg: string; data: any }
}

export async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const r = await fetch(`${api()}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await r.text()
  let parsed: Reply['body']
  try {
    parsed = JSON.parse(text) as Reply['body']
  } catch {
    parsed = { code: -1, msg: text.slice(0, 200), data: null }
  }
  return { status: r.status, body: parsed }
}

export const get = (path: string, token?: string) => call('GET', path, token)
