import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './login'

describe('safeReturnPath: where /login and /auth-redirect may send the user', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnPath('/orderCenter/orders?q=OD1')).toBe('/orderCenter/orders?q=OD1')
  })

  it('never leaves the console (open redirects)', () => {
    for (const bad of [
      '//evil.example.com/',
      '/\\evil.example.com',
      'https://evil.example.com',
      'javascript:alert(1)',
    ])
      expect(safeReturnPath(bad)).toBe('/dashboard')
  })

  it('sends the root, the sign-in pages and nonsense to the dashboard', () => {
    for (const p of ['/', '/login', '/login?redirect=/x', '/auth-redirect', undefined, 42])
      expect(safeReturnPath(p)).toBe('/dashboard')
  })
})
