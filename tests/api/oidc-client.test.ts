import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/start-server'
import { postSignInForm } from '../support/sign-in'
import { api, get } from './client'

/** Plain http in tests: the library refuses it unless told. */
const insecure = { [oauth.allowInsecureRequests]: true }

/** A standard OpenID client written by others: discovery, the code flow with PKCE, the id token checked. */
async function codeFlow(base: string) {
  const issuer = new URL(base)
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure }),
  )
  const client: oauth.Client = { client_id: '22' }
  const redirectUri = `${base}/auth-redirect`
  const verifier = oauth.generateRandomCodeVerifier()
  const state = oauth.generateRandomState()
  const nonce = oauth.generateRandomNonce()
  const params = {
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  }
  expect(as.authorization_endpoint).toBe(`${base}/oauth/authorize`)
  // The user signs in on the account service's page (driven with fetch, as a browser would).
  const signedIn = await postSignInForm(base, params, 'viewer', 'demo1234')
  expect(signedIn.status).toBe(302)
  const callback = oauth.validateAuthResponse(as, client, new URL(signedIn.headers.get('location')!), state)
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    callback,
    redirectUri,
    verifier,
    insecure,
  )
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: nonce,
    requireIdToken: true,
  })
  // The signature, against the published JWKS.
  await oauth.validateApplicationLevelSignature(as, response, insecure)
  return { as, result, claims: oauth.getValidatedIdTokenClaims(result)! }
}

describe('a standard OpenID client (oauth4webapi)', () => {
  it('discovers the service, signs in with the code flow and PKCE, and verifies the id token', async () => {
    const { as, result, claims } = await codeFlow(api())
    expect(as.issuer).toBe(api())
    expect(as.code_challenge_methods_supported).toEqual(['S256'])
    expect(claims).toMatchObject({ iss: api(), aud: '22', sub: 'viewer' })
    expect(claims.exp - claims.iat).toBeGreaterThan(0)
    expect(result.token_type).toBe('bearer')
    // The access token works on the product API.
    expect((await get('/v1/orders?limit=1', result.access_token)).status).toBe(200)
  })

  it('a tampered id token fails the JWKS check', async () => {
    const base = api()
    const { as, result } = await codeFlow(base)
    const [head, body, sig] = result.id_token!.split('.')
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString())
    forged.sub = 'admin'
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`
    const { jwtVerify, createRemoteJWKSet } = await import('jose')
    const jwks = createRemoteJWKSet(new URL(as.jwks_uri!))
    await expect(jwtVerify(result.id_token!, jwks, { issuer: base, audience: '22' })).resolves.toBeTruthy()
    await expect(jwtVerify(tampered, jwks, { issuer: base, audience: '22' })).rejects.toThrow()
  })

  it('the standard token endpoint answers errors per RFC 6749 §5.2', async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${api()}/oauth/token`, { method: 'POST', headers: { 'content-type': type }, body })
    const json = await post('{"code":"x"}', 'application/json')
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ error: 'invalid_request' })
    const grant = await post('grant_type=password&username=a&password=b')
    expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' })
    const client = await post(`grant_type=authorization_code&code=x&client_id=999&redirect_uri=x`)
    expect(client.status).toBe(401)
    expect(await client.json()).toMatchObject({ error: 'invalid_client' })
    const code = await post(
      `grant_type=authorization_code&code=nope&client_id=22&redirect_uri=${encodeURIComponent(`${api()}/auth-redirect`)}&code_verifier=${'v'.repeat(43)}`,
    )
    expect(code.status).toBe(400)
    expect(await code.json()).toMatchObject({ error: 'invalid_grant' })
    expect(code.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the signing key', () => {
  let server: RunningServer | undefined
  afterAll(() => server?.stop())
  let dataDir: string

  beforeAll(async () => {
    const { mkdtempSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    dataDir = mkdtempSync(join(tmpdir(), 'boc-oidc-'))
  })

  it('survives a restart (kept in the database), so tokens issued before it still verify', async () => {
    const env = { DATA_DIR: dataDir, SEED_ORDERS: '0', DATABASE_URL: '' }
    server = await startServer({ env })
    const before = await (await fetch(`${server.url}/.well-known/jwks.json`)).json()
    const issuedBefore = (await codeFlow(server.url)).result.id_token!
    await server.stop()
    server = await startServer({ env })
    const after = await (await fetch(`${server.url}/.well-known/jwks.json`)).json()
    expect(after.keys[0].kid).toBe(before.keys[0].kid)
    expect(after.keys[0]).not.toHaveProperty('d')
    const { jwtVerify, createRemoteJWKSet } = await import('jose')
    const jwks = createRemoteJWKSet(new URL(`${server.url}/.well-known/jwks.json`))
    await expect(jwtVerify(issuedBefore, jwks, { audience: '22' })).resolves.toBeTruthy()
    const { claims } = await codeFlow(server.url)
    expect(claims.iss).toBe(server.url)
  }, 180_000)
})
