import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Compact HS256 JWTs signed with the server secret. */
export interface TokenClaims {
  sub: string
  sid: string
  typ: 'access' | 'id' | 'sso' | 'pwchange'
  exp: number
  iat: number
  [extra: string]: unknown
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url')

export function signToken(secret: string, claims: TokenClaims): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(claims))
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${sig}`
}

/** The claims when the signature is valid and the token has not expired; otherwise undefined. */
export function verifyToken(secret: string, token: string, typ: TokenClaims['typ']): TokenClaims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [head, body, sig] = parts as [string, string, string]
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims
    if (claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now())
      return undefined
    return claims
  } catch {
    return undefined
  }
}

export const randomId = (bytes = 24) => randomBytes(bytes).toString('base64url')
