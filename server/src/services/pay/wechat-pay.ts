import type { KeyObject } from 'node:crypto'
import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import { parseRefundNotification, parseTransactionNotification, toProviderRefund, toProviderTransaction } from './notification'
import { NotificationRejected, type PayChannel, type PayProvider, PayProviderError, type PrepayInput, type ProviderRefund, type ProviderTransaction, type RefundInput } from './provider'
import { type HeaderBag, type PlatformKeys, PlatformCertificateStore, PublicKeyStore, type RawResponse, WechatPayVerifier } from './verifier'
import { appPaySign, buildAuthorization, jsapiPaySign, makeNonce, unixSeconds, wechatTime } from './wechatpay-crypto'

export interface WechatPaySettings {
  mchId: string
  /** Serial number of the merchant API certificate (names the key requests are signed with). */
  serialNo: string
  privateKey: KeyObject
  apiV3Key: string
  /** Public https address of `POST /tarot/rest/pay/notify`. */
  notifyUrl: string
  /**
   * Public https address of `POST /tarot/rest/pay/refund-notify`, sent with every refund (WeChat posts the refund's result
   * there); `refund-notify` beside `notifyUrl` unless given, the same public host WeChat already reaches.
   */
  refundNotifyUrl?: string
  apiBase: string
  /** The appid each channel places orders under; a channel without one is not offered. */
  appIds: { mini?: string; jsapi?: string; app?: string }
  /** Public-key mode when given; otherwise platform certificates from `/v3/certificates`. */
  publicKey?: { id: string; pem: string }
}

export interface WechatPayDependencies {
  fetchImpl?: typeof fetch
  now?: () => number
  /** Told when a platform-certificate download fails (the old certificates stay in use). */
  onCertificateError?: (error: unknown) => void
}

const REQUEST_TIMEOUT_MS = 10_000

/** `…/tarot/rest/pay/notify` → `…/tarot/rest/pay/refund-notify`: the refund notification URL beside the payment one. */
export function refundNotifyUrlFor(notifyUrl: string): string {
  return new URL('refund-notify', notifyUrl).href
}

/** WeChat Pay APIv3 (direct merchant): JSAPI for the mini-program and WeChat's browser, APP for the native app. */
export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat' as const
  readonly mchId: string
  private readonly verifier: WechatPayVerifier
  private readonly fetchImpl: typeof fetch
  private readonly now: () => number
  /** Where WeChat Pay posts refund results. */
  readonly refundNotifyUrl: string

  constructor(
    private readonly settings: WechatPaySettings,
    dependencies: WechatPayDependencies = {},
  ) {
    this.mchId = settings.mchId
    this.fetchImpl = dependencies.fetchImpl ?? fetch
    this.now = dependencies.now ?? Date.now
    this.refundNotifyUrl = settings.refundNotifyUrl ?? refundNotifyUrlFor(settings.notifyUrl)
    const keys: PlatformKeys = settings.publicKey
      ? new PublicKeyStore(settings.publicKey.id, settings.publicKey.pem)
      : new PlatformCertificateStore({
          apiV3Key: settings.apiV3Key,
          download: () => this.send('GET', '/v3/certificates'),
          onRefreshError: dependencies.onCertificateError,
        })
    this.verifier = new WechatPayVerifier(keys)
  }

  channelFor(platform: PayPlatform): PayChannel | null {
    const { appIds } = this.settings
    if (platform === 'weapp') return appIds.mini ? 'mini' : null
    if (platform === 'h5-wechat') return appIds.jsapi ? 'jsapi' : null
    if (platform === 'rn') return appIds.app ? 'app' : null
    return null
  }

  appIdFor(channel: PayChannel): string {
    const appId = channel === 'dev' || channel === 'xpay' ? undefined : this.settings.appIds[channel]
    if (!appId) throw new Error(`WeChat Pay has no appid for the ${channel} channel`)
    return appId
  }

  async prepay(input: PrepayInput): Promise<PayParams> {
    if (!Number.isInteger(input.amountFen) || input.amountFen <= 0) throw new Error('amountFen must be a positive integer')
    const appId = this.appIdFor(input.channel)
    const order = {
      appid: appId,
      mchid: this.mchId,
      description: input.description,
      out_trade_no: input.orderId,
      time_expire: wechatTime(input.expiresAt),
      notify_url: this.settings.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
    }
    const timeStamp = unixSeconds(this.now())
    const nonceStr = makeNonce()
    const { privateKey } = this.settings

    if (input.channel === 'app') {
      const prepayId = await this.prepayId('/v3/pay/transactions/app', order)
      return {
        channel: 'app',
        appId,
        partnerId: this.mchId,
        prepayId,
        packageValue: 'Sign=WXPay',
        nonceStr,
        timeStamp,
        sign: appPaySign({ appId, timestamp: timeStamp, nonceStr, prepayId, privateKey }),
      }
    }
    if (!input.openId) throw new Error(`the ${input.channel} channel needs the payer's openid`)
    const prepayId = await this.prepayId('/v3/pay/transactions/jsapi', { ...order, payer: { openid: input.openId } })
    const pkg = `prepay_id=${prepayId}`
    const paySign = jsapiPaySign({ appId, timeStamp, nonceStr, package: pkg, privateKey })
    return input.channel === 'mini'
      ? { channel: 'mini', timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
      : { channel: 'jsapi', appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
  }

  async query(orderId: string): Promise<ProviderTransaction | null> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(this.mchId)}`
    const response = await this.send('GET', path)
    if (isOrderNotExist(response)) {
      await this.verify(response)
      return null
    }
    const transaction = toProviderTransaction(await this.accept(response))
    if (!transaction) throw new PayProviderError('BAD_RESPONSE', 'query answer without an order or trade state', response.status)
    return transaction
  }

  async close(orderId: string): Promise<void> {
    const response = await this.send('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}/close`, { mchid: this.mchId })
    // Closing an order WeChat never saw leaves nothing to close.
    if (isOrderNotExist(response)) return
    await this.accept(response)
  }

  /**
   * `POST /v3/refund/domestic/refunds`: all or part of the order (amount.refund of amount.total), idempotent on out_refund_no,
   * with our refund notification URL. An answer of SUCCESS or PROCESSING means WeChat Pay has taken it (the money reaches the
   * payer's original method by itself, and the result is notified); CLOSED or ABNORMAL, or an error answer, refuses.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (!Number.isInteger(input.amountFen) || input.amountFen <= 0) throw new Error('amountFen must be a positive integer')
    if (!Number.isInteger(input.totalFen) || input.totalFen < input.amountFen) throw new Error('totalFen must be an integer of at least amountFen')
    const response = await this.send('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.orderId,
      out_refund_no: input.refundId,
      reason: input.reason,
      notify_url: this.refundNotifyUrl,
      amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
    })
    const refund = toProviderRefund(await this.accept(response))
    if (!refund || refund.refundId !== input.refundId) throw new PayProviderError('BAD_RESPONSE', 'refund answer without the refund', response.status)
    if (refund.state !== 'SUCCESS' && refund.state !== 'PROCESSING') throw new PayProviderError('REFUND_NOT_ACCEPTED', `refund answered ${refund.state}`, response.status)
    return refund
  }

  /** `GET /v3/refund/domestic/refunds/{out_refund_no}`, its answer verified; null for WeChat's 404 RESOURCE_NOT_EXISTS. */
  async queryRefund(refundId: string): Promise<ProviderRefund | null> {
    const response = await this.send('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`)
    if (response.status === 404 && errorOf(response).code === 'RESOURCE_NOT_EXISTS') {
      await this.verify(response)
      return null
    }
    const refund = toProviderRefund(await this.accept(response))
    if (!refund || refund.refundId !== refundId) throw new PayProviderError('BAD_RESPONSE', 'refund query answer without the refund', response.status)
    return refund
  }

  parseNotification(headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderTransaction> {
    return parseTransactionNotification(this.verifier, this.settings.apiV3Key, headers, rawBody, nowMs)
  }

  parseRefundNotification(headers: HeaderBag, rawBody: string, nowMs: number): Promise<ProviderRefund> {
    return parseRefundNotification(this.verifier, this.settings.apiV3Key, headers, rawBody, nowMs)
  }

  private async prepayId(path: string, order: object): Promise<string> {
    const answer = (await this.accept(await this.send('POST', path, order))) as { prepay_id?: unknown } | null
    if (typeof answer?.prepay_id !== 'string' || !answer.prepay_id) throw new PayProviderError('BAD_RESPONSE', 'prepay answer without prepay_id', 200)
    return answer.prepay_id
  }

  /** A signed call; the answer comes back raw so its signature can be checked against the exact bytes. */
  private async send(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<RawResponse> {
    const url = new URL(pathWithQuery, this.settings.apiBase)
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const authorization = buildAuthorization({
      mchId: this.mchId,
      serialNo: this.settings.serialNo,
      privateKey: this.settings.privateKey,
      method,
      urlPathWithQuery: url.pathname + url.search,
      body,
      timestamp: unixSeconds(this.now()),
      nonce: makeNonce(),
    })
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json', 'User-Agent': 'tarot-server' }
    if (payload !== undefined) headers['Content-Type'] = 'application/json'
    try {
      const res = await this.fetchImpl(url, { method, headers, body: payload === undefined ? undefined : body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
      return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body: await res.text() }
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new PayProviderError(timedOut ? 'TIMEOUT' : 'NETWORK', timedOut ? 'no answer in time' : 'WeChat Pay unreachable', 0)
    }
  }

  /** A 2xx answer, verified, as parsed JSON (null when empty); anything else becomes WeChat's code and message. */
  private async accept(response: RawResponse): Promise<unknown> {
    if (response.status < 200 || response.status >= 300) {
      const { code, message } = errorOf(response)
      throw new PayProviderError(code, message, response.status)
    }
    await this.verify(response)
    if (!response.body) return null
    try {
      return JSON.parse(response.body) as unknown
    } catch {
      throw new PayProviderError('BAD_RESPONSE', 'answer is not JSON', response.status)
    }
  }

  private async verify(response: RawResponse): Promise<void> {
    try {
      await this.verifier.verifyNotification(response.headers, response.body, this.now())
    } catch (error) {
      if (error instanceof NotificationRejected) throw new PayProviderError('RESPONSE_NOT_VERIFIED', `answer rejected (${error.reason})`, response.status)
      throw error
    }
  }
}

function errorOf(response: RawResponse): { code: string; message: string } {
  try {
    const parsed = JSON.parse(response.body) as { code?: unknown; message?: unknown }
    return {
      code: typeof parsed.code === 'string' ? parsed.code : `HTTP_${response.status}`,
      message: typeof parsed.message === 'string' ? parsed.message : `HTTP ${response.status}`,
    }
  } catch {
    return { code: `HTTP_${response.status}`, message: `HTTP ${response.status}` }
  }
}

function isOrderNotExist(response: RawResponse): boolean {
  return response.status === 404 && errorOf(response).code === 'ORDER_NOT_EXIST'
}
