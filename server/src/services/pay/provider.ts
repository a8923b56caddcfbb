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

/** Money back to the payer through the channel they paid with: the whole of one paid order. */
export interface RefundInput {
  orderId: string
  /** Our refund number (out_refund_no): the provider makes one refund per number, however often it is asked. */
  refundId: string
  amountFen: number
  reason: string
  /** The channel it was paid on and the payer's openid (xpay refunds through refund_order, which needs them). */
  channel?: PayChannel
  openId?: string | null
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
  /** Asks for a refund of a paid order; resolves once the provider has accepted it (idempotent on `refundId`), throws when it refuses. */
  refund(input: RefundInput): Promise<void>
  /** Verifies (signature, serial, 5-minute skew) and decrypts a payment notification; throws NotificationRejected. */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): Promise<ProviderTransaction>
}
