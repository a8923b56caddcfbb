import { type KeyObject, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import { type DevPayOrderRepository, type DevPayRefundRow, type DevRefundOutcome, type NewDevPayRefund, refundRefusal } from '../../db/dev-pay-orders'
import type { ServerSettingsRepository } from '../../db/server-settings'
import { parseTransactionNotification } from './notification'
import {
  NotificationRejected,
  type PayChannel,
  type PayProvider,
  PayProviderError,
  type PrepayInput,
  type ProviderRefund,
  type ProviderTransaction,
  type RefundInput,
  type RefundState,
  TRADE_STATES,
  type TradeState,
} from './provider'
import { type HeaderBag, PublicKeyStore, WechatPayVerifier } from './verifier'
import { encryptResource, makeNonce, signResponse, unixSeconds, wechatTime } from './wechatpay-crypto'

export const DEV_MCH_ID = 'dev-mch'
export const DEV_APP_ID = 'dev-app'

/** What WeChat Pay would POST to the notify URL: headers and the exact body they sign. */
export interface DevNotification {
  headers: Record<string, string>
  body: string
}

export interface DevKeys {
  platformPrivateKey: string
  apiV3Key: string
}

interface DevOrder {
  amountFen: number
  tradeState: TradeState
  transactionId: string | null
  successTime: string | null
}

type StoredOrder = Omit<DevOrder, 'tradeState'> & { tradeState: string }
type DevOrderChange = Partial<Pick<DevOrder, 'tradeState' | 'transactionId' | 'successTime'>>
type StoredRefund = Pick<DevPayRefundRow, 'refundId' | 'orderId' | 'providerRefundId' | 'amountFen' | 'reason' | 'state' | 'successTime'>

/** Where the dev provider keeps its side of each order and refund: the database (DevPayOrderRepository), or memory when standalone. */
export interface DevPayOrders {
  create(orderId: string, amountFen: number): Promise<void>
  find(orderId: string): Promise<StoredOrder | null>
  /** Applies `to` only while the order is in one of `from`; the order afterwards. */
  transition(orderId: string, from: string[], to: DevOrderChange): Promise<StoredOrder | null>
  findRefund(refundId: string): Promise<StoredRefund | null>
  /** Records a refund by WeChat Pay's rules (see refundRefusal), once per refund number; the order turns REFUND when refunded in full. */
  refund(input: NewDevPayRefund): Promise<DevRefundOutcome | { refund: StoredRefund; created: boolean }>
}

/** Orders kept in this process only: for tools and tests without a database (the server keeps them in the database). */
export class MemoryDevPayOrders implements DevPayOrders {
  private readonly orders = new Map<string, DevOrder>()
  private readonly refunds = new Map<string, StoredRefund>()

  async create(orderId: string, amountFen: number): Promise<void> {
    if (!this.orders.has(orderId)) this.orders.set(orderId, { amountFen, tradeState: 'NOTPAY', transactionId: null, successTime: null })
  }

  async find(orderId: string): Promise<DevOrder | null> {
    const order = this.orders.get(orderId)
    return order ? { ...order } : null
  }

  async transition(orderId: string, from: string[], to: DevOrderChange): Promise<DevOrder | null> {
    const order = this.orders.get(orderId)
    if (order && from.includes(order.tradeState)) Object.assign(order, to)
    return this.find(orderId)
  }

  async findRefund(refundId: string): Promise<StoredRefund | null> {
    const refund = this.refunds.get(refundId)
    return refund ? { ...refund } : null
  }

  async refund(input: NewDevPayRefund): Promise<{ refund: StoredRefund; created: boolean } | Extract<DevRefundOutcome, { refused: string }>> {
    const existing = this.refunds.get(input.refundId)
    if (existing) return existing.orderId === input.orderId ? { refund: { ...existing }, created: false } : { refused: 'other-order' }
    const order = this.orders.get(input.orderId) ?? null
    const decision = refundRefusal(
      order,
      [...this.refunds.values()].filter((r) => r.orderId === input.orderId),
      input,
    )
    if (!('make' in decision)) return decision
    const refund: StoredRefund = { ...input, state: 'SUCCESS' }
    this.refunds.set(input.refundId, refund)
    if (order && input.amountFen === decision.leftFen) order.tradeState = 'REFUND'
    return { refund: { ...refund }, created: true }
  }
}

/** Why the dev provider refuses a refund, as WeChat Pay would answer it. */
const REFUSALS: Record<Extract<DevRefundOutcome, { refused: string }>['refused'], { code: string; message: string; status: number }> = {
  'unknown-order': { code: 'RESOURCE_NOT_EXISTS', message: 'the dev provider does not know the order', status: 404 },
  'not-paid': { code: 'INVALID_REQUEST', message: 'the order is not paid (or already refunded in full)', status: 400 },
  'other-order': { code: 'INVALID_REQUEST', message: 'the refund number was used for another order', status: 400 },
  exceeds: { code: 'INVALID_REQUEST', message: 'the refund is more than what is left of the order', status: 400 },
  'too-many': { code: 'INVALID_REQUEST', message: 'the order has had 50 refunds already', status: 400 },
}

const except = (...states: TradeState[]) => TRADE_STATES.filter((state) => !states.includes(state))

export const DEV_PAY_KEYS_SETTING = 'dev-pay-keys'

/** The simulated payer cannot pay this order: unknown to the dev provider, or closed. */
export class DevOrderNotPayable extends Error {}

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

function newDevKeys(): DevKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    platformPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    // 32 characters, the length WeChat Pay's APIv3 key has.
    apiV3Key: randomBytes(16).toString('hex'),
  }
}

function devKeysFile(dataDir: string): string {
  return path.join(dataDir, 'dev-pay', 'keys.json')
}

function readDevKeysFile(dataDir: string): DevKeys | null {
  try {
    return JSON.parse(readFileSync(devKeysFile(dataDir), 'utf8')) as DevKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return null
  }
}

/**
 * The dev provider's keys as the server keeps them: in the database, so a notification one instance builds
 * verifies on every other. The first instance stores them (its DATA_DIR/dev-pay/keys.json from before they
 * lived there, or new ones); the others read those back.
 */
export async function sharedDevKeys(settings: ServerSettingsRepository, dataDir: string): Promise<DevKeys> {
  const kept = (await settings.get(DEV_PAY_KEYS_SETTING)) ?? (await settings.keepFirst(DEV_PAY_KEYS_SETTING, JSON.stringify(readDevKeysFile(dataDir) ?? newDevKeys())))
  return JSON.parse(kept) as DevKeys
}

/** The dev provider's keys for a standalone provider, made once into DATA_DIR/dev-pay (0600) and reused. */
export function loadOrCreateDevKeys(dataDir: string): DevKeys {
  const file = devKeysFile(dataDir)
  const existing = readDevKeysFile(dataDir)
  if (existing) return existing
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const keys = newDevKeys()
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
 * verification path runs every time. The server keeps its orders and keys in the database (`open`), so
 * every instance knows every order and a restart forgets none.
 */
export class DevPayProvider implements PayProvider {
  readonly name = 'dev' as const
  readonly mchId = DEV_MCH_ID
  private readonly platformKey: KeyObject
  private readonly publicKeyId: string
  private readonly apiV3Key: string
  private readonly verifier: WechatPayVerifier

  constructor(
    keys: DevKeys,
    private readonly orders: DevPayOrders,
    private readonly now: () => number = Date.now,
  ) {
    this.platformKey = createPrivateKey(keys.platformPrivateKey)
    this.apiV3Key = keys.apiV3Key
    const publicPem = createPublicKey(this.platformKey).export({ type: 'spki', format: 'pem' }).toString()
    this.publicKeyId = `PUB_KEY_ID_DEV${createHash('sha256').update(publicPem).digest('hex').slice(0, 16).toUpperCase()}`
    this.verifier = new WechatPayVerifier(new PublicKeyStore(this.publicKeyId, publicPem))
  }

  /** As the server runs it: keys and orders in the database every instance shares. */
  static async open(settings: ServerSettingsRepository, orders: DevPayOrderRepository, dataDir: string): Promise<DevPayProvider> {
    return new DevPayProvider(await sharedDevKeys(settings, dataDir), orders)
  }

  /** Standalone, without a database (tools, provider choice): keys in DATA_DIR/dev-pay, orders in this process. */
  static fromDataDir(dataDir: string): DevPayProvider {
    return new DevPayProvider(loadOrCreateDevKeys(dataDir), new MemoryDevPayOrders())
  }

  channelFor(_platform: PayPlatform): PayChannel {
    return 'dev'
  }

  appIdFor(_channel: PayChannel): string {
    return DEV_APP_ID
  }

  async prepay(input: PrepayInput): Promise<PayParams> {
    await this.orders.create(input.orderId, input.amountFen)
    return { channel: 'dev', orderId: input.orderId }
  }

  async query(orderId: string): Promise<ProviderTransaction | null> {
    const order = await this.orders.find(orderId)
    return order ? this.transaction(orderId, order) : null
  }

  async close(orderId: string): Promise<void> {
    await this.orders.transition(orderId, except('SUCCESS'), { tradeState: 'CLOSED' })
  }

  parseNotification(headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
    return parseTransactionNotification(this.verifier, this.apiV3Key, headers, rawBody, nowMs)
  }

  /**
   * All or part of a paid order's money goes back, at once (SUCCESS): several refunds per order, their sum at most the
   * order's amount and at most 50, as WeChat Pay allows; the order's trade state becomes REFUND once refunded in full. The
   * same refund number again returns the same refund and makes no second one. Refusals throw PayProviderError.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (!Number.isInteger(input.amountFen) || input.amountFen <= 0) throw new Error('amountFen must be a positive integer')
    const order = await this.orders.find(input.orderId)
    if (order && input.totalFen !== order.amountFen) throw new PayProviderError('PARAM_ERROR', `amount.total ${input.totalFen} does not match order ${input.orderId}`, 400)
    const outcome = await this.orders.refund({
      refundId: input.refundId,
      orderId: input.orderId,
      providerRefundId: `50300${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`,
      amountFen: input.amountFen,
      reason: input.reason,
      successTime: wechatTime(new Date(this.now())),
    })
    if ('refused' in outcome) {
      const { code, message, status } = REFUSALS[outcome.refused]
      throw new PayProviderError(code, message, status)
    }
    return providerRefund(outcome.refund)
  }

  async queryRefund(refundId: string): Promise<ProviderRefund | null> {
    const refund = await this.orders.findRefund(refundId)
    return refund ? providerRefund(refund) : null
  }

  /** The dev provider refunds at once and sends no refund notification, so none is believed. */
  parseRefundNotification(_headers: HeaderBag, _rawBody: string, _nowMs: number): Promise<ProviderRefund> {
    return Promise.reject(new NotificationRejected('headers'))
  }

  /**
   * The simulated payer. `success` pays the order and returns WeChat's notification (again on a
   * repeat, as WeChat re-delivers); `fail` marks it PAYERROR and returns null, because WeChat
   * sends nothing for a failed payment. Throws for an order it does not know or one already closed.
   */
  async devNotification(orderId: string, outcome: 'success' | 'fail', nowMs: number): Promise<DevNotification | null> {
    if (outcome === 'fail') {
      const order = await this.orders.transition(orderId, ['NOTPAY', 'USERPAYING'], { tradeState: 'PAYERROR' })
      if (!order) throw new DevOrderNotPayable(`the dev provider does not know order ${orderId}`)
      return null
    }
    // Paid once: a second payer (on this instance or another) finds it paid and re-delivers the same transaction.
    const order = await this.orders.transition(orderId, except('SUCCESS', 'CLOSED'), {
      tradeState: 'SUCCESS',
      transactionId: `4200000000${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`,
      successTime: wechatTime(new Date(nowMs)),
    })
    if (!order) throw new DevOrderNotPayable(`the dev provider does not know order ${orderId}`)
    if (order.tradeState === 'CLOSED') throw new DevOrderNotPayable(`order ${orderId} is closed`)
    return this.notification(orderId, order, nowMs)
  }

  private transaction(orderId: string, order: StoredOrder): ProviderTransaction {
    return { orderId, transactionId: order.transactionId, tradeState: order.tradeState as TradeState, amountFen: order.amountFen, appId: DEV_APP_ID, mchId: DEV_MCH_ID, successTime: order.successTime }
  }

  private notification(orderId: string, order: StoredOrder, nowMs: number): DevNotification {
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

function providerRefund(refund: StoredRefund): ProviderRefund {
  return {
    refundId: refund.refundId,
    orderId: refund.orderId,
    providerRefundId: refund.providerRefundId,
    state: refund.state as RefundState,
    amountFen: refund.amountFen,
    successTime: refund.successTime,
  }
}
