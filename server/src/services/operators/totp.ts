import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30
const ISSUER = 'AI Tarot console'

function totpOf(secretBase32: string, label = 'operator'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) })
}

/** A new secret (160 random bits, RFC 4226's advice), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` URI an authenticator app scans. */
export function totpUri(secretBase32: string, name: string): string {
  return totpOf(secretBase32, name).toString()
}

/** The code for a moment (tests, and the first owner's command to show it works). */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs })
}

/** The time step the code belongs to, allowing one step either side for clock drift; null when it is no code of this secret. */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 })
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD) + delta
}

/**
 * TOTP secrets at rest, sealed with AES-256-GCM under a key derived from the token secret: a copy of the database
 * alone does not give anyone the codes.
 */
export class TotpSecretBox {
  private readonly key: Buffer

  constructor(tokenSecret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', tokenSecret, 'tarot', 'operator totp secret', 32))
  }

  seal(secretBase32: string): string {
    const nonce = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce)
    const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()])
    return `v1.${Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url')}`
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed.replace(/^v1\./, ''), 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')
  }
}
