import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The signatures of WeChat's mini-program virtual payment (xpay) and of the message push that delivers its orders.
 * Pure functions over strings: the provider, the route and the test stand-in share them.
 */

/** HMAC-SHA256 as lowercase hex, the form every xpay signature takes. */
export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('hex')
}

/**
 * `paySig` of `wx.requestVirtualPayment`: HMAC-SHA256 with the AppKey over `requestVirtualPayment&` + signData
 * (the client API's "uri" is its name).
 */
export function clientPaySig(appKey: string, signData: string): string {
  return hmacSha256Hex(appKey, `requestVirtualPayment&${signData}`)
}

/** `pay_sig` of a server API call: HMAC-SHA256 with the AppKey over the uri (`/xpay/query_order`) + `&` + the exact body sent. */
export function serverPaySig(appKey: string, uri: string, body: string): string {
  return hmacSha256Hex(appKey, `${uri}&${body}`)
}

/** The user-state `signature`: HMAC-SHA256 with the person's session_key over signData (or a server call's body). */
export function userSignature(sessionKey: string, signData: string): string {
  return hmacSha256Hex(sessionKey, signData)
}

/** The message push's signature: SHA-1 of the push token, timestamp, nonce (and, in safe mode, the ciphertext), sorted and joined. */
export function pushSignature(token: string, timestamp: string, nonce: string, encrypt?: string): string {
  const parts = encrypt === undefined ? [token, timestamp, nonce] : [token, timestamp, nonce, encrypt]
  return createHash('sha1').update(parts.sort().join(''), 'utf8').digest('hex')
}

/** Compares two hex signatures in constant time; anything of another length is unequal. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The message push's AES key: EncodingAESKey (43 characters) + `=` as base64, 32 bytes; null when it is not one. */
export function pushAesKey(encodingAesKey: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]{43}$/.test(encodingAesKey)) return null
  const key = Buffer.from(`${encodingAesKey}=`, 'base64')
  return key.length === 32 ? key : null
}

/**
 * Safe mode's ciphertext: AES-256-CBC, IV the key's first 16 bytes, PKCS#7 padding to 32-byte blocks, over
 * 16 random bytes + the message's length (4 bytes, big-endian) + the message + the appid. Throws when it does not open.
 */
export function decryptPush(key: Buffer, encrypt: string): { message: string; appId: string } {
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16))
  decipher.setAutoPadding(false)
  const padded = Buffer.concat([decipher.update(Buffer.from(encrypt, 'base64')), decipher.final()])
  const pad = padded[padded.length - 1] ?? 0
  if (pad < 1 || pad > 32 || padded.length < 20 + pad) throw new Error('bad padding')
  const plain = padded.subarray(0, padded.length - pad)
  const length = plain.readUInt32BE(16)
  if (20 + length > plain.length) throw new Error('bad length')
  return { message: plain.subarray(20, 20 + length).toString('utf8'), appId: plain.subarray(20 + length).toString('utf8') }
}

/** The other way round (WeChat's side, for the test stand-in and the dev push). */
export function encryptPush(key: Buffer, message: string, appId: string, random: Buffer = randomBytes(16)): string {
  const body = Buffer.from(message, 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const plain = Buffer.concat([random, length, body, Buffer.from(appId, 'utf8')])
  const pad = 32 - (plain.length % 32)
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16))
  cipher.setAutoPadding(false)
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64')
}
