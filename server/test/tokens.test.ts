import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { TokenService } from '../src/services/tokens'

const secret = new TextEncoder().encode('a-secret-long-enough-for-hs256-tokens-here')
const now = 1_800_000_000_000

describe('TokenService', () => {
  it('issues tokens with only the claims something reads: subject, kind, session, times', async () => {
    const tokens = new TokenService(secret, () => now)
    const { token } = await tokens.issue({ userId: 'u1', kind: 'user', sid: 's1' }, 60_000)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'kind', 'sid', 'sub'])
    await expect(tokens.verify(token)).resolves.toEqual({ ok: true, token: { userId: 'u1', kind: 'user', sid: 's1', expiresAt: now + 60_000 } })
  })

  it('still accepts a token issued before roles and permissions were dropped, ignoring them', async () => {
    const older = await new SignJWT({ kind: 'user', roles: ['user', 'reader'], perms: [], sid: 's-old' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-old')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + 60_000) / 1000))
      .sign(secret)
    const verified = await new TokenService(secret, () => now).verify(older)
    expect(verified).toEqual({ ok: true, token: { userId: 'u-old', kind: 'user', sid: 's-old', expiresAt: now + 60_000 } })
  })
})
