import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'

const NONCE_BYTES = 12
const TAG_BYTES = 8
/** A user id as the server makes them: `g_` (guest) or `u_` (signed in) and a UUID. */
export const USER_ID = /^([gu])_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
const KINDS = ['g', 'u'] as const

/** A user id as bytes: the kind (0 guest, 1 signed in) and the UUID's 16 bytes; any other id as 2 and its UTF-8. */
function idBytes(userId: string): Buffer {
  const parts = USER_ID.exec(userId)
  if (!parts) return Buffer.concat([Buffer.of(2), Buffer.from(userId, 'utf8')])
  return Buffer.concat([Buffer.of(KINDS.indexOf(parts[1]!.toLowerCase() as 'g' | 'u')), Buffer.from(parts[2]!.replace(/-/g, ''), 'hex')])
}

function idOf(bytes: Buffer): string | null {
  const kind = KINDS[bytes[0] ?? -1]
  if (kind && bytes.length === 17) {
    const hex = bytes.subarray(1).toString('hex')
    return `${kind}_${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
  return bytes[0] === 2 && bytes.length > 1 ? bytes.subarray(1).toString('utf8') : null
}

/**
 * Friend referral codes (the `friend=` of a shared link): the sharer's user id sealed with AES-256-GCM under a key
 * derived from the token secret, so a code names nobody to whoever reads it and only this server can open it. Each
 * share seals it with its own nonce (derived from the share id, so a link reads the same every time): two links of
 * one person carry codes that look unrelated. A code that was not sealed here opens to nothing.
 */
export class FriendCodes {
  private readonly key: Buffer

  constructor(secret: Uint8Array) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'tarot', 'friend referral code', 32))
  }

  private seal(userId: string, nonce: Buffer): string {
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES })
    const sealed = Buffer.concat([cipher.update(idBytes(userId)), cipher.final()])
    return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url')
  }

  /** The code a share's link carries: the same for one share, unrelated between two. */
  forShare(userId: string, shareId: string): string {
    return this.seal(userId, createHmac('sha256', this.key).update(`share:${shareId}`).digest().subarray(0, NONCE_BYTES))
  }

  /** A fresh code for the user (a random nonce). */
  fresh(userId: string): string {
    return this.seal(userId, randomBytes(NONCE_BYTES))
  }

  /** The user id sealed in `code`, or null for anything this server did not seal. */
  open(code: string): string | null {
    const bytes = Buffer.from(code, 'base64url')
    if (bytes.length < NONCE_BYTES + 2 + TAG_BYTES || bytes.toString('base64url') !== code) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES })
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      return idOf(Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]))
    } catch {
      return null
    }
  }
}
