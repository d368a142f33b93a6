import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { codeChallenge, sha256 } from './pkce'

describe('PKCE', () => {
  it('the fallback SHA-256 equals the real one at every padding boundary', () => {
    for (const n of [0, 1, 3, 43, 55, 56, 63, 64, 65, 119, 128, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255)
      expect(Buffer.from(sha256(data)).toString('hex'), `length ${n}`).toBe(
        createHash('sha256').update(data).digest('hex'),
      )
    }
  })

  it('the S256 challenge is the RFC 7636 appendix B example', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})
