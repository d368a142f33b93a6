import { describe, expect, it } from 'vitest'
import { SessionCache, sessionStamp } from './session-cache'

const later = (ms: number) => Date.now() + ms

describe('session answers kept between requests', () => {
  it('answers from memory until cleared', async () => {
    const cache = new SessionCache<string>()
    let loads = 0
    const load = async () => ({ value: `user${++loads}`, expiresAt: later(60_000) })
    expect(await cache.get('s1', load)).toBe('user1')
    expect(await cache.get('s1', load)).toBe('user1')
    cache.clear()
    expect(await cache.get('s1', load)).toBe('user2')
  })

  it('does not keep an answer read before a revocation that arrived while it was read', async () => {
    const cache = new SessionCache<string>()
    let release!: () => void
    const slow = cache.get('s1', async () => {
      await new Promise<void>((r) => (release = r))
      return { value: 'stale', expiresAt: later(60_000) }
    })
    await Promise.resolve()
    cache.clear()
    release()
    expect(await slow).toBe('stale')
    expect(await cache.get('s1', async () => undefined)).toBeUndefined()
  })

  it('keeps no refusal and nothing past the session expiry', async () => {
    const cache = new SessionCache<string>()
    expect(await cache.get('gone', async () => undefined)).toBeUndefined()
    expect(await cache.get('gone', async () => ({ value: 'back', expiresAt: later(60_000) }))).toBe('back')
    await cache.get('expired', async () => ({ value: 'old', expiresAt: later(-1) }))
    expect(await cache.get('expired', async () => undefined)).toBeUndefined()
  })

  it('stamped: serves an answer only while the sources read by the request are those it was read at', async () => {
    const cache = new SessionCache<string>()
    let loads = 0
    const load = async () => ({
      value: `user${++loads}`,
      expiresAt: later(60_000),
      stamp: `sessions:${loads}`,
    })
    expect(await cache.get('s1', load, 'sessions:0')).toBe('user1')
    expect(await cache.get('s1', load, 'sessions:1')).toBe('user1')
    expect(await cache.get('s1', load, 'sessions:2')).toBe('user2')
    expect(await cache.get('s1', load, 'sessions:2')).toBe('user2')
  })

  it('stamps the session sources as the database does, in name order, leaving out tables never written', () => {
    expect(
      sessionStamp(
        new Map([
          ['users', 7],
          ['orders', 9],
          ['roles', 3],
        ]),
      ),
    ).toBe('roles:3,users:7')
    expect(sessionStamp(new Map())).toBe('')
  })
})

describe('session answers under load', () => {
  it('shares one lookup among requests arriving together with the same stamp', async () => {
    const cache = new SessionCache<string>()
    let loads = 0
    const load = async () => {
      loads++
      await new Promise((r) => setTimeout(r, 5))
      return { value: 'u', expiresAt: later(60_000), stamp: 's:1' }
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('s1', load, 's:1')))
    expect(answers.every((a) => a === 'u')).toBe(true)
    expect(loads).toBe(1)
    // A request that read a newer stamp does not take a lookup started before it.
    await Promise.all([cache.get('s2', load, 's:1'), cache.get('s2', load, 's:2')])
    expect(loads).toBe(3)
  })

  it('keeps a proven answer for the full time again, never past the session expiry', async () => {
    const cache = new SessionCache<string>()
    await cache.get('s1', async () => ({ value: 'u', expiresAt: later(60_000), stamp: 's:1' }), 's:1')
    cache.proven('s1', 's:2')
    expect(cache.kept('s1')?.stamp).toBe('s:1')
    await cache.get('gone', async () => ({ value: 'u', expiresAt: later(-1), stamp: 's:1' }), 's:1')
    cache.proven('gone', 's:1')
    expect(cache.kept('gone')).toBeUndefined()
  })
})
