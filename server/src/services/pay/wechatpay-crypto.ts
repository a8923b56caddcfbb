import { type KeyObject, createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto'

/** A PEM string or a parsed key; node:crypto accepts either. */
export type KeyInput = KeyObject | string

const AUTH_TAG_BYTES = 16

/** WeChat Pay signs every message as lines, each ending in `\n` (also the last one). */
function lines(parts: readonly string[]): string {
  return parts.map((part) => `${part}\n`).join('')
}

function signLines(privateKey: KeyInput, parts: readonly string[]): string {
  return createSign('RSA-SHA256').update(lines(parts)).sign(privateKey, 'base64')
}

/** A nonce of 32 letters and digits (WeChat Pay's limit), for request signatures and pay parameters. */
export function makeNonce(): string {
  return randomBytes(16).toString('hex')
}

/** Unix seconds as WeChat Pay writes them in headers and pay parameters. */
export function unixSeconds(ms: number): string {
  return String(Math.floor(ms / 1000))
}

/** RFC 3339 in China Standard Time to the second, the form WeChat Pay writes (`time_expire`, `success_time`). */
export function wechatTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`
}

export interface AuthorizationInput {
  mchId: string
  /** Serial number of the merchant API certificate. */
  serialNo: string
  privateKey: KeyInput
  method: string
  /** Path and query exactly as sent, e.g. `/v3/pay/transactions/out-trade-no/x?mchid=1`. */
  urlPathWithQuery: string
  /** The request body as sent; `''` for GET. */
  body: string
  timestamp: string
  nonce: string
}

/** The `Authorization` header of an APIv3 request. */
export function buildAuthorization(input: AuthorizationInput): string {
  const signature = signLines(input.privateKey, [input.method.toUpperCase(), input.urlPathWithQuery, input.timestamp, input.nonce, input.body])
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchId}",nonce_str="${input.nonce}",signature="${signature}",timestamp="${input.timestamp}",serial_no="${input.serialNo}"`
}

export interface AuthorizationFields {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

/** Reads an `Authorization` header back into its fields (the fake WeChat Pay server checks requests with it); null when malformed. */
export function parseAuthorization(header: string): AuthorizationFields | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header)
  if (!match?.[1]) return null
  const fields: Record<string, string> = {}
  for (const pair of match[1].matchAll(/(\w+)="([^"]*)"/g)) fields[pair[1]!] = pair[2]!
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

/** Checks the signature of a request (`METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`) with the merchant's public key. */
export function verifyRequestSignature(input: { method: string; urlPathWithQuery: string; body: string; timestamp: string; nonce: string; signature: string; publicKey: KeyInput }): boolean {
  return verifyLines(input.publicKey, [input.method.toUpperCase(), input.urlPathWithQuery, input.timestamp, input.nonce, input.body], input.signature)
}

/** Signs a response or notification (`timestamp\nnonce\nbody\n`) as WeChat Pay does with its platform key. */
export function signResponse(input: { timestamp: string; nonce: string; body: string; privateKey: KeyInput }): string {
  return signLines(input.privateKey, [input.timestamp, input.nonce, input.body])
}

/** Checks a WeChat Pay response or notification signature (`timestamp\nnonce\nbody\n`). */
export function verifySignature(input: { timestamp: string; nonce: string; body: string; signature: string; publicKey: KeyInput }): boolean {
  return verifyLines(input.publicKey, [input.timestamp, input.nonce, input.body], input.signature)
}

function verifyLines(publicKey: KeyInput, parts: readonly string[], signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(lines(parts)).verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

export interface EncryptedResource {
  apiV3Key: string
  /** Used as given (its UTF-8 bytes) as the GCM nonce; WeChat Pay sends 12 characters. */
  nonce: string
  associatedData: string
}

/** Opens an AEAD_AES_256_GCM resource (notifications, platform certificates). Throws when the key or data is wrong. */
export function decryptResource(input: EncryptedResource & { ciphertext: string }): string {
  const sealed = Buffer.from(input.ciphertext, 'base64')
  if (sealed.length < AUTH_TAG_BYTES) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(input.apiV3Key), Buffer.from(input.nonce, 'utf8'))
  decipher.setAuthTag(sealed.subarray(sealed.length - AUTH_TAG_BYTES))
  decipher.setAAD(Buffer.from(input.associatedData, 'utf8'))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - AUTH_TAG_BYTES)), decipher.final()]).toString('utf8')
}

/** The inverse of `decryptResource`: base64 of the ciphertext with the 16-byte tag appended. */
export function encryptResource(input: EncryptedResource & { plaintext: string }): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(input.apiV3Key), Buffer.from(input.nonce, 'utf8'))
  cipher.setAAD(Buffer.from(input.associatedData, 'utf8'))
  const body = Buffer.concat([cipher.update(input.plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64')
}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8')
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes')
  return key
}

/** `paySign` of the mini-program's `requestPayment` and of `getBrandWCPayRequest` inside WeChat's browser. */
export function jsapiPaySign(input: { appId: string; timeStamp: string; nonceStr: string; package: string; privateKey: KeyInput }): string {
  return signLines(input.privateKey, [input.appId, input.timeStamp, input.nonceStr, input.package])
}

/** `sign` of the native SDK's `PayReq` (APP payment). */
export function appPaySign(input: { appId: string; timestamp: string; nonceStr: string; prepayId: string; privateKey: KeyInput }): string {
  return signLines(input.privateKey, [input.appId, input.timestamp, input.nonceStr, input.prepayId])
}
