import { inject } from 'vitest'

export const api = () => inject('apiUrl')

export interface AuthorizeParams {
  client_id?: string
  redirect_uri?: string
  state?: string
  code_challenge?: string
  code_challenge_method?: string
  nonce?: string
}

/** Posts the sign-in form as a browser would; returns the redirect (code/state or error) or the page status. */
export async function authorize(
  username: string,
  params: AuthorizeParams = {},
  base = api(),
  password = 'demo1234',
) {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: '22',
    scope: 'openid profile',
    state: 's1',
    redirect_uri: `${base}/auth-redirect`,
    ...params,
    username,
    password,
  })
  const r = await fetch(`${base}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' })
  const location = r.headers.get('location')
  return { status: r.status, location: location ? new URL(location) : undefined }
}

export async function exchange(code: string, base = api(), verifier?: string) {
  const r = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(verifier ? { code, code_verifier: verifier } : { code }),
  })
  return {
    status: r.status,
    body: (await r.json()) as { code: number; data: { access_token: string; id_token: string } | null },
  }
}

/** Signs in through the account service exactly as a browser would (form post, code, token exchange). */
export async function signIn(username: string, password = 'demo1234', base = api()): Promise<string> {
  const { location, status } = await authorize(username, {}, base, password)
  const code = location?.searchParams.get('code')
  if (!code) throw new Error(`sign-in failed for ${username}: ${status}`)
  const t = await exchange(code, base)
  if (!t.body.data) throw new Error(`token exchange failed for ${username}`)
  return t.body.data.access_token
}

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
