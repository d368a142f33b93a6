import { beforeAll, describe, expect, it } from 'vitest'
import { authorizeParams, openSignInForm, postNewPassword } from '../support/sign-in'
import { api, call, get, signIn, signInChanging, tokenFor } from './client'

/**
 * Issue 17: an admin's first or reset password (typed, or generated and answered once) is temporary; the user
 * chooses their own at the next sign-in, on the account service's page, with the sign-in form's checks.
 */

const stamp = Date.now().toString(36)
const FIRST = 'Copper-Maple-31'
const OWN = 'Quiet-Harbor-58'
let admin: string

beforeAll(async () => {
  admin = await tokenFor('admin')
})

async function newUser(name: string, password?: string) {
  const r = await call('POST', '/v1/users', admin, {
    username: `p${stamp}_${name}`,
    nickname: name,
    status: 'enabled',
    roles: 'viewer',
    ...(password ? { password } : {}),
  })
  expect(r.status, r.body.msg).toBe(200)
  return r.body.data as { id: number; version: number; username: string }
}

/** Signs in with the form; returns the answer and what the change page needs. */
async function signInForm(username: string, password: string) {
  const base = api()
  const { params } = authorizeParams(base)
  const form = await openSignInForm(base, params)
  const r = await fetch(`${base}/oauth/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ ...params, csrf_token: form.csrf, username, password }),
    redirect: 'manual',
    headers: { cookie: form.cookie },
  })
  return { r, html: await r.text(), params, cookie: form.cookie }
}

const codeOf = (r: Response) => new URL(r.headers.get('location') ?? 'x:/').searchParams.get('code')

describe('a temporary password is changed at the first sign-in', () => {
  it('asks for a new password instead of signing in, and refuses bad ones in the page language', async () => {
    const u = await newUser('first', FIRST)
    const first = await signInForm(u.username, FIRST)
    expect(first.r.status).toBe(200)
    expect(codeOf(first.r)).toBeNull()
    expect(first.html).toContain('name="new_password"')
    expect(first.html).toContain('autocomplete="new-password"')
    // The console's own sign-in does not get around it.
    const login = await call('POST', '/v1/login', undefined, { username: u.username, password: FIRST })
    expect(login.status).toBe(403)
    expect(login.body.data).toEqual({ passwordChangeRequired: true })

    const page = { html: first.html, cookie: first.cookie }
    const post = (next: string, repeat = next) => postNewPassword(api(), first.params, page, next, repeat)
    const mismatch = await post(OWN, `${OWN}x`)
    expect(mismatch.status).toBe(400)
    expect(await mismatch.text()).toContain('两次输入的密码不一致')
    expect(await (await post('short')).text()).toContain('密码至少需要 8 个字符')
    expect(await (await post('Demo-2024-pass')).text()).toContain('太容易被猜到')
    expect(await (await post(FIRST)).text()).toContain('不同的密码')

    const done = await post(OWN)
    expect(done.status).toBe(302)
    expect(codeOf(done)).toBeTruthy()
    // The ticket is spent with the temporary password: a replay is sent back to sign in.
    expect((await post('Another-Valid-99')).status).toBe(403)
    await expect(signIn(u.username, FIRST)).rejects.toThrow()
    expect((await get('/v1/orders?limit=1', await signIn(u.username, OWN))).status).toBe(200)
  })

  it('keeps the sign-in form checks: a foreign Origin, a missing anti-forgery token or a forged ticket are refused', async () => {
    const u = await newUser('checks', FIRST)
    const first = await signInForm(u.username, FIRST)
    const body = (extra: Record<string, string>) =>
      new URLSearchParams({
        ...first.params,
        csrf_token: /name="csrf_token" value="([^"]*)"/.exec(first.html)?.[1] ?? '',
        ticket: /name="ticket" value="([^"]*)"/.exec(first.html)?.[1] ?? '',
        username: u.username,
        new_password: OWN,
        repeat_password: OWN,
        ...extra,
      })
    const send = (extra: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${api()}/oauth/password`, {
        method: 'POST',
        body: body(extra),
        redirect: 'manual',
        headers: { cookie: first.cookie, ...headers },
      })
    expect((await send({}, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await send({ csrf_token: 'forged' })).status).toBe(403)
    expect((await send({ ticket: 'a.b.c' })).status).toBe(403)
    expect((await send({ username: 'admin' })).status).toBe(403)
    expect((await send({ new_password: `${OWN}\0` })).status).toBe(400)
    // Nothing changed: the temporary password still asks for a new one.
    expect((await signInForm(u.username, FIRST)).html).toContain('name="new_password"')
  })
})

describe('an admin resets a password', () => {
  it('generates one, answered once; the user is signed out and chooses their own next', async () => {
    const u = await newUser('reset', FIRST)
    const token = await signInChanging(u.username, FIRST, OWN)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(200)

    const reset = await call('POST', `/v1/users/${u.id}/reset-password`, admin, { version: u.version })
    expect(reset.status, reset.body.msg).toBe(200)
    const generated = reset.body.data.password as string
    expect(generated).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/)
    expect((await get('/v1/orders?limit=1', token)).status).toBe(401)
    await expect(signIn(u.username, OWN)).rejects.toThrow()
    expect((await signInForm(u.username, generated)).html).toContain('name="new_password"')
    const mine = await signInChanging(u.username, generated, 'Second-Choice-64')
    expect((await get('/v1/orders?limit=1', mine)).status).toBe(200)

    // Nowhere to read it again: not in the record, not in the audit.
    const record = (await get(`/v1/users/${u.id}`, admin)).body.data
    expect(JSON.stringify(record)).not.toContain(generated)
    const audit = (await get(`/v1/users/${u.id}/audit`, admin)).body.data as { action: string }[]
    expect(audit.map((a) => a.action)).toContain('resetPassword')
    expect(JSON.stringify(audit)).not.toContain(generated)
    expect(JSON.stringify(audit)).not.toContain(FIRST)
    expect(JSON.stringify(audit)).not.toMatch(/\$2[aby]\$|scrypt|argon/)
  })

  it('sets a typed one (checked like a first password), answers it to nobody, and needs the edit grant', async () => {
    const u = await newUser('typed')
    const weak = await call('POST', `/v1/users/${u.id}/reset-password`, admin, {
      version: u.version,
      password: 'demo1234',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.data.issues[0]).toMatchObject({ field: 'password', rule: 'passwordTooCommon' })
    const set = await call('POST', `/v1/users/${u.id}/reset-password`, admin, {
      version: u.version,
      password: FIRST,
    })
    expect(set.body.data).toEqual({ username: u.username, password: null })
    expect(await signInChanging(u.username, FIRST, OWN)).toBeTruthy()
    const stale = await call('POST', `/v1/users/${u.id}/reset-password`, admin, { version: u.version + 9 })
    expect(stale.status).toBe(409)
    for (const who of ['viewer', 'support'])
      expect(
        (await call('POST', `/v1/users/${u.id}/reset-password`, await tokenFor(who), { version: u.version }))
          .status,
      ).toBe(403)
  })
})
