import { inject } from 'vitest'

export const api = () => inject('apiUrl')

/** Signs in through the account service exactly as a browser would (form post, code, token exchange). */
export async function signIn(username: string, password = 'demo1234'): Promise<string> {
  const base = api()
  const redirect = `${base}/auth-redirect`
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: '22',
    scope: 'openid profile',
    state: 's1',
    redirect_uri: redirect,
    username,
    password,
  })
  const r = await fetch(`${base}/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' })
  const location = r.headers.get('location')
  if (!location) throw new Error(`sign-in failed for ${username}: ${r.status}`)
  const code = new URL(location).searchParams.get('code')
  const t = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  })
  const body = (await t.json()) as { data: { access_token: string } }
  return body.data.access_token
}

export async function get(path: string, token?: string) {
  const r = await fetch(`${api()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: r.status, body: (await r.json()) as { code: number; msg: string; data: any } }
}
