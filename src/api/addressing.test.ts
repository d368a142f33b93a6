import { describe, expect, it } from 'vitest'
import { addressRequest } from './addressing'
import { buildRequestInit } from './request-init'

/** Hosts per environment come from runtime configuration; these mimic beta. */
const cfg = {
  accountHost: 'https://account.example.com',
  apiBase: 'https://console-api.example.com/',
  productHost: 'https://product.example.com',
}
const tokens = { token: 'Bearer abc', idToken: 'id.jwt.sig' }

describe('request addressing (spec section 7)', () => {
  it('sends the authority menu path to the account service host', () => {
    const a = addressRequest('/api/v1/authority/menu', cfg)
    expect(a.url).toBe('https://account.example.com/api/v1/authority/menu')
    expect(a.role).toBe('account')
  })

  it('sends the oauth authorize path to the account service host, query kept', () => {
    const a = addressRequest('/oauth/authorize?state=x', cfg)
    expect(a.url).toBe('https://account.example.com/oauth/authorize?state=x')
    expect(a.role).toBe('account')
  })

  it('sends other /api/ paths to the configured API base with cookies and no token headers', () => {
    for (const path of ['/api/oauth/token', '/api/oauth/menu', '/api/oauth/user', '/api/oauth/logout']) {
      const { url, init } = buildRequestInit(path, {}, cfg, tokens)
      expect(url).toBe(`https://console-api.example.com${path}`)
      expect(init.credentials).toBe('include')
      expect(init.headers).toEqual({})
    }
  })

  it('sends every other path to the product host with Authorization and Id-Token and no cookies', () => {
    for (const path of ['/v1/login', '/v1/rbac/roles/menus', '/v1/orders?limit=1', '/apiary']) {
      const { url, init } = buildRequestInit(path, { method: 'POST' }, cfg, tokens)
      expect(url).toBe(`https://product.example.com${path}`)
      expect(init.credentials).toBe('omit')
      expect(init.headers).toEqual({ Authorization: 'Bearer abc', 'Id-Token': 'id.jwt.sig' })
      expect(init.method).toBe('POST')
    }
  })

  it('omits token headers that are not stored, and keeps caller headers', () => {
    const { init } = buildRequestInit('/v1/orders', { headers: { 'Idempotency-Key': 'k' } }, cfg, {})
    expect(init.headers).toEqual({ 'Idempotency-Key': 'k' })
  })

  it('only matches the account paths exactly (a lookalike goes to the product host)', () => {
    expect(addressRequest('/oauth/authorize-not', cfg).role).toBe('product')
    expect(addressRequest('/api/v1/authority/menus', cfg).role).toBe('api')
  })

  it('uses the same origin when a host is not configured (one process serves all three roles)', () => {
    const same = { accountHost: '', apiBase: '', productHost: '' }
    expect(addressRequest('/oauth/authorize', same).url).toBe('/oauth/authorize')
    expect(addressRequest('/api/oauth/menu', same).url).toBe('/api/oauth/menu')
    expect(addressRequest('/v1/orders', same).url).toBe('/v1/orders')
  })

  it('follows whichever environment the runtime configuration names', () => {
    const dev = { accountHost: 'https://acc.dev', apiBase: 'https://api.dev', productHost: 'https://p.dev' }
    const prod = {
      accountHost: 'https://acc.prod',
      apiBase: 'https://api.prod',
      productHost: 'https://p.prod',
    }
    expect(addressRequest('/v1/x', dev).url).toBe('https://p.dev/v1/x')
    expect(addressRequest('/v1/x', prod).url).toBe('https://p.prod/v1/x')
    expect(addressRequest('/api/oauth/menu', prod).url).toBe('https://api.prod/api/oauth/menu')
  })

  it('sets no timeout and defaults to GET and JSON', () => {
    const { init } = buildRequestInit('/v1/orders', {}, cfg, tokens)
    expect(init).not.toHaveProperty('timeout')
    expect(init.method).toBe('GET')
    expect(init.responseType).toBe('json')
  })
})
