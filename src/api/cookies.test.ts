import { describe, expect, it } from 'vitest'
import { cookieString } from './cookies'

describe('cookie attributes (issue: Secure on https, SameSite=Lax, configured domain)', () => {
  it('is SameSite=Lax on the base path, without Secure over http', () => {
    expect(cookieString('Admin-Token', 'Bearer a b', { basePath: '/', cookieDomain: '' }, 'http:')).toBe(
      'Admin-Token=Bearer%20a%20b; path=/; SameSite=Lax',
    )
  })

  it('adds Secure over https and the configured parent domain', () => {
    const c = cookieString(
      'Id-Token',
      'x',
      { basePath: '/console/', cookieDomain: '.example.com' },
      'https:',
      {
        maxAgeSeconds: 60,
      },
    )
    expect(c).toBe('Id-Token=x; path=/console/; SameSite=Lax; domain=.example.com; Secure; max-age=60')
  })
})
