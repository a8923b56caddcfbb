import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type IdentityClaims, isTokenValid } from '@tarot/core/identity'
import { SignJWT, errors, jwtVerify } from 'jose'

export type TokenKind = 'guest' | 'user'

export interface VerifiedToken extends IdentityClaims {
  kind: TokenKind
  /** Session id: deleting an account or logging out revokes by this id. */
  sid: string
}

export type VerifyResult = { ok: true; token: VerifiedToken } | { ok: false; reason: 'expired' | 'invalid' }

/** Where the server settings shared by every instance are kept (the database). */
export interface SharedSettings {
  keepFirst(key: string, proposed: string): Promise<string>
}

export const TOKEN_SECRET_SETTING = 'token-secret'

/**
 * The token secret. TOKEN_SECRET from the environment wins. Otherwise it is kept in the database, so every
 * instance on it signs and accepts the same tokens: the first instance to start stores one (insert, or keep
 * the one already there) and all read it back. An installation upgraded from a secret generated into
 * DATA_DIR/token-secret proposes that one, so the tokens it issued stay valid.
 */
export async function resolveTokenSecret(configured: string | undefined, dataDir: string, settings: SharedSettings): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  let proposed: string
  try {
    proposed = readFileSync(path.join(dataDir, 'token-secret'), 'utf8').trim()
  } catch {
    proposed = ''
  }
  if (!proposed) proposed = randomBytes(48).toString('base64url')
  return new TextEncoder().encode(await settings.keepFirst(TOKEN_SECRET_SETTING, proposed))
}

/** Most verified tokens remembered at once; past it the oldest is forgotten (and verified again when it comes back). */
const MAX_VERIFIED = 10_000

export class TokenService {
  /**
   * Tokens whose signature has been checked, with their claims. A token is immutable and the secret does not change
   * while the process runs, so a token verified once needs no second HMAC; its expiry is still judged on every call.
   * Revocation is not the token's business: the session lookup decides it (see ActiveSessions).
   */
  private readonly verified = new Map<string, VerifiedToken>()

  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(input: Omit<VerifiedToken, 'expiresAt'>, ttlMs: number): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = this.now() + ttlMs
    const token = await new SignJWT({ kind: input.kind, sid: input.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(input.userId)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.secret)
    return { token, expiresAt }
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token)
    if (known) return isTokenValid(known, this.now()) ? { ok: true, token: known } : { ok: false, reason: 'expired' }
    try {
      // Expiry is judged by our own clock below (spec §6), so jose's check is relaxed to the injected time.
      // Tokens issued before roles and permissions were dropped still carry `roles` and `perms`: ignored, they verify the same.
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(this.now()) })
      const claims: VerifiedToken = {
        userId: String(payload.sub ?? ''),
        kind: payload.kind === 'user' ? 'user' : 'guest',
        sid: typeof payload.sid === 'string' ? payload.sid : '',
        expiresAt: (payload.exp ?? 0) * 1000,
      }
      if (!claims.userId || !isTokenValid(claims, this.now())) return { ok: false, reason: 'expired' }
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!)
      // Shared by every request carrying this token: frozen, so no request can change another's identity.
      this.verified.set(token, Object.freeze(claims))
      return { ok: true, token: claims }
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
      return { ok: false, reason: 'invalid' }
    }
  }
}
