import { hkdfSync } from 'node:crypto'
import { isTokenValid } from '@tarot/core/identity'
import { SignJWT, jwtVerify } from 'jose'

/** What a console token says (spec §6's identity token: who, roles, permissions, expiry) and the session it belongs to. */
export interface OperatorClaims {
  operatorId: string
  sessionId: string
  roles: string[]
  permissions: string[]
  expiresAt: number
}

const AUDIENCE = 'tarot-console'

/**
 * Console tokens: signed with a key derived from the token secret for this use alone and marked for the console's
 * audience, so an app token is never a console token and a console token never reaches the app's routes.
 */
export class OperatorTokens {
  private readonly key: Uint8Array

  constructor(tokenSecret: Uint8Array) {
    this.key = new Uint8Array(hkdfSync('sha256', tokenSecret, 'tarot', 'operator console token', 32))
  }

  async issue(claims: OperatorClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, roles: claims.roles, perms: claims.permissions })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.operatorId)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(claims.expiresAt / 1000))
      .sign(this.key)
  }

  /** The claims of a genuine, unexpired console token; null for anything else. */
  async verify(token: string, nowMs: number): Promise<OperatorClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: new Date(nowMs) })
      const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])
      const claims: OperatorClaims = {
        operatorId: String(payload.sub ?? ''),
        sessionId: typeof payload.sid === 'string' ? payload.sid : '',
        roles: strings(payload.roles),
        permissions: strings(payload.perms),
        expiresAt: (payload.exp ?? 0) * 1000,
      }
      return claims.operatorId && claims.sessionId && isTokenValid(claims, nowMs) ? claims : null
    } catch {
      return null
    }
  }
}
