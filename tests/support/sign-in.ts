import { createHash, randomBytes } from 'node:crypto'

/** fetch, or an in-process app's `request` (the fuzz test). */
export type Fetch = (url: string, init?: RequestInit) => Response | Promise<Response>

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * Opens the sign-in page as a browser would (GET /oauth/authorize) and returns what posting its form needs:
 * the anti-forgery token in the page and the cookie it is bound to.
 */
export async function openSignInForm(base: string, params: Record<string, string>, fetchFn: Fetch = fetch) {
  const r = await fetchFn(`${base}/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' })
  const html = await r.text()
  const csrf = /name="csrf_token" value="([^"]*)"/.exec(html)?.[1] ?? ''
  const cookie = (r.headers.getSetCookie?.() ?? [r.headers.get('set-cookie') ?? ''])
    .map((c) => c.split(';')[0])
    .filter((c) => c?.includes('boc_csrf='))
    .join('; ')
  return { status: r.status, csrf, cookie }
}

/** The authorize parameters a console sign-in sends (a fresh PKCE challenge unless given). */
export function authorizeParams(base: string, params: Record<string, string> = {}) {
  const pkce = pkcePair()
  return {
    verifier: pkce.verifier,
    params: {
      response_type: 'code',
      client_id: '22',
      scope: 'openid profile',
      state: 's1',
      redirect_uri: `${base}/auth-redirect`,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...params,
    },
  }
}

/** Posts the sign-in form of a freshly opened page; returns the raw answer (a redirect on success). */
export async function postSignInForm(
  base: string,
  params: Record<string, string>,
  username: string,
  password: string,
  fetchFn: Fetch = fetch,
) {
  const form = await openSignInForm(base, params, fetchFn)
  const body = new URLSearchParams({ ...params, csrf_token: form.csrf, username, password })
  return fetchFn(`${base}/oauth/authorize`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: form.cookie ? { cookie: form.cookie } : {},
  })
}

/**
 * After a temporary password the sign-in answers the page that asks for a new one: posts it (typed twice as
 * `repeat` unless given) with the page's ticket and anti-forgery token; returns the raw answer.
 */
export async function postNewPassword(
  base: string,
  params: Record<string, string>,
  changePage: { html: string; cookie: string },
  newPassword: string,
  repeat = newPassword,
  fetchFn: Fetch = fetch,
) {
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(changePage.html)?.[1] ?? ''
  const body = new URLSearchParams({
    ...params,
    csrf_token: field('csrf_token'),
    ticket: field('ticket'),
    username: /name="username"[^>]*value="([^"]*)"/.exec(changePage.html)?.[1] ?? '',
    new_password: newPassword,
    repeat_password: repeat,
  })
  return fetchFn(`${base}/oauth/password`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { cookie: changePage.cookie },
  })
}

/**
 * A product-API access token, through the same sign-in the browser does (form, code, PKCE exchange). With
 * `newPassword`, a sign-in that asks for one (after a temporary password) chooses it on the way.
 */
export async function accessToken(
  base: string,
  username: string,
  password = 'demo1234',
  fetchFn: Fetch = fetch,
  newPassword?: string,
): Promise<string> {
  const { params, verifier } = authorizeParams(base)
  const form = await openSignInForm(base, params, fetchFn)
  let r = await fetchFn(`${base}/oauth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ ...params, csrf_token: form.csrf, username, password }),
    redirect: 'manual',
    headers: form.cookie ? { cookie: form.cookie } : {},
  })
  if (r.status === 200 && newPassword)
    r = await postNewPassword(
      base,
      params,
      { html: await r.text(), cookie: form.cookie },
      newPassword,
      newPassword,
      fetchFn,
    )
  const code = new URL(r.headers.get('location') ?? 'x:/').searchParams.get('code')
  if (!code) throw new Error(`sign-in failed for ${username}: ${r.status}`)
  const t = await fetchFn(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, code_verifier: verifier }),
  })
  const data = ((await t.json()) as { data: { access_token: string } | null }).data
  if (!data) throw new Error(`token exchange failed for ${username}`)
  return data.access_token
}
