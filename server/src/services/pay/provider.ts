import type { PayParams, PayPlatform } from '@tarot/contracts/pay'

/** `xpay`: the mini-program's virtual payment (services/pay/xpay.ts), in front of WeChat Pay v3 or the dev provider when configured. */
export type PayChannel = 'jsapi' | 'mini' | 'app' | 'dev' | 'xpay'

export interface PrepayInput {
  orderId: string
  description: string
  amountFen: number
  channel: PayChannel
  /** The payer's openid under the channel's appid; required for `jsapi` and `mini`. */
  openId: string | null
  expiresAt: Date
  /** What is bought (xpay signs it: a token top-up for energy, an item for VIP). */
  product?: { id: string; kind: 'energy' | 'vip' | 'consultation' }
  /** xpay only: the payer's mini-program session key, for the user-state `signature`. Never sent to the client. */
  sessionKey?: string | null
}

/** Which channel an order was placed on, and its payer's openid (xpay's query_order and refund_order need both). */
export interface QueryContext {
  channel: PayChannel
  openId: string | null
}

/** Money back to the payer through the channel they paid with: all or part of one paid order. */
export interface RefundInput {
  orderId: string
  /** Our refund number (out_refund_no): the provider makes one refund per number, however often it is asked. */
  refundId: string
  /** This refund, in fen: up to what is left of the order (WeChat Pay allows up to 50 refunds per order). */
  amountFen: number
  /** The order's total, in fen (WeChat Pay checks it against the order); a partial refund has `amountFen < totalFen`. */
  totalFen: number
  reason: string
  /** The channel it was paid on and the payer's openid (xpay refunds through refund_order, which needs them). */
  channel?: PayChannel
  openId?: string | null
}

/** A refund's state as WeChat Pay names it: taken and on its way, done, given up (closed), or stuck (abnormal: the payer's card refused it). */
export type RefundState = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
export const REFUND_STATES = ['PROCESSING', 'SUCCESS', 'CLOSED', 'ABNORMAL'] as const satisfies readonly RefundState[]

/** The provider's view of one refund. */
export interface ProviderRefund {
  /** Our refund number (out_refund_no). */
  refundId: string
  /** The order it refunds (out_trade_no). */
  orderId: string
  /** The provider's own refund number (WeChat Pay's refund_id); null when it gave none. */
  providerRefundId: string | null
  state: RefundState
  /** This refund's amount (amount.refund). */
  amountFen: number
  successTime: string | null
}

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'
export const TRADE_STATES: readonly TradeState[] = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']

export interface ProviderTransaction {
  orderId: string
  transactionId: string | null
  tradeState: TradeState
  amountFen: number | null
  appId: string | null
  mchId: string | null
  successTime: string | null
}

export type RejectionReason = 'headers' | 'timestamp' | 'serial' | 'signature' | 'decrypt' | 'body'

/** A notification (or a response to our own call) that is not provably from WeChat Pay; nothing in it may be acted on. */
export class NotificationRejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(`WeChat Pay message rejected: ${reason}`)
    this.name = 'NotificationRejected'
  }
}

/** A failed provider call: WeChat's own `code` and `message` (never our keys or headers), and the HTTP status (0 when none came back). */
export class PayProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(`WeChat Pay ${code}: ${message}`)
    this.name = 'PayProviderError'
  }
}

export interface PayProvider {
  readonly name: 'wechat' | 'dev' | 'none'
  readonly mchId: string
  /** The channel for a platform, or null when this provider cannot take payments there (e.g. plain H5 outside WeChat with real WeChat Pay). */
  channelFor(platform: PayPlatform): PayChannel | null
  /** The appid an order on this channel is placed under. */
  appIdFor(channel: PayChannel): string
  /** Creates the prepay (jsapi/mini need openId) and returns the signed parameters the client needs. */
  prepay(input: PrepayInput): Promise<PayParams>
  /** The provider's view of an order; null when it does not know the order. */
  query(orderId: string, context?: QueryContext): Promise<ProviderTransaction | null>
  close(orderId: string, context?: QueryContext): Promise<void>
  /** Verifies (signature, serial, 5-minute skew) and decrypts a payment notification; throws NotificationRejected. */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): Promise<ProviderTransaction>
  /**
   * Asks for a refund of all or part of a paid order. Accepted (PROCESSING or SUCCESS) → the provider's view of it; refused
   * (unpaid order, more than is left, past 50 refunds, or a refund number the provider reports CLOSED or ABNORMAL) → throws
   * PayProviderError. Idempotent on `refundId`: asked again, the same refund comes back and no second one is made.
   */
  refund(input: RefundInput): Promise<ProviderRefund>
  /** The provider's view of one refund (`GET /v3/refund/domestic/refunds/{out_refund_no}`); null when it does not know the refund number. */
  queryRefund(refundId: string, context?: QueryContext & { orderId: string }): Promise<ProviderRefund | null>
  /**
   * Verifies (signature, serial, 5-minute skew, as parseNotification does) and decrypts a refund notification
   * (event_type REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED); throws NotificationRejected.
   */
  parseRefundNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): Promise<ProviderRefund>
}
