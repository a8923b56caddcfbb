import { type KeyObject, X509Certificate, createPublicKey } from 'node:crypto'
import { NotificationRejected } from './provider'
import { decryptResource, verifySignature } from './wechatpay-crypto'

export type HeaderBag = Record<string, string | string[] | undefined>

/** A raw HTTP answer: what a signature is checked against must be the body exactly as received. */
export interface RawResponse {
  status: number
  headers: HeaderBag
  body: string
}

/** Header lookup that ignores case (Fastify lowercases names, fetch keeps them as sent). */
export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue
    const first = Array.isArray(value) ? value[0] : value
    return first || undefined
  }
  return undefined
}

/** Where the key named by `Wechatpay-Serial` comes from. */
export interface PlatformKeys {
  /** The key for a serial, or null when it is unknown (after any refresh the store allows). */
  keyFor(serial: string, nowMs: number): Promise<KeyObject | null>
}

/** Public-key mode: the WeChat Pay public key downloaded from the merchant platform, named by its `PUB_KEY_ID_…`. */
export class PublicKeyStore implements PlatformKeys {
  private readonly key: KeyObject

  constructor(
    private readonly keyId: string,
    publicKeyPem: string,
  ) {
    this.key = createPublicKey(publicKeyPem)
  }

  async keyFor(serial: string): Promise<KeyObject | null> {
    return serial === this.keyId ? this.key : null
  }
}

interface CertificateEntry {
  serial_no?: unknown
  encrypt_certificate?: { algorithm?: unknown; nonce?: unknown; associated_data?: unknown; ciphertext?: unknown }
}

interface KnownCertificate {
  key: KeyObject
  validToMs: number
}

/** Certificate serials are hex; compare them without case or leading zeros. */
function normalSerial(serial: string): string {
  return serial.toUpperCase().replace(/^0+(?=.)/, '')
}

export interface PlatformCertificateOptions {
  apiV3Key: string
  /** A signed `GET /v3/certificates`, answered as received. */
  download: () => Promise<RawResponse>
  /** Fewest milliseconds between two downloads, however many unknown serials arrive. */
  minRefetchMs?: number
  /** Told when a download fails or does not verify; the store then keeps the certificates it had. */
  onRefreshError?: (error: unknown) => void
}

/**
 * Platform-certificate mode: the certificates from `GET /v3/certificates`, each decrypted with the
 * APIv3 key. Downloaded on the first unknown serial and again whenever one arrives (WeChat rotates
 * them), at most once a minute so forged serials cannot make us hammer WeChat.
 */
export class PlatformCertificateStore implements PlatformKeys {
  private readonly known = new Map<string, KnownCertificate>()
  private lastAttemptMs = Number.NEGATIVE_INFINITY
  private pending: Promise<void> | null = null
  private readonly minRefetchMs: number
  /** How many downloads were started; tests watch the rate limit with it. */
  downloads = 0

  constructor(private readonly options: PlatformCertificateOptions) {
    this.minRefetchMs = options.minRefetchMs ?? 60_000
  }

  async keyFor(serial: string, nowMs: number): Promise<KeyObject | null> {
    const found = this.valid(serial, nowMs)
    if (found) return found
    if (!this.pending) {
      if (nowMs - this.lastAttemptMs < this.minRefetchMs) return null
      this.lastAttemptMs = nowMs
      this.downloads += 1
      this.pending = this.refresh(nowMs)
        .catch((error: unknown) => this.options.onRefreshError?.(error))
        .finally(() => {
          this.pending = null
        })
    }
    await this.pending
    return this.valid(serial, nowMs)
  }

  private valid(serial: string, nowMs: number): KeyObject | null {
    const cert = this.known.get(normalSerial(serial))
    return cert && cert.validToMs > nowMs ? cert.key : null
  }

  private async refresh(nowMs: number): Promise<void> {
    const response = await this.options.download()
    if (response.status !== 200) throw new Error(`certificate download answered ${response.status}`)
    const entries = (JSON.parse(response.body) as { data?: unknown }).data
    if (!Array.isArray(entries)) throw new Error('certificate download without data')
    const fresh = new Map<string, KnownCertificate>()
    for (const entry of entries as CertificateEntry[]) {
      const sealed = entry.encrypt_certificate
      if (typeof entry.serial_no !== 'string' || sealed?.algorithm !== 'AEAD_AES_256_GCM') continue
      const pem = decryptResource({
        apiV3Key: this.options.apiV3Key,
        nonce: String(sealed.nonce),
        associatedData: typeof sealed.associated_data === 'string' ? sealed.associated_data : '',
        ciphertext: String(sealed.ciphertext),
      })
      const certificate = new X509Certificate(pem)
      if (normalSerial(certificate.serialNumber) !== normalSerial(entry.serial_no)) continue
      fresh.set(normalSerial(entry.serial_no), { key: certificate.publicKey, validToMs: Date.parse(certificate.validTo) })
    }
    // The answer itself is signed by one of the certificates it carries (authentic because they decrypted with our APIv3 key).
    const freshKeys: PlatformKeys = { keyFor: async (serial, at) => this.validIn(fresh, serial, at) }
    await new WechatPayVerifier(freshKeys).verifyNotification(response.headers, response.body, nowMs)
    for (const [serial, cert] of fresh) this.known.set(serial, cert)
  }

  private validIn(map: Map<string, KnownCertificate>, serial: string, nowMs: number): KeyObject | null {
    const cert = map.get(normalSerial(serial))
    return cert && cert.validToMs > nowMs ? cert.key : null
  }
}

/** WeChat Pay's signature probes: a genuine-looking header that must fail verification, so it is refused without a look-up. */
const SIGNATURE_PROBE = 'WECHATPAY/SIGNTEST/'

/** Checks `Wechatpay-*` headers of a notification or of an answer to our own call. */
export class WechatPayVerifier {
  constructor(
    private readonly keys: PlatformKeys,
    private readonly maxSkewMs = 300_000,
  ) {}

  /** Resolves when the body is provably from WeChat Pay and recent; throws NotificationRejected otherwise. */
  async verifyNotification(headers: HeaderBag, rawBody: string, nowMs: number): Promise<void> {
    const timestamp = headerValue(headers, 'Wechatpay-Timestamp')
    const nonce = headerValue(headers, 'Wechatpay-Nonce')
    const signature = headerValue(headers, 'Wechatpay-Signature')
    const serial = headerValue(headers, 'Wechatpay-Serial')
    if (!timestamp || !nonce || !signature || !serial) throw new NotificationRejected('headers')
    if (signature.startsWith(SIGNATURE_PROBE)) throw new NotificationRejected('signature')
    const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN
    if (!Number.isFinite(seconds) || Math.abs(nowMs - seconds * 1000) > this.maxSkewMs) throw new NotificationRejected('timestamp')
    const publicKey = await this.keys.keyFor(serial, nowMs)
    if (!publicKey) throw new NotificationRejected('serial')
    if (!verifySignature({ timestamp, nonce, body: rawBody, signature, publicKey })) throw new NotificationRejected('signature')
  }
}
