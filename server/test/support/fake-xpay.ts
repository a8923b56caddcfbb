import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * A local stand-in for WeChat's mini-program virtual payment (xpay), written from its documented protocol and not from
 * our own signing code, so a test against it checks the server, not the server against itself:
 *
 * - `pay(...)` is the payer's `wx.requestVirtualPayment`: it checks `paySig` (HMAC-SHA256 with the AppKey over
 *   `requestVirtualPayment&` + signData) and `signature` (HMAC-SHA256 with the session_key over signData), the offer,
 *   the env and the outTradeNo, then records the order as paid, as WeChat's sheet would;
 * - `answer(...)`, plugged into `FakeWechatApi`, answers `POST /xpay/query_order` and `/xpay/refund_order` with the pay_sig
 *   check (HMAC-SHA256 with the AppKey over `/xpay/<api>&` + the raw body) and xpay's errcodes. refund_order starts a refund
 *   task: `left_fee` must be exactly what is left of the order (268490016 otherwise), `refund_fee` in (0, left_fee], the
 *   refund_order_id 8–32 of `[A-Za-z0-9_-]`, and the same refund_order_id again is the same refund. query_order answers a
 *   refund order id too (`order_type` 1, its `refund_fee`, status 8 under way until `settleRefund`: 5 done, 7 failed);
 * - `refundPush(...)` writes the `xpay_refund_notify` push WeChat sends once a refund has settled;
 * - `push(...)` writes the message push WeChat sends for a paid order (JSON format, safe mode with AES and msg_signature,
 *   or plain mode with signature), and `deliver(...)` sends it the way WeChat does: again until ErrCode 0, a few times.
 */

export const XPAY_ERR = {
  /** The pay_sig (or signature) does not match. */
  signature: 268490003,
  /** The order does not exist (never paid for under this offer). */
  notFound: 268490004,
  /** A field is missing or has the wrong type. */
  param: 268490002,
  /** refund_order's left_fee is not what is left of the order. */
  leftFee: 268490016,
} as const

/** A refund order at the stand-in: query_order's status 8 while under way, 5 refunded, 7 failed. */
export interface FakeXpayRefund {
  refundOrderId: string
  orderId: string
  fee: number
  status: 5 | 7 | 8
  wxRefundId: string
  startedAt: number
  settledAt: number | null
}

export interface FakeXpayOrder {
  orderId: string
  openId: string
  env: number
  mode: 'short_series_coin' | 'short_series_goods'
  productId: string | null
  quantity: number
  orderFee: number
  /** query_order's status: 1 created, 2 paid, 4 delivered, 5 refunded. */
  status: number
  wxOrderId: string
  wxpayOrderId: string
  paidTime: number
}

export interface FakeXpayOptions {
  appId: string
  /** The mini-program's original id (gh_…), the push's ToUserName. */
  originalId: string
  offerId: string
  appKey: string
  env: 0 | 1
  /** Fen per token as set in the console. */
  tokenFen: number
  /** The item prices registered in the console (productId → fen). */
  goods: Record<string, number>
  pushToken: string
  /** Safe mode when given (the 32-byte key behind the EncodingAESKey). */
  aesKey?: Buffer
}

export interface FakePush {
  query: Record<string, string>
  body: string
}

export interface PushAnswer {
  status: number
  body: string
}

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex')
const sha1 = (parts: string[]) =>
  createHash('sha1')
    .update([...parts].sort().join(''))
    .digest('hex')

export class FakeXpay {
  readonly orders = new Map<string, FakeXpayOrder>()
  readonly refunds = new Map<string, FakeXpayRefund>()
  /** Every push attempt delivered, with WeChat's reading of the answer. */
  readonly attempts: { orderId: string; status: number; acknowledged: boolean }[] = []
  now: () => number = Date.now
  private serial = 0

  constructor(readonly options: FakeXpayOptions) {}

  /** The payer in the mini-program: WeChat checks the request, takes the money and records the order as paid. */
  pay(request: { mode: string; signData: string; paySig: string; signature: string }, payer: { openId: string; sessionKey: string }): { errCode: number; errMsg: string } {
    const { appKey, offerId, env, tokenFen, goods } = this.options
    if (request.paySig !== hmac(appKey, `requestVirtualPayment&${request.signData}`)) return { errCode: -15001, errMsg: 'paySig invalid' }
    if (request.signature !== hmac(payer.sessionKey, request.signData)) return { errCode: -15002, errMsg: 'signature invalid' }
    const data = JSON.parse(request.signData) as Record<string, unknown>
    if (data.offerId !== offerId || data.env !== env || data.currencyType !== 'CNY') return { errCode: -15003, errMsg: 'offer or env invalid' }
    const orderId = data.outTradeNo
    if (typeof orderId !== 'string' || !/^[A-Za-z0-9|*@-][A-Za-z0-9_|*@-]{7,31}$/.test(orderId)) return { errCode: -15004, errMsg: 'outTradeNo invalid' }
    if (this.orders.has(orderId)) return { errCode: -15005, errMsg: 'outTradeNo used' }
    const quantity = data.buyQuantity
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return { errCode: -15006, errMsg: 'buyQuantity invalid' }
    let fee: number
    let productId: string | null = null
    if (request.mode === 'short_series_coin') {
      fee = quantity * tokenFen
    } else if (request.mode === 'short_series_goods') {
      productId = typeof data.productId === 'string' ? data.productId : ''
      const price = goods[productId]
      if (price === undefined || data.goodsPrice !== price) return { errCode: -15007, errMsg: 'goods or goodsPrice invalid' }
      fee = price * quantity
    } else {
      return { errCode: -15008, errMsg: 'mode invalid' }
    }
    const n = ++this.serial
    this.orders.set(orderId, {
      orderId,
      openId: payer.openId,
      env,
      mode: request.mode,
      productId,
      quantity,
      orderFee: fee,
      status: 2,
      wxOrderId: `wxo${n}`,
      wxpayOrderId: `4200000${String(n).padStart(6, '0')}`,
      paidTime: Math.floor(this.now() / 1000),
    })
    return { errCode: 0, errMsg: 'requestVirtualPayment:ok' }
  }

  /** `/xpay/*` of api.weixin.qq.com (the access token was checked by FakeWechatApi). */
  answer(path: string, query: Record<string, string>, raw: string): Record<string, unknown> {
    if (query.pay_sig !== hmac(this.options.appKey, `${path}&${raw}`)) return { errcode: XPAY_ERR.signature, errmsg: 'pay_sig error' }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw) as Record<string, unknown>
    } catch {
      return { errcode: XPAY_ERR.param, errmsg: 'body not json' }
    }
    if (body.env !== this.options.env) return { errcode: XPAY_ERR.param, errmsg: 'env invalid' }
    const order = typeof body.order_id === 'string' ? this.orders.get(body.order_id) : undefined
    if (path === '/xpay/query_order') {
      if (typeof body.openid !== 'string' || typeof body.order_id !== 'string') return { errcode: XPAY_ERR.param, errmsg: 'param invalid' }
      const refund = this.refunds.get(body.order_id)
      if (refund) {
        if (this.orders.get(refund.orderId)!.openId !== body.openid) return { errcode: XPAY_ERR.notFound, errmsg: 'order not exist' }
        return {
          errcode: 0,
          errmsg: 'ok',
          order: {
            order_id: refund.refundOrderId,
            status: refund.status,
            biz_type: 0,
            order_fee: refund.fee,
            order_type: 1,
            refund_fee: refund.fee,
            paid_time: refund.settledAt ?? 0,
            env_type: this.options.env === 1 ? 2 : 1,
            wx_order_id: refund.wxRefundId,
          },
        }
      }
      if (!order || order.openId !== body.openid) return { errcode: XPAY_ERR.notFound, errmsg: 'order not exist' }
      const refunded = this.refundedFee(order.orderId)
      return {
        errcode: 0,
        errmsg: 'ok',
        order: {
          order_id: order.orderId,
          status: order.status,
          biz_type: 0,
          order_fee: order.orderFee,
          coupon_fee: 0,
          paid_fee: order.orderFee,
          order_type: 0,
          refund_fee: refunded,
          left_fee: order.orderFee - refunded,
          paid_time: order.paidTime,
          provide_time: order.status === 4 ? order.paidTime : 0,
          env_type: order.env,
          wx_order_id: order.wxOrderId,
          wxpay_order_id: order.wxpayOrderId,
        },
      }
    }
    if (path === '/xpay/refund_order') {
      if (!order || order.openId !== body.openid) return { errcode: XPAY_ERR.notFound, errmsg: 'order not exist' }
      const refundId = body.refund_order_id
      if (typeof refundId !== 'string' || !/^[A-Za-z0-9_-]{8,32}$/.test(refundId)) return { errcode: XPAY_ERR.param, errmsg: 'refund_order_id invalid' }
      const existing = this.refunds.get(refundId)
      if (existing) {
        if (existing.orderId !== order.orderId) return { errcode: XPAY_ERR.param, errmsg: 'refund_order_id used' }
        return { errcode: 0, errmsg: 'ok', refund_order_id: refundId, refund_wx_order_id: existing.wxRefundId, pay_order_id: order.orderId, pay_wx_order_id: order.wxOrderId }
      }
      if (![2, 3, 4, 5].includes(order.status)) return { errcode: XPAY_ERR.param, errmsg: 'order not paid' }
      const left = order.orderFee - this.refundedFee(order.orderId)
      if (body.left_fee !== left) return { errcode: XPAY_ERR.leftFee, errmsg: '退款left_fee与实际不符,请通过query_order接口查询确认' }
      const fee = body.refund_fee
      if (typeof fee !== 'number' || !Number.isInteger(fee) || fee <= 0 || fee > left) return { errcode: XPAY_ERR.param, errmsg: 'refund_fee invalid' }
      this.refunds.set(refundId, { refundOrderId: refundId, orderId: order.orderId, fee, status: 8, wxRefundId: `rwx${refundId}`, startedAt: Math.floor(this.now() / 1000), settledAt: null })
      if (fee === left) order.status = 5
      return { errcode: 0, errmsg: 'ok', refund_order_id: refundId, refund_wx_order_id: `rwx${refundId}`, pay_order_id: order.orderId, pay_wx_order_id: order.wxOrderId }
    }
    return { errcode: XPAY_ERR.param, errmsg: 'unknown api' }
  }

  /** What the order's refunds not failed add up to. */
  private refundedFee(orderId: string): number {
    return [...this.refunds.values()].filter((r) => r.orderId === orderId && r.status !== 7).reduce((sum, r) => sum + r.fee, 0)
  }

  /** WeChat finishes a refund task: refunded (status 5) or failed (7, and its fee can be refunded again). */
  settleRefund(refundOrderId: string, ok = true): FakeXpayRefund {
    const refund = this.refunds.get(refundOrderId)
    if (!refund) throw new Error(`the stand-in has no refund ${refundOrderId}`)
    refund.status = ok ? 5 : 7
    refund.settledAt = Math.floor(this.now() / 1000)
    return refund
  }

  /** The `xpay_refund_notify` push WeChat sends once a refund has settled; `edit` changes the message before it is signed. */
  refundPush(refundOrderId: string, edit: (message: Record<string, unknown>) => void = () => {}): FakePush {
    const refund = this.refunds.get(refundOrderId)
    if (!refund) throw new Error(`the stand-in has no refund ${refundOrderId}`)
    const order = this.orders.get(refund.orderId)!
    const ok = refund.status === 5
    const message: Record<string, unknown> = {
      ToUserName: this.options.originalId,
      FromUserName: order.openId,
      CreateTime: Math.floor(this.now() / 1000),
      MsgType: 'event',
      Event: 'xpay_refund_notify',
      openid: order.openId,
      WxRefundId: refund.wxRefundId,
      MchRefundId: refund.refundOrderId,
      WxOrderId: order.wxOrderId,
      MchOrderId: order.orderId,
      RefundFee: refund.fee,
      RetCode: ok ? 0 : 1,
      RetMsg: ok ? 'success' : 'refund failed',
      RefundStartTimestamp: refund.startedAt,
      RefundSuccTimestamp: ok ? (refund.settledAt ?? 0) : 0,
      WxpayRefundTransactionId: ok ? `50300${order.wxpayOrderId}` : '',
      RetryTimes: 0,
    }
    edit(message)
    return this.sign(JSON.stringify(message))
  }

  /** The push WeChat sends for a paid order; `edit` changes the message before it is signed (a genuine push of other contents). */
  push(orderId: string, edit: (message: Record<string, unknown>) => void = () => {}): FakePush {
    const order = this.orders.get(orderId)
    if (!order) throw new Error(`the stand-in has no paid order ${orderId}`)
    const coin = order.mode === 'short_series_coin'
    const message: Record<string, unknown> = {
      ToUserName: this.options.originalId,
      FromUserName: order.openId,
      CreateTime: Math.floor(this.now() / 1000),
      MsgType: 'event',
      Event: coin ? 'xpay_coin_pay_notify' : 'xpay_goods_deliver_notify',
      OpenId: order.openId,
      OutTradeNo: order.orderId,
      Env: order.env,
      WeChatPayInfo: { MchOrderNo: `mch${order.wxOrderId}`, TransactionId: order.wxpayOrderId, PaidTime: order.paidTime },
      [coin ? 'CoinInfo' : 'GoodsInfo']: {
        ...(coin ? {} : { ProductId: order.productId }),
        Quantity: order.quantity,
        OrigPrice: order.orderFee,
        ActualPrice: order.orderFee,
        Attach: order.productId ?? '',
      },
    }
    edit(message)
    return this.sign(JSON.stringify(message))
  }

  /** A push of any message, signed as WeChat signs (safe mode when the stand-in has an AES key). */
  sign(message: string): FakePush {
    const { pushToken, aesKey, appId, originalId } = this.options
    const timestamp = String(Math.floor(this.now() / 1000))
    const nonce = randomBytes(5).toString('hex')
    const openid = (JSON.parse(message) as { OpenId?: string }).OpenId ?? ''
    if (!aesKey) return { query: { signature: sha1([pushToken, timestamp, nonce]), timestamp, nonce, openid }, body: message }
    const encrypt = encrypt256(aesKey, message, appId)
    return {
      query: { signature: sha1([pushToken, timestamp, nonce]), timestamp, nonce, openid, encrypt_type: 'aes', msg_signature: sha1([pushToken, timestamp, nonce, encrypt]) },
      body: JSON.stringify({ ToUserName: originalId, Encrypt: encrypt }),
    }
  }

  /**
   * Sends a push as WeChat does: each attempt freshly signed, again until the answer is JSON with ErrCode 0, at most
   * `attempts` times. Resolves with whether it was acknowledged; the order is marked delivered (status 4) when it was.
   */
  async deliver(orderId: string, send: (push: FakePush) => Promise<PushAnswer>, attempts = 3): Promise<boolean> {
    for (let i = 0; i < attempts; i++) {
      const answer = await send(this.push(orderId))
      let acknowledged = false
      try {
        acknowledged = answer.status === 200 && (JSON.parse(answer.body) as { ErrCode?: unknown }).ErrCode === 0
      } catch {
        acknowledged = false
      }
      this.attempts.push({ orderId, status: answer.status, acknowledged })
      if (acknowledged) {
        this.orders.get(orderId)!.status = 4
        return true
      }
    }
    return false
  }
}

/** WeChat's safe-mode encryption, written out here on its own: AES-256-CBC, IV = key[0..16), PKCS#7 to 32 bytes. */
function encrypt256(key: Buffer, message: string, appId: string): string {
  const body = Buffer.from(message)
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const plain = Buffer.concat([randomBytes(16), length, body, Buffer.from(appId)])
  const pad = 32 - (plain.length % 32)
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16)).setAutoPadding(false)
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64')
}
