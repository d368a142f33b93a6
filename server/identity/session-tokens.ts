import type { ServerConfig } from '../config'
import type { Db } from '../db/client'
import { loadSigningKey, signIdToken, type OidcSigningKey } from './oidc-keys'
import { randomId, signToken } from './tokens'
import type { UserRow } from './users'

/** The account service's single-sign-on cookie: a live session there skips the sign-in form. */
export const SSO_COOKIE = 'boc_sso'

/** Account-service sessions and the tokens issued for them (access token and signed id token). */
export function sessionTokens(cfg: ServerConfig, db: Db) {
  const now = () => Math.floor(Date.now() / 1000)
  let signingKey: Promise<OidcSigningKey> | undefined
  /** The id-token signing key, loaded once (a failed load is retried on the next call). */
  const key = () => {
    signingKey ??= loadSigningKey(db, cfg.oidcPrivateKey).catch((e: unknown) => {
      signingKey = undefined
      throw e
    })
    return signingKey
  }

  async function createSession(userId: number): Promise<string> {
    const sid = randomId()
    await db.query(
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
      [sid, userId, cfg.tokenTtlSeconds],
    )
    return sid
  }

  async function tokensFor(user: UserRow, sid: string, nonce?: string | null) {
    const iat = now()
    const exp = iat + cfg.tokenTtlSeconds
    return {
      token_type: 'Bearer',
      access_token: signToken(cfg.tokenSecret, { sub: user.username, sid, typ: 'access', iat, exp }),
      // Signed with the published key (ES256 or RS256), so any OpenID client can verify it against the JWKS.
      id_token: await signIdToken(await key(), {
        iss: cfg.issuer,
        sub: user.username,
        aud: String(cfg.clientId),
        iat,
        exp,
        auth_time: iat,
        sid,
        name: user.nickname,
        ...(nonce ? { nonce } : {}),
      }),
      expires_in: cfg.tokenTtlSeconds,
    }
  }

  return { now, key, createSession, tokensFor }
}

export type IssuedTokens = Awaited<ReturnType<ReturnType<typeof sessionTokens>['tokensFor']>>
