import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import { AccessToken } from '../wechat/access-token'
import { WechatApiError, WechatHttp } from '../wechat/http'
import {
  type PayChannel,
  type PayProvider,
  PayProviderError,
  type PrepayInput,
  type ProviderRefund,
  type ProviderTransaction,
  type QueryContext,
  type RefundInput,
  type RefundState,
  type TradeState,
} from './provider'
import { clientPaySig, decryptPush, pushSignature, sameSignature, serverPaySig, userSignature } from './xpay-crypto'

/**
 * WeChat's mini-program virtual payment (xpay, 小程序虚拟支付), which WeChat requires for virtual goods sold in a
 * mini-program: energy is topped up as the token (`short_series_coin`), VIP time and anything else bought as an item
 * (`short_series_goods`). The server signs the client's `wx.requestVirtualPayment`; WeChat delivers the order by a
 * message push (`xpay_coin_pay_notify` / `xpay_goods_deliver_notify`), and `POST /xpay/query_order` is the fallback.
 */
export interface XpaySettings {
  /** The offer id of the mini-program's virtual payment (WECHAT_XPAY_OFFER_ID). */
  offerId: string
  /** The AppKey of `env` (WECHAT_XPAY_APP_KEY): the production or the sandbox key, whichever env says. */
  appKey: string
  /** 0 production, 1 sandbox (WECHAT_XPAY_ENV). */
  env: 0 | 1
  /** The mini-program's appid and secret (WECHAT_APP_ID/SECRET): orders are placed under it, its token calls query_order. */
  miniAppId: string
  miniAppSecret: string
  /** Fen per token, as set once in WeChat's console (ENERGY_FEN): a top-up of N fen buys N / tokenFen tokens. */
  tokenFen: number
  /** The message push token (WECHAT_XPAY_PUSH_TOKEN); without it no push is believed. */
  pushToken: string | undefined
  /** The message push's AES key (WECHAT_XPAY_PUSH_AES_KEY, 32 bytes): safe mode, and then only encrypted pushes are believed. */
  pushAesKey: Buffer | undefined
  /** Whether iOS buys through xpay (Apple's in-app purchase behind it; WECHAT_XPAY_IOS=1). */
  ios: boolean
  apiBase: string
  timeoutMs: number
}

/** What the client calls `wx.requestVirtualPayment` with. */
export interface XpayRequest {
  mode: 'short_series_coin' | 'short_series_goods'
  signData: string
  paySig: string
  signature: string
}

/** The delivery a push announces, as WeChat wrote it; checked against our order before anything is credited. */
export interface XpayDelivery {
  event: 'xpay_goods_deliver_notify' | 'xpay_coin_pay_notify'
  orderId: string
  openId: string
  env: number
  /** Goods only: the item bought. */
  productId: string | null
  quantity: number
  /** Fen, before any coupon: what must equal the order's price. */
  origPrice: number
  actualPrice: number
  transactionId: string | null
  paidAt: number | null
}

export type XpayPush =
  | { kind: 'delivery'; delivery: XpayDelivery; /** Plain mode: the body is not covered by the signature, so query_order must confirm it. */ confirm: boolean }
  /**
   * `xpay_refund_notify`: a refund's result (RetCode 0 → SUCCESS, else ABNORMAL) and the payer's openid. In plain mode
   * (`confirm`) the body is unsigned, so queryRefund (query_order of the refund order) must confirm it before it is believed.
   */
  | { kind: 'refund'; refund: ProviderRefund; openId: string | null; confirm: boolean }
  /** A genuine push of another event (a complaint, iOS's refund question): acknowledged, nothing done. */
  | { kind: 'other'; event: string }

export type XpayPushRejection = 'unconfigured' | 'signature' | 'mode' | 'decrypt' | 'appid' | 'body'

export class XpayPushRejected extends Error {
  constructor(readonly reason: XpayPushRejection) {
    super(`xpay push rejected: ${reason}`)
    this.name = 'XpayPushRejected'
  }
}

/** xpay's `order.status` (query_order): 2 paid, waiting for delivery; 3 being delivered; 4 delivered. */
const PAID_STATUSES = [2, 3, 4]
const STATE_BY_STATUS: Record<number, TradeState> = { 0: 'NOTPAY', 1: 'NOTPAY', 2: 'SUCCESS', 3: 'SUCCESS', 4: 'SUCCESS', 5: 'REFUND', 6: 'CLOSED', 7: 'SUCCESS', 8: 'REFUND' }
/** query_order's errcode for an order WeChat does not know (it was never paid for). */
export const XPAY_ORDER_NOT_FOUND = 268490004
/** query_order's `order_type` of a refund order (0 is a payment). */
const REFUND_ORDER_TYPE = 1
/** A refund order's `status` (query_order): 5 refunded, 6 closed, 7 refund failed; anything before is still under way. */
const REFUND_STATE_BY_STATUS: Record<number, RefundState> = { 5: 'SUCCESS', 6: 'CLOSED', 7: 'ABNORMAL' }
/** refund_order's `refund_order_id`: 8–32 letters, digits, `_` or `-`. */
const XPAY_REFUND_ID = /^[A-Za-z0-9_-]{8,32}$/

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null)
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The mode an order pays in: energy (and a consultation's price, bought as energy) tops up the token; VIP is an item. */
export function xpayMode(kind: 'energy' | 'vip' | 'consultation'): XpayRequest['mode'] {
  return kind === 'vip' ? 'short_series_goods' : 'short_series_coin'
}

/**
 * The xpay signer and client, in front of the provider that serves every other channel (WeChat Pay v3, the dev provider):
 * orders made in the mini-program go through xpay; H5 in WeChat's browser and the app keep WeChat Pay v3.
 */
export class XpayPayProvider implements PayProvider {
  readonly name: PayProvider['name']
  readonly mchId: string
  private readonly http: WechatHttp
  private readonly token: AccessToken

  constructor(
    readonly settings: XpaySettings,
    private readonly base: PayProvider,
    dependencies: { fetchImpl?: typeof fetch; now?: () => number } = {},
  ) {
    this.name = base.name
    this.mchId = base.mchId
    this.http = new WechatHttp({ apiBase: settings.apiBase, timeoutMs: settings.timeoutMs, fetch: dependencies.fetchImpl })
    this.token = new AccessToken({ appId: settings.miniAppId, secret: settings.miniAppSecret }, this.http, dependencies.now ?? Date.now)
  }

  /** The merchant an xpay payment is checked against: the offer id. */
  get offerId(): string {
    return this.settings.offerId
  }

  get iosEnabled(): boolean {
    return this.settings.ios
  }

  channelFor(platform: PayPlatform): PayChannel | null {
    return platform === 'weapp' ? 'xpay' : this.base.channelFor(platform)
  }

  appIdFor(channel: PayChannel): string {
    return channel === 'xpay' ? this.settings.miniAppId : this.base.appIdFor(channel)
  }

  async prepay(input: PrepayInput): Promise<PayParams> {
    if (input.channel !== 'xpay') return this.base.prepay(input)
    if (!input.product) throw new Error('an xpay order needs its product')
    if (!input.sessionKey) throw new Error('an xpay order needs the payer’s session key')
    return { channel: 'xpay', ...this.request(input.orderId, input.amountFen, input.product, input.sessionKey) }
  }

  /** The signed request for `wx.requestVirtualPayment`: signData, paySig with the AppKey, signature with the session key. */
  request(orderId: string, amountFen: number, product: NonNullable<PrepayInput['product']>, sessionKey: string): XpayRequest {
    if (!/^[A-Za-z0-9|*@-][A-Za-z0-9_|*@-]{7,31}$/.test(orderId)) throw new Error('an xpay outTradeNo is 8–32 letters, digits or _-|*@, not starting with _')
    const mode = xpayMode(product.kind)
    const { offerId, env } = this.settings
    let data: Record<string, string | number>
    if (mode === 'short_series_coin') {
      if (amountFen % this.settings.tokenFen !== 0) throw new Error(`a top-up of ${amountFen} fen is no whole number of tokens at ${this.settings.tokenFen} fen each`)
      data = { offerId, buyQuantity: amountFen / this.settings.tokenFen, env, currencyType: 'CNY', outTradeNo: orderId, attach: product.id }
    } else {
      data = { offerId, buyQuantity: 1, env, currencyType: 'CNY', productId: product.id, goodsPrice: amountFen, outTradeNo: orderId, attach: product.id }
    }
    const signData = JSON.stringify(data)
    return { mode, signData, paySig: clientPaySig(this.settings.appKey, signData), signature: userSignature(sessionKey, signData) }
  }

  async query(orderId: string, context?: QueryContext): Promise<ProviderTransaction | null> {
    if (context?.channel !== 'xpay') return this.base.query(orderId, context)
    if (!context.openId) return null
    const order = await this.orderOf(orderId, context.openId)
    if (!order) return null
    const status = int(order.status)
    if (status === null) throw new PayProviderError('BAD_RESPONSE', 'query_order answer without the order', 200)
    const paidTime = int(order.paid_time)
    return {
      orderId,
      transactionId: str(order.wxpay_order_id) ?? str(order.wx_order_id) ?? `xpay-${orderId}`,
      tradeState: PAID_STATUSES.includes(status) ? 'SUCCESS' : (STATE_BY_STATUS[status] ?? 'NOTPAY'),
      amountFen: int(order.order_fee),
      appId: this.settings.miniAppId,
      mchId: this.settings.offerId,
      successTime: paidTime ? new Date(paidTime * 1000).toISOString() : null,
    }
  }

  /** xpay has no close: an unpaid xpay order simply stays unpaid at WeChat, and ours expires. */
  async close(orderId: string, context?: QueryContext): Promise<void> {
    if (context?.channel !== 'xpay') return this.base.close(orderId, context)
  }

  /**
   * `POST /xpay/refund_order` for all or part of the order: `refund_fee` is this refund and `left_fee` what is left of the
   * order, which xpay wants exactly (read from query_order first). A refund number xpay already knows (query_order of the
   * refund order) is that refund again, and no second one is started. Accepted means the refund task started (PROCESSING);
   * its result comes by the `xpay_refund_notify` push or query_order.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (input.channel !== 'xpay') return this.base.refund(input)
    if (!input.openId) throw new PayProviderError('NO_OPENID', 'the payer’s openid is unknown', 0)
    if (!XPAY_REFUND_ID.test(input.refundId)) throw new Error('an xpay refund_order_id is 8–32 letters, digits, _ or -')
    if (!Number.isInteger(input.amountFen) || input.amountFen <= 0) throw new Error('amountFen must be a positive integer')
    const known = await this.queryRefund(input.refundId, { channel: 'xpay', openId: input.openId, orderId: input.orderId })
    if (known) {
      if (known.state === 'CLOSED' || known.state === 'ABNORMAL') throw new PayProviderError('REFUND_NOT_ACCEPTED', `refund is ${known.state}`, 200)
      return known
    }
    const paid = await this.orderOf(input.orderId, input.openId)
    if (!paid) throw new PayProviderError(String(XPAY_ORDER_NOT_FOUND), 'xpay does not know the order', 200)
    const leftFee = int(paid.left_fee) ?? int(paid.paid_fee) ?? int(paid.order_fee)
    if (leftFee === null) throw new PayProviderError('BAD_RESPONSE', 'query_order answer without left_fee', 200)
    const body = {
      openid: input.openId,
      order_id: input.orderId,
      refund_order_id: input.refundId,
      left_fee: leftFee,
      refund_fee: input.amountFen,
      biz_meta: '',
      refund_reason: '3',
      req_from: '3',
      env: this.settings.env,
    }
    let answer: Record<string, unknown>
    try {
      answer = await this.call('refund_order', body)
    } catch (error) {
      throw toProviderError(error)
    }
    return { refundId: input.refundId, orderId: input.orderId, providerRefundId: str(answer.refund_wx_order_id), state: 'PROCESSING', amountFen: input.amountFen, successTime: null }
  }

  /** query_order of the refund order (`order_type` 1): its state and amount; null when xpay does not know the number as a refund. */
  async queryRefund(refundId: string, context?: QueryContext & { orderId: string }): Promise<ProviderRefund | null> {
    if (context?.channel !== 'xpay') return this.base.queryRefund(refundId, context)
    if (!context.openId) return null
    const order = await this.orderOf(refundId, context.openId)
    if (!order || int(order.order_type) !== REFUND_ORDER_TYPE) return null
    const status = int(order.status)
    const amountFen = int(order.refund_fee)
    if (status === null || amountFen === null) throw new PayProviderError('BAD_RESPONSE', 'query_order answer without the refund’s status or fee', 200)
    const state = REFUND_STATE_BY_STATUS[status] ?? 'PROCESSING'
    const doneAt = int(order.paid_time)
    return {
      refundId,
      orderId: context.orderId,
      providerRefundId: str(order.wx_order_id),
      state,
      amountFen,
      successTime: state === 'SUCCESS' && doneAt ? new Date(doneAt * 1000).toISOString() : null,
    }
  }

  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
    return this.base.parseNotification(headers, rawBody, nowMs)
  }

  /** xpay's refund results come by message push (parsePush); WeChat Pay v3 refund notifications are the base provider's. */
  parseRefundNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): Promise<ProviderRefund> {
    return this.base.parseRefundNotification(headers, rawBody, nowMs)
  }

  /** `GET` of the message push's URL check: the echo string when the signature is ours, else null. */
  echo(query: Record<string, string | undefined>): string | null {
    const { pushToken } = this.settings
    if (!pushToken || !query.echostr || !query.timestamp || !query.nonce) return null
    return sameSignature(pushSignature(pushToken, query.timestamp, query.nonce), query.signature) ? query.echostr : null
  }

  /**
   * A message push (JSON data format): in safe mode (`WECHAT_XPAY_PUSH_AES_KEY`) `msg_signature` over the token, timestamp,
   * nonce and ciphertext, then AES-256-CBC, and the appid inside must be ours; in plain mode `signature` over the token,
   * timestamp and nonce, which does not cover the body, so its delivery must be confirmed with query_order. Throws XpayPushRejected.
   */
  parsePush(query: Record<string, string | undefined>, rawBody: string): XpayPush {
    const { pushToken, pushAesKey } = this.settings
    if (!pushToken) throw new XpayPushRejected('unconfigured')
    const timestamp = query.timestamp ?? ''
    const nonce = query.nonce ?? ''
    if (!timestamp || !nonce) throw new XpayPushRejected('signature')
    let message: Record<string, unknown>
    let confirm: boolean
    if (pushAesKey) {
      if (query.encrypt_type !== 'aes') throw new XpayPushRejected('mode')
      const envelope = parseObject(rawBody)
      const encrypt = str(envelope?.Encrypt)
      if (!encrypt) throw new XpayPushRejected('body')
      if (!sameSignature(pushSignature(pushToken, timestamp, nonce, encrypt), query.msg_signature)) throw new XpayPushRejected('signature')
      let opened: { message: string; appId: string }
      try {
        opened = decryptPush(pushAesKey, encrypt)
      } catch {
        throw new XpayPushRejected('decrypt')
      }
      if (opened.appId !== this.settings.miniAppId) throw new XpayPushRejected('appid')
      const inner = parseObject(opened.message)
      if (!inner) throw new XpayPushRejected('body')
      message = inner
      confirm = false
    } else {
      if (!sameSignature(pushSignature(pushToken, timestamp, nonce), query.signature)) throw new XpayPushRejected('signature')
      const plain = parseObject(rawBody)
      if (!plain) throw new XpayPushRejected('body')
      message = plain
      confirm = true
    }
    const event = str(message.Event) ?? ''
    if (event === 'xpay_refund_notify') return { kind: 'refund', refund: refundOfPush(message), openId: str(message.openid) ?? str(message.OpenId) ?? str(message.FromUserName), confirm }
    if (event !== 'xpay_goods_deliver_notify' && event !== 'xpay_coin_pay_notify') return { kind: 'other', event }
    const info = (event === 'xpay_goods_deliver_notify' ? message.GoodsInfo : message.CoinInfo) as Record<string, unknown> | undefined
    const pay = message.WeChatPayInfo as Record<string, unknown> | undefined
    const orderId = str(message.OutTradeNo)
    const openId = str(message.OpenId)
    const env = int(message.Env)
    const quantity = int(info?.Quantity)
    const origPrice = int(info?.OrigPrice)
    const actualPrice = int(info?.ActualPrice)
    if (!orderId || !openId || env === null || quantity === null || origPrice === null || actualPrice === null) throw new XpayPushRejected('body')
    const paidTime = int(pay?.PaidTime)
    return {
      kind: 'delivery',
      confirm,
      delivery: {
        event,
        orderId,
        openId,
        env,
        productId: event === 'xpay_goods_deliver_notify' ? str(info?.ProductId) : null,
        quantity,
        origPrice,
        actualPrice,
        transactionId: str(pay?.TransactionId),
        paidAt: paidTime ? paidTime * 1000 : null,
      },
    }
  }

  /** query_order's `order` for a payment or refund order id; null when xpay does not know it. */
  private async orderOf(orderId: string, openId: string): Promise<Record<string, unknown> | null> {
    let answer: Record<string, unknown>
    try {
      answer = await this.call('query_order', { openid: openId, env: this.settings.env, order_id: orderId })
    } catch (error) {
      if (error instanceof WechatApiError && error.errcode === XPAY_ORDER_NOT_FOUND) return null
      throw toProviderError(error)
    }
    const order = answer.order as Record<string, unknown> | undefined
    if (!order || str(order.order_id) !== orderId) throw new PayProviderError('BAD_RESPONSE', 'query_order answer without the order', 200)
    return order
  }

  /** One xpay server call: the access token and pay_sig (over `/xpay/<api>&` + the exact body) in the query. */
  private call(api: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const uri = `/xpay/${api}`
    const text = JSON.stringify(body)
    const paySig = serverPaySig(this.settings.appKey, uri, text)
    // WechatHttp serializes the same object with JSON.stringify, so the bytes sent are the bytes signed.
    return this.token.withToken((token) => this.http.json(api, uri, { access_token: token, pay_sig: paySig }, body))
  }
}

/** The refund an `xpay_refund_notify` announces: MchRefundId, MchOrderId, WxRefundId, RefundFee, RetCode (0 success), RefundSuccTimestamp. */
function refundOfPush(message: Record<string, unknown>): ProviderRefund {
  const refundId = str(message.MchRefundId)
  const orderId = str(message.MchOrderId)
  const amountFen = int(message.RefundFee)
  const retCode = int(message.RetCode)
  if (!refundId || !orderId || amountFen === null || amountFen <= 0 || retCode === null) throw new XpayPushRejected('body')
  const doneAt = int(message.RefundSuccTimestamp)
  return {
    refundId,
    orderId,
    providerRefundId: str(message.WxRefundId),
    state: retCode === 0 ? 'SUCCESS' : 'ABNORMAL',
    amountFen,
    successTime: retCode === 0 && doneAt ? new Date(doneAt * 1000).toISOString() : null,
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(text) as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function toProviderError(error: unknown): PayProviderError {
  if (error instanceof PayProviderError) return error
  if (error instanceof WechatApiError) return new PayProviderError(error.errcode === null ? error.failure.toUpperCase() : String(error.errcode), error.errmsg ?? error.failure, error.status)
  return new PayProviderError('NETWORK', 'xpay unreachable', 0)
}

export function isXpayProvider(provider: PayProvider): provider is XpayPayProvider {
  return provider instanceof XpayPayProvider
}
