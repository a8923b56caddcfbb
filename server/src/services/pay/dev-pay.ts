import { type KeyObject, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import { parseTransactionNotification } from './notification'
import type { PayChannel, PayProvider, PrepayInput, ProviderTransaction, TradeState } from './provider'
import { type HeaderBag, PublicKeyStore, WechatPayVerifier } from './verifier'
import { encryptResource, makeNonce, signResponse, unixSeconds, wechatTime } from './wechatpay-crypto'

export const DEV_MCH_ID = 'dev-mch'
export const DEV_APP_ID = 'dev-app'

/** What WeChat Pay would POST to the notify URL: headers and the exact body they sign. */
export interface DevNotification {
  headers: Record<string, string>
  body: string
}

interface DevKeys {
  platformPrivateKey: string
  apiV3Key: string
}

interface DevOrder {
  amountFen: number
  tradeState: TradeState
  transactionId: string | null
  successTime: string | null
}

/** The body of a TRANSACTION.SUCCESS notification as WeChat Pay writes it: the transaction encrypted with the APIv3 key. */
export function transactionNotificationBody(transaction: Record<string, unknown>, apiV3Key: string, nowMs: number): string {
  const nonce = randomBytes(6).toString('hex')
  return JSON.stringify({
    id: `EV-${randomBytes(8).toString('hex')}`,
    create_time: wechatTime(new Date(nowMs)),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encryptResource({ apiV3Key, nonce, associatedData: 'transaction', plaintext: JSON.stringify(transaction) }),
      associated_data: 'transaction',
      nonce,
    },
  })
}

/** Narrows an app's provider to the dev one (only it can simulate a payer). */
export function isDevPayProvider(provider: PayProvider): provider is DevPayProvider {
  return provider instanceof DevPayProvider
}

/** The dev provider's keys, made once and kept (0600) so notifications stay verifiable across restarts. */
export function loadOrCreateDevKeys(dataDir: string): DevKeys {
  const dir = path.join(dataDir, 'dev-pay')
  const file = path.join(dir, 'keys.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const keys: DevKeys = {
    platformPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    // 32 characters, the length WeChat Pay's APIv3 key has.
    apiV3Key: randomBytes(16).toString('hex'),
  }
  // Written aside and linked into place, so a second process starting at once reads whole keys or its own.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, JSON.stringify(keys), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return JSON.parse(readFileSync(file, 'utf8')) as DevKeys
  } finally {
    unlinkSync(draft)
  }
  return keys
}

/**
 * Stands in for WeChat Pay when no merchant is configured. Paying posts a notification built,
 * encrypted and signed exactly as WeChat's, with its own platform key and APIv3 key, so the
 * verification path runs every time. Orders live in memory: after a restart it knows none.
 */
export class DevPayProvider implements PayProvider {
  readonly name = 'dev' as const
  readonly mchId = DEV_MCH_ID
  private readonly orders = new Map<string, DevOrder>()
  private readonly platformKey: KeyObject
  private readonly publicKeyId: string
  private readonly apiV3Key: string
  private readonly verifier: WechatPayVerifier

  constructor(keys: DevKeys) {
    this.platformKey = createPrivateKey(keys.platformPrivateKey)
    this.apiV3Key = keys.apiV3Key
    const publicPem = createPublicKey(this.platformKey).export({ type: 'spki', format: 'pem' }).toString()
    this.publicKeyId = `PUB_KEY_ID_DEV${createHash('sha256').update(publicPem).digest('hex').slice(0, 16).toUpperCase()}`
    this.verifier = new WechatPayVerifier(new PublicKeyStore(this.publicKeyId, publicPem))
  }

  static fromDataDir(dataDir: string): DevPayProvider {
    return new DevPayProvider(loadOrCreateDevKeys(dataDir))
  }

  channelFor(_platform: PayPlatform): PayChannel {
    return 'dev'
  }

  appIdFor(_channel: PayChannel): string {
    return DEV_APP_ID
  }

  async prepay(input: PrepayInput): Promise<PayParams> {
    if (!this.orders.has(input.orderId)) this.orders.set(input.orderId, { amountFen: input.amountFen, tradeState: 'NOTPAY', transactionId: null, successTime: null })
    return { channel: 'dev', orderId: input.orderId }
  }

  async query(orderId: string): Promise<ProviderTransaction | null> {
    const order = this.orders.get(orderId)
    return order ? this.transaction(orderId, order) : null
  }

  async close(orderId: string): Promise<void> {
    const order = this.orders.get(orderId)
    if (order && order.tradeState !== 'SUCCESS') order.tradeState = 'CLOSED'
  }

  parseNotification(headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
    return parseTransactionNotification(this.verifier, this.apiV3Key, headers, rawBody, nowMs)
  }

  /**
   * The simulated payer. `success` pays the order and returns WeChat's notification (again on a
   * repeat, as WeChat re-delivers); `fail` marks it PAYERROR and returns null, because WeChat
   * sends nothing for a failed payment. Throws for an order it does not know or one already closed.
   */
  devNotification(orderId: string, outcome: 'success' | 'fail', nowMs: number): DevNotification | null {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`the dev provider does not know order ${orderId}`)
    if (outcome === 'fail') {
      if (order.tradeState === 'NOTPAY' || order.tradeState === 'USERPAYING') order.tradeState = 'PAYERROR'
      return null
    }
    if (order.tradeState === 'CLOSED') throw new Error(`order ${orderId} is closed`)
    if (order.tradeState !== 'SUCCESS') {
      order.tradeState = 'SUCCESS'
      order.transactionId = `4200000000${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`
      order.successTime = wechatTime(new Date(nowMs))
    }
    return this.notification(orderId, order, nowMs)
  }

  private transaction(orderId: string, order: DevOrder): ProviderTransaction {
    return { orderId, transactionId: order.transactionId, tradeState: order.tradeState, amountFen: order.amountFen, appId: DEV_APP_ID, mchId: DEV_MCH_ID, successTime: order.successTime }
  }

  private notification(orderId: string, order: DevOrder, nowMs: number): DevNotification {
    const transaction = {
      appid: DEV_APP_ID,
      mchid: DEV_MCH_ID,
      out_trade_no: orderId,
      transaction_id: order.transactionId,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: order.successTime,
      payer: { openid: 'dev-openid' },
      amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
    }
    const body = transactionNotificationBody(transaction, this.apiV3Key, nowMs)
    const timestamp = unixSeconds(nowMs)
    const nonce = makeNonce()
    return {
      headers: {
        'Content-Type': 'application/json',
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Serial': this.publicKeyId,
        'Wechatpay-Signature': signResponse({ timestamp, nonce, body, privateKey: this.platformKey }),
        'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      },
      body,
    }
  }
}
