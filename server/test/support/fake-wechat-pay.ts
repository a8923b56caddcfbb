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

interface Answer {
  status: number
  body?: unknown
  /** Error answers to requests that failed authentication are not signed, as with WeChat Pay. */
  signed?: boolean
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

/**
 * A local WeChat Pay APIv3 for tests: checks each request's `Authorization` signature with the
 * merchant public key, answers prepay (jsapi, app), query, close and certificates, and signs every
 * answer with the platform key named by `signingSerial`.
 */
export class FakeWechatPay {
  readonly orders = new Map<string, FakeOrder>()
  /** Refunds by out_refund_no: the order and the amount. */
  readonly refunds = new Map<string, { orderId: string; amountFen: number; reason: string }>()
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

  /** A whole or partial refund of a paid order; the same out_refund_no again answers the same refund. */
  private refund(raw: string): Answer {
    const bad = (code: string, message: string): Answer => ({ status: 400, body: { code, message } })
    const input = JSON.parse(raw || '{}') as { out_trade_no?: string; out_refund_no?: string; reason?: string; amount?: { refund?: number; total?: number; currency?: string } }
    if (!input.out_refund_no || !/^[A-Za-z0-9_\-|*@]{1,64}$/.test(input.out_refund_no)) return bad('PARAM_ERROR', 'out_refund_no invalid')
    const order = input.out_trade_no ? this.orders.get(input.out_trade_no) : undefined
    if (!order) return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' } }
    const existing = this.refunds.get(input.out_refund_no)
    if (existing)
      return {
        status: 200,
        body: { refund_id: `50${input.out_refund_no}`, out_refund_no: input.out_refund_no, status: 'SUCCESS', amount: { refund: existing.amountFen, total: order.total, currency: 'CNY' } },
      }
    if (order.tradeState !== 'SUCCESS') return bad('INVALID_REQUEST', '订单未支付')
    if (input.amount?.currency !== 'CNY' || input.amount.total !== order.total || !Number.isInteger(input.amount.refund) || input.amount.refund! <= 0 || input.amount.refund! > order.total)
      return bad('PARAM_ERROR', 'amount invalid')
    this.refunds.set(input.out_refund_no, { orderId: input.out_trade_no!, amountFen: input.amount.refund!, reason: input.reason ?? '' })
    order.tradeState = 'REFUND'
    return {
      status: 200,
      body: { refund_id: `50${input.out_refund_no}`, out_refund_no: input.out_refund_no, status: 'PROCESSING', amount: { refund: input.amount.refund, total: order.total, currency: 'CNY' } },
    }
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
