import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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

/** Reads the token secret from the environment, or keeps a generated one in DATA_DIR so tokens survive restarts. */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, 'token-secret')
  try {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return new TextEncoder().encode(secret)
  }
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(input: Omit<VerifiedToken, 'expiresAt'>, ttlMs: number): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = this.now() + ttlMs
    const token = await new SignJWT({ kind: input.kind, roles: input.roles, perms: input.permissions, sid: input.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(input.userId)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.secret)
    return { token, expiresAt }
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      // Expiry is judged by our own clock below (spec §6), so jose's check is relaxed to the injected time.
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], currentDate: new Date(this.now()) })
      const claims: VerifiedToken = {
        userId: String(payload.sub ?? ''),
        kind: payload.kind === 'user' ? 'user' : 'guest',
        roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
        permissions: Array.isArray(payload.perms) ? payload.perms.map(String) : [],
        sid: String(payload.sid ?? ''),
        expiresAt: (payload.exp ?? 0) * 1000,
      }
      if (!claims.userId || !isTokenValid(claims, this.now())) return { ok: false, reason: 'expired' }
      return { ok: true, token: claims }
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
      return { ok: false, reason: 'invalid' }
    }
  }
}
