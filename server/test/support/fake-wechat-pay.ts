import type { KeyObject } from 'node:crypto'
import { randomBytes } from 'node:crypto'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encryptResource, makeNonce, parseAuthorization, signResponse, unixSeconds, verifyRequestSignature, wechatTime } from '../../src/services/pay/wechatpay-crypto'
import { transactionNotificationBody } from '../../src/services/pay/dev-pay'

/** A key WeChat Pay signs with: a platform certificate's (serial = certificate serial) or the public key's (`PUB_KEY_ID_…`). */
export interface FakePlatformKey {
  serial: string
  privateKey: KeyObject
  /** Listed by `GET /v3/certificates` when given. */
  certificatePem?: string
}

export interface FakeWechatPayOptions {
  mchId: string
  merchantSerial: string
  merchantPublicKey: KeyObject
  apiV3Key: string
  platformKeys: FakePlatformKey[]
}

export interface FakeOrder {
  kind: 'jsapi' | 'app'
  appid: string
  description: string
  timeExpire: string
  notifyUrl: string
  total: number
  openid: string | null
  prepayId: string
  tradeState: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR' | 'REFUND'
  transactionId: string | null
  successTime: string | null
}

export type FakeRefundStatus = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'

/** A refund as the stand-in keeps it, by out_refund_no. */
export interface FakeRefund {
  outRefundNo: string
  orderId: string
  /** WeChat's refund_id. */
  refundId: string
  amountFen: number
  reason: string
  notifyUrl: string | null
  status: FakeRefundStatus
  createTime: string
  successTime: string | null
}

/** WeChat Pay's limit on refunds of one order. */
export const FAKE_MAX_REFUNDS = 50

interface Answer {
  status: number
  body?: unknown
  /** Error answers to requests that failed authentication are not signed, as with WeChat Pay. */
  signed?: boolean
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A local WeChat Pay APIv3 for tests: checks each request's `Authorization` signature with the
 * merchant public key, answers prepay (jsapi, app), query, close, certificates, refunds (partial ones
 * checked against what is left of the order and the 50-per-order cap, idempotent on out_refund_no,
 * PROCESSING until `settleRefund`) and the refund query, and signs every answer with the platform key
 * named by `signingSerial`. `notification` and `refundNotification` write what WeChat Pay posts.
 */
export class FakeWechatPay {
  readonly orders = new Map<string, FakeOrder>()
  /** Refunds by out_refund_no. */
  readonly refunds = new Map<string, FakeRefund>()
  readonly requests: { method: string; path: string; status: number }[] = []
  signingSerial: string
  /** Adds a byte to every signed answer's body after signing (still valid JSON). */
  corruptAnswers = false
  private server: Server | undefined

  constructor(readonly options: FakeWechatPayOptions) {
    this.signingSerial = options.platformKeys[0]!.serial
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  certificateDownloads(): number {
    return this.requests.filter((r) => r.path === '/v3/certificates').length
  }

  /** The payer pays: the order turns SUCCESS, as a query will show. */
  markPaid(orderId: string, nowMs = Date.now()): FakeOrder {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    order.tradeState = 'SUCCESS'
    order.transactionId = `42000000002025${String(nowMs).slice(-14).padStart(14, '0')}`
    order.successTime = wechatTime(new Date(nowMs))
    return order
  }

  /** The transaction as WeChat Pay writes it in query answers and notifications. */
  transaction(orderId: string): Record<string, unknown> {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`no order ${orderId}`)
    const paid = order.tradeState === 'SUCCESS'
    return {
      appid: order.appid,
      mchid: this.options.mchId,
      out_trade_no: orderId,
      ...(paid ? { transaction_id: order.transactionId, success_time: order.successTime, bank_type: 'OTHERS' } : {}),
      trade_type: order.kind === 'app' ? 'APP' : 'JSAPI',
      trade_state: order.tradeState,
      trade_state_desc: paid ? '支付成功' : '未支付',
      attach: '',
      ...(order.openid ? { payer: { openid: order.openid } } : {}),
      amount: paid ? { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' } : { total: order.total, currency: 'CNY' },
    }
  }

  /** A payment notification exactly as WeChat Pay posts it, signed by `serial`'s key (or `signWith`, to forge one). */
  notification(transaction: Record<string, unknown>, options: { nowMs?: number; serial?: string; signWith?: KeyObject; apiV3Key?: string } = {}): { headers: Record<string, string>; body: string } {
    const nowMs = options.nowMs ?? Date.now()
    const serial = options.serial ?? this.signingSerial
    const body = transactionNotificationBody(transaction, options.apiV3Key ?? this.options.apiV3Key, nowMs)
    return { headers: this.signatureHeaders(body, nowMs, serial, options.signWith), body }
  }

  /** WeChat finishes a refund: SUCCESS (with its success_time), or CLOSED / ABNORMAL, as its notification will then say. */
  settleRefund(outRefundNo: string, status: Exclude<FakeRefundStatus, 'PROCESSING'> = 'SUCCESS', nowMs = Date.now()): FakeRefund {
    const refund = this.refunds.get(outRefundNo)
    if (!refund) throw new Error(`no refund ${outRefundNo}`)
    refund.status = status
    refund.successTime = status === 'SUCCESS' ? wechatTime(new Date(nowMs)) : null
    return refund
  }

  /** The refund as the answers of `POST /v3/refund/domestic/refunds` and of the refund query write it. */
  refundAnswer(outRefundNo: string): Record<string, unknown> {
    const refund = this.refunds.get(outRefundNo)
    if (!refund) throw new Error(`no refund ${outRefundNo}`)
    const order = this.orders.get(refund.orderId)!
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: order.transactionId,
      out_trade_no: refund.orderId,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      create_time: refund.createTime,
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: order.total,
        refund: refund.amountFen,
        from: [],
        payer_total: order.total,
        payer_refund: refund.amountFen,
        settlement_refund: refund.amountFen,
        settlement_total: order.total,
        discount_refund: 0,
        currency: 'CNY',
      },
      promotion_detail: [],
    }
  }

  /** The decrypted resource of a refund notification, as WeChat Pay writes it (its state is `refund_status`). */
  refundResource(outRefundNo: string): Record<string, unknown> {
    const refund = this.refunds.get(outRefundNo)
    if (!refund) throw new Error(`no refund ${outRefundNo}`)
    const order = this.orders.get(refund.orderId)!
    return {
      mchid: this.options.mchId,
      out_trade_no: refund.orderId,
      transaction_id: order.transactionId,
      out_refund_no: refund.outRefundNo,
      refund_id: refund.refundId,
      refund_status: refund.status,
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: order.total, refund: refund.amountFen, payer_total: order.total, payer_refund: refund.amountFen },
    }
  }

  /**
   * A refund notification exactly as WeChat Pay posts it to the refund's notify_url once it has settled: event_type
   * REFUND.<status>, the refund encrypted (AEAD_AES_256_GCM, associated_data `refund`) with the APIv3 key, signed by
   * `serial`'s key. `signWith` forges it, `apiV3Key` seals it with another key, `resource` replaces what is sealed,
   * `eventType` names another event.
   */
  refundNotification(
    outRefundNo: string,
    options: { nowMs?: number; serial?: string; signWith?: KeyObject; apiV3Key?: string; resource?: Record<string, unknown>; eventType?: string } = {},
  ): { headers: Record<string, string>; body: string } {
    const nowMs = options.nowMs ?? Date.now()
    const resource = options.resource ?? this.refundResource(outRefundNo)
    const status = String(resource.refund_status)
    const nonce = randomBytes(6).toString('hex')
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: wechatTime(new Date(nowMs)),
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? `REFUND.${status}`,
      summary: status === 'SUCCESS' ? '退款成功' : status === 'CLOSED' ? '退款关闭' : '退款异常',
      resource: {
        original_type: 'refund',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encryptResource({ apiV3Key: options.apiV3Key ?? this.options.apiV3Key, nonce, associatedData: 'refund', plaintext: JSON.stringify(resource) }),
        associated_data: 'refund',
        nonce,
      },
    })
    return { headers: this.signatureHeaders(body, nowMs, options.serial ?? this.signingSerial, options.signWith), body }
  }

  /** The `Wechatpay-*` headers WeChat Pay would send with `body`: for a body edited and then signed as if by WeChat. */
  signedHeaders(body: string, nowMs = Date.now()): Record<string, string> {
    return this.signatureHeaders(body, nowMs, this.signingSerial)
  }

  private signatureHeaders(body: string, nowMs: number, serial: string, signWith?: KeyObject): Record<string, string> {
    const key = signWith ?? this.options.platformKeys.find((k) => k.serial === serial)?.privateKey
    if (!key) throw new Error(`no platform key ${serial}`)
    const timestamp = unixSeconds(nowMs)
    const nonce = makeNonce()
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': serial,
      'Wechatpay-Signature': signResponse({ timestamp, nonce, body, privateKey: key }),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = ''
    for await (const part of req) raw += part
    const url = new URL(req.url ?? '/', 'http://fake')
    const answer = this.authorized(req, raw) ? this.route(req.method ?? 'GET', url, raw) : { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' }, signed: false }
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, status: answer.status })
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body)
    const headers: Record<string, string> = { 'Request-ID': makeNonce() }
    if (body) headers['Content-Type'] = 'application/json'
    if (answer.signed !== false) Object.assign(headers, this.signatureHeaders(body, Date.now(), this.signingSerial))
    res.writeHead(answer.status, headers)
    res.end(this.corruptAnswers && body ? `${body} ` : body)
  }

  private authorized(req: IncomingMessage, body: string): boolean {
    const fields = parseAuthorization(String(req.headers.authorization ?? ''))
    if (!fields || fields.mchid !== this.options.mchId || fields.serial_no !== this.options.merchantSerial) return false
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false
    if (!req.headers['user-agent']) return false
    return verifyRequestSignature({
      method: req.method ?? '',
      urlPathWithQuery: req.url ?? '',
      body,
      timestamp: fields.timestamp,
      nonce: fields.nonce_str,
      signature: fields.signature,
      publicKey: this.options.merchantPublicKey,
    })
  }

  private route(method: string, url: URL, raw: string): Answer {
    const path = url.pathname
    if (method === 'GET' && path === '/v3/certificates') return this.certificates()
    if (method === 'POST' && path === '/v3/pay/transactions/jsapi') return this.prepay('jsapi', raw)
    if (method === 'POST' && path === '/v3/pay/transactions/app') return this.prepay('app', raw)
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return this.refund(raw)
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path)
    if (method === 'GET' && refundQuery) return this.queryRefund(decodeURIComponent(refundQuery[1]!))
    const byOrder = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path)
    if (byOrder) {
      const orderId = decodeURIComponent(byOrder[1]!)
      if (method === 'GET' && !byOrder[2]) return this.query(orderId, url.searchParams.get('mchid'))
      if (method === 'POST' && byOrder[2]) return this.close(orderId, raw)
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'no such API' } }
  }

  private certificates(): Answer {
    const data = this.options.platformKeys
      .filter((k) => k.certificatePem)
      .map((k) => {
        const nonce = randomBytes(6).toString('hex')
        return {
          serial_no: k.serial,
          effective_time: wechatTime(new Date()),
          expire_time: wechatTime(new Date(Date.now() + 86_400_000)),
          encrypt_certificate: {
            algorithm: 'AEAD_AES_256_GCM',
            nonce,
            associated_data: 'certificate',
            ciphertext: encryptResource({ apiV3Key: this.options.apiV3Key, nonce, associatedData: 'certificate', plaintext: k.certificatePem! }),
          },
        }
      })
    return { status: 200, body: { data } }
  }

  private prepay(kind: 'jsapi' | 'app', raw: string): Answer {
    const bad = (message: string): Answer => ({ status: 400, body: { code: 'PARAM_ERROR', message } })
    const input = JSON.parse(raw) as {
      appid?: string
      mchid?: string
      description?: string
      out_trade_no?: string
      time_expire?: string
      notify_url?: string
      amount?: { total?: number; currency?: string }
      payer?: { openid?: string }
    }
    if (!input.appid) return bad('appid missing')
    if (input.mchid !== this.options.mchId) return bad('mchid mismatch')
    if (!input.description) return bad('description missing')
    if (!input.out_trade_no || !/^[A-Za-z0-9_\-|*]{6,32}$/.test(input.out_trade_no)) return bad('out_trade_no invalid')
    if (!input.time_expire || !RFC3339.test(input.time_expire)) return bad('time_expire invalid')
    if (!input.notify_url?.startsWith('https://')) return bad('notify_url must be https')
    if (!Number.isInteger(input.amount?.total) || input.amount!.total! <= 0) return bad('amount.total invalid')
    if (kind === 'jsapi' && !input.payer?.openid) return bad('payer.openid missing')
    const existing = this.orders.get(input.out_trade_no)
    if (existing) return existing.total === input.amount!.total ? { status: 200, body: { prepay_id: existing.prepayId } } : { status: 400, body: { code: 'INVALID_REQUEST', message: '订单号重复' } }
    const prepayId = `wx${randomBytes(14).toString('hex')}`
    this.orders.set(input.out_trade_no, {
      kind,
      appid: input.appid,
      description: input.description,
      timeExpire: input.time_expire,
      notifyUrl: input.notify_url,
      total: input.amount!.total!,
      openid: input.payer?.openid ?? null,
      prepayId,
      tradeState: 'NOTPAY',
      transactionId: null,
      successTime: null,
    })
    return { status: 200, body: { prepay_id: prepayId } }
  }

  private query(orderId: string, mchid: string | null): Answer {
    if (mchid !== this.options.mchId) return { status: 400, body: { code: 'PARAM_ERROR', message: 'mchid mismatch' } }
    if (!this.orders.has(orderId)) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
    return { status: 200, body: this.transaction(orderId) }
  }

  /**
   * A whole or partial refund of a paid order, as WeChat Pay takes it: the same out_refund_no again answers the same refund
   * (whatever amount it names); otherwise amount.total must be the order's, the refunds not closed may not together pass it,
   * and an order takes at most 50. A new refund is PROCESSING, and the order's trade state REFUND.
   */
  private refund(raw: string): Answer {
    const bad = (code: string, message: string): Answer => ({ status: 400, body: { code, message } })
    const input = JSON.parse(raw || '{}') as { out_trade_no?: string; out_refund_no?: string; reason?: string; notify_url?: string; amount?: { refund?: number; total?: number; currency?: string } }
    if (!input.out_refund_no || !/^[A-Za-z0-9_\-|*@]{1,64}$/.test(input.out_refund_no)) return bad('PARAM_ERROR', 'out_refund_no invalid')
    const order = input.out_trade_no ? this.orders.get(input.out_trade_no) : undefined
    if (!order) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' } }
    const existing = this.refunds.get(input.out_refund_no)
    if (existing) return existing.orderId === input.out_trade_no ? { status: 200, body: this.refundAnswer(existing.outRefundNo) } : bad('INVALID_REQUEST', '商户退款单号已用于其他订单')
    if (order.tradeState !== 'SUCCESS' && order.tradeState !== 'REFUND') return bad('INVALID_REQUEST', '订单未支付')
    const refund = input.amount?.refund
    if (input.amount?.currency !== 'CNY' || input.amount.total !== order.total || !Number.isInteger(refund) || refund! <= 0) return bad('PARAM_ERROR', 'amount invalid')
    if (input.notify_url !== undefined && !input.notify_url.startsWith('https://')) return bad('PARAM_ERROR', 'notify_url must be https')
    const earlier = [...this.refunds.values()].filter((r) => r.orderId === input.out_trade_no)
    if (earlier.length >= FAKE_MAX_REFUNDS) return bad('INVALID_REQUEST', '订单退款次数已达上限')
    const refunded = earlier.filter((r) => r.status !== 'CLOSED').reduce((sum, r) => sum + r.amountFen, 0)
    if (refunded + refund! > order.total) return bad('INVALID_REQUEST', '申请退款金额超过订单可退金额')
    this.refunds.set(input.out_refund_no, {
      outRefundNo: input.out_refund_no,
      orderId: input.out_trade_no!,
      refundId: `50${String(this.refunds.size + 1).padStart(8, '0')}${String(Date.now()).slice(-10)}`,
      amountFen: refund!,
      reason: input.reason ?? '',
      notifyUrl: input.notify_url ?? null,
      status: 'PROCESSING',
      createTime: wechatTime(new Date()),
      successTime: null,
    })
    order.tradeState = 'REFUND'
    return { status: 200, body: this.refundAnswer(input.out_refund_no) }
  }

  private queryRefund(outRefundNo: string): Answer {
    if (!this.refunds.has(outRefundNo)) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }
    return { status: 200, body: this.refundAnswer(outRefundNo) }
  }

  private close(orderId: string, raw: string): Answer {
    if ((JSON.parse(raw || '{}') as { mchid?: string }).mchid !== this.options.mchId) return { status: 400, body: { code: 'PARAM_ERROR', message: 'mchid mismatch' } }
    const order = this.orders.get(orderId)
    if (!order) return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }
    if (order.tradeState === 'SUCCESS') return { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } }
    order.tradeState = 'CLOSED'
    return { status: 204 }
  }
}
