import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const load = (env: Record<string, string>) => loadConfig({ PORT: '8080', ...env })

describe('configured origins and redirect URIs', () => {
  it('keeps listed origins and registers each one’s sign-in return address', () => {
    const c = load({ PUBLIC_ORIGINS: 'https://a.example, http://b.example:81' })
    expect(c.publicOrigins).toEqual(['https://a.example', 'http://b.example:81'])
    expect(c.redirectUris).toEqual(['https://a.example/auth-redirect', 'http://b.example:81/auth-redirect'])
  })

  it('adds extra redirect URIs as given', () => {
    expect(load({ REDIRECT_URIS: 'https://a.example/cb' }).redirectUris).toContain('https://a.example/cb')
  })

  it.each([
    ['PUBLIC_ORIGINS', 'https://a.example/path'],
    ['PUBLIC_ORIGINS', 'ftp://a.example'],
    ['REDIRECT_URIS', 'https://a.example/cb#x'],
    ['REDIRECT_URIS', 'ftp://a.example/cb'],
    ['REDIRECT_URIS', 'not a url'],
  ])('refuses %s=%s, naming the setting', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(name)
  })
})
