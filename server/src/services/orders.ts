import { randomBytes } from 'node:crypto'
import { ResultCode, type ResultCodeValue } from '@tarot/contracts/codes'
import { payEndpoints } from '@tarot/contracts/endpoints/pay'
import type { CreateOrderData, CreateOrderRequest, OrderData, OrderView, PayOs, PayParams, PayPlatform, RestoreData } from '@tarot/contracts/pay'
import type { FastifyBaseLogger } from 'fastify'
import type { AccountRepository } from '../db/accounts'
import type { NewOrder, OrderRepository, OrderRow, PaidOrderHook } from '../db/orders'
import { DomainError } from '../lib/domain-error'
import { type PayMessageKey, payMessage } from '../lib/pay-messages'
import { NotificationRejected, type PayChannel, type PayProvider, type ProviderRefund, type ProviderTransaction, type QueryContext } from './pay/provider'
import { type XpayDelivery, type XpayPush, XpayPushRejected, isXpayProvider } from './pay/xpay'

/** A purchase refused for a reason the user can act on: an envelope code and the payment's own words for it. */
export class PayRefusal extends DomainError {
  constructor(
    code: ResultCodeValue,
    readonly key: PayMessageKey,
  ) {
    super(code, (language) => payMessage(key, language))
  }
}

/** The refund service as orders need it (made after orders, by the back office's plugin). */
export interface RefundKeeper {
  recordWhole(answer: ProviderRefund, reason: string): Promise<void>
  settle(answer: ProviderRefund): Promise<unknown>
}

export interface OrderSettings {
  /** The version file's ios.iosCharge: whether purchasing is offered on iOS. */
  iosCharge: boolean
  /** WECHAT_XPAY_IOS: whether iOS in the mini-program buys through the virtual payment (else it stays closed there). */
  xpayIos?: boolean
  /** How long an unpaid order stays payable. */
  orderTtlMs: number
  /** Fen per energy, for consultations paid with WeChat Pay (the 60-energy pack sells at 600 fen). */
  energyFen: number
}

export interface ConsultationOrderInput {
  userId: string
  consultationId: string
  priceEnergy: number
  platform: PayPlatform | undefined
  os: PayOs | undefined
  clientKey: string
}

/** What the notification endpoint answers WeChat: 204 acknowledges; anything else makes WeChat retry. */
export interface NotificationAnswer {
  status: 204 | 400 | 401 | 404
  body?: { code: 'FAIL'; message: string }
}

/** What the xpay message push is answered: WeChat's `{ ErrCode, ErrMsg }`; anything but ErrCode 0 makes WeChat push again. */
export interface XpayPushAnswer {
  status: 200 | 400 | 401 | 404
  body: { ErrCode: number; ErrMsg: string }
}

// The order history's page, as the endpoint table states it (one number for the schema, the docs and the answer).
const PAGE_SIZE = payEndpoints.listOrders.limits.pageSize
const RESTORE_WINDOW_MS = 30 * 24 * 3600 * 1000

/** WeChat's out_trade_no: at most 32 characters of letters, digits, `_-|*`. */
function newOrderId(): string {
  return `tp${randomBytes(14).toString('hex')}`
}

/** The year in China (UTC+8), where the product's purchases happen. */
function yearAt(now: number): number {
  return new Date(now + 8 * 3600_000).getUTCFullYear()
}

/**
 * With only a year, someone who turns 18 this year may still be 17: count only whole years that are
 * certain, so no one under 18 can buy (spec §1, §9).
 */
export function isAdult(birthYear: number, now: number): boolean {
  return yearAt(now) - birthYear - 1 >= 18
}

export function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    energy: row.energy,
    vipDays: row.vipDays,
    amountFen: row.amountFen,
    status: row.status,
    channel: row.channel,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    refundedFen: row.refundedFen,
  }
}

function description(row: Pick<OrderRow, 'kind' | 'energy' | 'vipDays'>): string {
  if (row.kind === 'vip') return `AI塔罗 会员${row.vipDays}天`
  if (row.kind === 'consultation') return `AI塔罗 塔罗师咨询（${row.energy}能量）`
  return `AI塔罗 能量${row.energy}`
}

/**
 * Orders and payments (docs/commerce.md): the purchase rules, the provider's prepay, and fulfilment
 * exactly once — from a verified notification, a query that sees the payment, or a restore.
 */
export class OrderService {
  /** What else a paid order of a kind sets in motion, registered by the service that sells it. */
  private readonly paidHooks = new Map<OrderRow['kind'], PaidOrderHook>()

  constructor(
    private readonly orders: OrderRepository,
    private readonly accounts: AccountRepository,
    private readonly provider: PayProvider,
    private readonly settings: OrderSettings,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Registers what happens when an order of `kind` is paid, inside the fulfilment transaction, after
   * its energy was credited (a consultation takes its hold). One hook per kind.
   */
  onPaid(kind: OrderRow['kind'], hook: PaidOrderHook): void {
    if (this.paidHooks.has(kind)) throw new Error(`a payment hook for ${kind} orders is already registered`)
    this.paidHooks.set(kind, hook)
  }

  /** Who keeps refunds (the back office's refund service): a consultation's refund and xpay's refund pushes are handed to it. */
  private refundKeeper: RefundKeeper | null = null
  keepRefundsWith(keeper: RefundKeeper): void {
    this.refundKeeper = keeper
  }

  get providerName(): PayProvider['name'] {
    return this.provider.name
  }

  async birthYear(userId: string): Promise<{ birthYear: number | null; adult: boolean | null }> {
    const year = await this.orders.birthYear(userId)
    return { birthYear: year, adult: year === null ? null : isAdult(year, this.now()) }
  }

  /**
   * Asked once: a year already given stays, so a refused buyer cannot simply answer again. Nor by deleting
   * the account and signing in again: an under-18 answer is remembered against the sign-in identity, and
   * while it still makes them under 18 it stands in for whatever year the new account gives.
   */
  async setBirthYear(userId: string, year: number): Promise<{ birthYear: number; adult: boolean }> {
    const now = this.now()
    const current = yearAt(now)
    if (year > current || year < current - 120) throw new PayRefusal(ResultCode.badRequest, 'birthYearInvalid')
    const remembered = await this.orders.rememberedUnderAgeYear(userId)
    const given = remembered !== null && !isAdult(remembered, now) ? Math.max(year, remembered) : year
    const kept = (await this.orders.setBirthYear(userId, given)) ?? given
    const adult = isAdult(kept, now)
    if (!adult) await this.orders.rememberUnderAge(userId, kept)
    return { birthYear: kept, adult }
  }

  /** Before an account is deleted: an under-18 answer given before identities were remembered is remembered now. */
  async rememberUnderAgeBeforeDeletion(userId: string): Promise<void> {
    const year = await this.orders.birthYear(userId)
    if (year !== null && !isAdult(year, this.now())) await this.orders.rememberUnderAge(userId, year)
  }

  /** The rules every purchase passes before an order exists: platform, channel, age. */
  private async admit(userId: string, platform: PayPlatform | undefined, os: PayOs | undefined): Promise<PayChannel> {
    const channel = this.provider.channelFor(platform ?? 'h5')
    // iOS in the mini-program with xpay buys through Apple's in-app purchase, only when WECHAT_XPAY_IOS says so.
    const iosOpen = channel === 'xpay' ? this.settings.xpayIos === true : this.settings.iosCharge
    if (os === 'ios' && !iosOpen) throw new PayRefusal(ResultCode.purchaseUnavailable, 'purchaseUnavailableIos')
    if (!channel) throw new PayRefusal(ResultCode.purchaseUnavailable, 'purchaseNeedsWechat')
    const year = await this.orders.birthYear(userId)
    if (year === null) throw new PayRefusal(ResultCode.birthYearRequired, 'birthYearRequired')
    if (!isAdult(year, this.now())) throw new PayRefusal(ResultCode.underAge, 'underAge')
    return channel
  }

  async createProductOrder(userId: string, request: CreateOrderRequest): Promise<CreateOrderData> {
    const channel = await this.admit(userId, request.platform, request.os)
    const product = await this.orders.product(request.productId)
    if (!product) throw new PayRefusal(ResultCode.notFound, 'productUnknown')
    if (product.kind === 'energy' && request.need !== undefined) {
      const wallet = await this.accounts.wallet(userId, new Date(this.now()))
      if (wallet.total >= request.need) throw new PayRefusal(ResultCode.sufficientEnergy, 'sufficientEnergy')
    }
    return this.place(userId, channel, {
      productId: product.id,
      kind: product.kind,
      energy: product.energy,
      vipDays: product.vipDays,
      amountFen: product.priceFen,
      clientKey: request.clientKey,
    })
  }

  /** A consultation paid with WeChat Pay: the price is bought as energy and held when the payment arrives. */
  async createConsultationOrder(input: ConsultationOrderInput): Promise<{ order: OrderView; pay: PayParams }> {
    const channel = await this.admit(input.userId, input.platform, input.os)
    return this.place(input.userId, channel, {
      productId: 'consultation',
      kind: 'consultation',
      consultationId: input.consultationId,
      energy: input.priceEnergy,
      vipDays: 0,
      amountFen: input.priceEnergy * this.settings.energyFen,
      clientKey: input.clientKey,
    })
  }

  private async place(
    userId: string,
    channel: PayChannel,
    values: Pick<NewOrder, 'productId' | 'kind' | 'energy' | 'vipDays' | 'amountFen' | 'clientKey' | 'consultationId'>,
  ): Promise<CreateOrderData> {
    const appId = this.provider.appIdFor(channel)
    const payer = await this.payer(userId, channel, appId)
    const now = this.now()
    const { order } = await this.orders.create({ id: newOrderId(), userId, channel, appId, expiresAt: new Date(now + this.settings.orderTtlMs), ...values })
    if (order.status === 'paid') throw new PayRefusal(ResultCode.notAllowedNow, 'orderAlreadyPaid')
    if (order.status !== 'created' && order.status !== 'paying') throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
    const pay = await this.provider.prepay(this.prepayInput(order, payer))
    const paying = (await this.orders.transition(order.id, ['created'], 'paying')) ?? order
    return { order: orderView(paying), pay }
  }

  /** Fresh payment parameters for an unpaid order of this user (the H5 payment page, a retry after cancelling). */
  async payAgain(userId: string, id: string): Promise<PayParams | null> {
    const order = await this.orders.owned(userId, id)
    if (!order) return null
    if ((order.status !== 'created' && order.status !== 'paying') || order.expiresAt.getTime() <= this.now()) {
      await this.expireIfDue(order)
      throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
    }
    const payer = await this.payer(userId, order.channel, order.appId)
    const pay = await this.provider.prepay(this.prepayInput(order, payer))
    await this.orders.transition(order.id, ['created'], 'paying')
    return pay
  }

  /**
   * Who pays on a WeChat channel: the openid under the order's app, and for xpay the session key kept from the latest
   * mini-program sign-in (none from before it was kept: signing in again brings one).
   */
  private async payer(userId: string, channel: PayChannel, appId: string): Promise<{ openId: string | null; sessionKey: string | null }> {
    if (channel !== 'mini' && channel !== 'jsapi' && channel !== 'xpay') return { openId: null, sessionKey: null }
    const session = await this.orders.wechatSession(userId, appId)
    if (!session) throw new PayRefusal(ResultCode.purchaseUnavailable, 'purchaseNeedsWechat')
    if (channel === 'xpay' && !session.sessionKey) throw new PayRefusal(ResultCode.purchaseUnavailable, 'signInAgainToPay')
    return { openId: session.openId, sessionKey: channel === 'xpay' ? session.sessionKey : null }
  }

  private prepayInput(order: OrderRow, payer: { openId: string | null; sessionKey: string | null }) {
    return {
      orderId: order.id,
      description: description(order),
      amountFen: order.amountFen,
      channel: order.channel,
      openId: payer.openId,
      expiresAt: order.expiresAt,
      product: { id: order.productId, kind: order.kind },
      sessionKey: payer.sessionKey,
    }
  }

  /** What the provider needs to find an order again: its channel, and for xpay the payer's openid. */
  private async context(order: OrderRow): Promise<QueryContext> {
    return { channel: order.channel, openId: order.channel === 'xpay' ? await this.orders.openId(order.userId, order.appId) : null }
  }

  /**
   * A consultation paid with WeChat Pay and then refunded: its order's whole amount goes back through WeChat Pay,
   * as money (out_refund_no derived from the order, so asking again never refunds twice). `none` when no paid order
   * exists for it; throws when the provider cannot take the refund now (the consultations' sweep asks again).
   */
  async refundConsultationOrder(consultationId: string): Promise<'refunded' | 'none'> {
    const order = await this.orders.paidForConsultation(consultationId)
    if (!order) return 'none'
    const { channel, openId } = await this.context(order)
    const reason = 'AI塔罗 塔罗师咨询退款'
    const answer = await this.provider.refund({ orderId: order.id, refundId: `rf${order.id}`.slice(0, 64), amountFen: order.amountFen, totalFen: order.amountFen, reason, channel, openId })
    // The order shows refunded, and the provider's later word on this refund (its notification) finds it.
    await this.refundKeeper?.recordWhole(answer, reason)
    this.log.info({ orderId: order.id, consultationId, amountFen: order.amountFen }, 'consultation refunded to WeChat Pay')
    return 'refunded'
  }

  /** Fen per energy: what a reader's price in energy costs through WeChat Pay. */
  get energyFen(): number {
    return this.settings.energyFen
  }

  /** The order as it stands, checked with the provider while it is unpaid, and the wallet after it. */
  async view(userId: string, id: string): Promise<OrderData | null> {
    let order = await this.orders.owned(userId, id)
    if (!order) return null
    order = await this.sync(order)
    return { order: orderView(order), wallet: await this.accounts.wallet(userId, new Date(this.now())) }
  }

  async list(userId: string, page: number): Promise<{ list: OrderView[]; page: number; pageSize: number; hasMore: boolean }> {
    const { list, hasMore } = await this.orders.list(userId, page, PAGE_SIZE)
    return { list: list.map(orderView), page, pageSize: PAGE_SIZE, hasMore }
  }

  async close(userId: string, id: string): Promise<OrderView | null> {
    const order = await this.orders.owned(userId, id)
    if (!order) return null
    if (order.status !== 'created' && order.status !== 'paying') {
      if (order.status === 'closed' || order.status === 'expired') return orderView(order)
      throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
    }
    // A payment that went through just before the close wins: check first.
    const synced = await this.sync(order)
    if (synced.status === 'paid') throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
    try {
      await this.provider.close(order.id, await this.context(order))
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'closing the order at the provider failed')
    }
    const closed = await this.orders.transition(order.id, ['created', 'paying', 'failed'], 'closed', { closedAt: new Date(this.now()) })
    return orderView(closed ?? (await this.orders.get(order.id))!)
  }

  /** "Restore purchase": orders paid at the provider that we never heard of are fulfilled now. */
  async restore(userId: string): Promise<RestoreData> {
    const since = new Date(this.now() - RESTORE_WINDOW_MS)
    const restored: OrderView[] = []
    for (const order of await this.orders.unsettled(userId, since)) {
      const synced = await this.sync(order, true)
      if (synced.status === 'paid') restored.push(orderView(synced))
    }
    const paid = (await this.orders.paid(userId, 50)).map(orderView)
    return { restored, paid, wallet: await this.accounts.wallet(userId, new Date(this.now())) }
  }

  /** The payment notification: verified and decrypted by the provider, then fulfilled exactly once. */
  async notification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotificationAnswer> {
    let transaction: ProviderTransaction
    try {
      transaction = await this.provider.parseNotification(headers, rawBody, this.now())
    } catch (error) {
      if (error instanceof NotificationRejected) {
        this.log.warn({ reason: error.reason }, 'payment notification refused')
        return { status: 401, body: { code: 'FAIL', message: `rejected: ${error.reason}` } }
      }
      throw error
    }
    if (transaction.tradeState !== 'SUCCESS') return { status: 204 }
    const result = await this.fulfil(transaction)
    if (result === 'unknown') return { status: 404, body: { code: 'FAIL', message: 'unknown order' } }
    if (result === 'invalid') return { status: 400, body: { code: 'FAIL', message: 'order mismatch' } }
    if (result === 'duplicate') return { status: 400, body: { code: 'FAIL', message: 'transaction already used by another order' } }
    return { status: 204 }
  }

  /** `GET` of the xpay message push's URL check: the echo string when the signature is right, else null. */
  xpayEcho(query: Record<string, string | undefined>): string | null {
    return isXpayProvider(this.provider) ? this.provider.echo(query) : null
  }

  /**
   * WeChat's xpay message push: verified (and in safe mode decrypted) by the provider, checked against our order — an xpay
   * order, the payer's openid, the environment, the mode, the item and quantity, the price — and fulfilled exactly once.
   * In plain mode (no AES key) the body is not signed, so query_order must confirm the payment first.
   */
  async xpayPush(query: Record<string, string | undefined>, rawBody: string): Promise<XpayPushAnswer> {
    const fail = (status: XpayPushAnswer['status'], message: string): XpayPushAnswer => ({ status, body: { ErrCode: 1, ErrMsg: message } })
    const provider = this.provider
    if (!isXpayProvider(provider)) return fail(404, 'virtual payment is not configured')
    let push: XpayPush
    try {
      push = provider.parsePush(query, rawBody)
    } catch (error) {
      if (!(error instanceof XpayPushRejected)) throw error
      this.log.warn({ reason: error.reason }, 'xpay push refused')
      return fail(error.reason === 'body' ? 400 : 401, `rejected: ${error.reason}`)
    }
    if (push.kind === 'refund') {
      // Plain mode: an unsigned push is believed only as far as query_order confirms it.
      const order = await this.orders.get(push.refund.orderId)
      const refund = push.confirm && order ? await provider.queryRefund(push.refund.refundId, { orderId: order.id, channel: order.channel, openId: push.openId }) : push.refund
      if (refund && this.refundKeeper) await this.refundKeeper.settle(refund)
      return { status: 200, body: { ErrCode: 0, ErrMsg: 'success' } }
    }
    // Other events (a complaint, iOS's refund question) are acknowledged; only deliveries act on an order here.
    if (push.kind !== 'delivery') return { status: 200, body: { ErrCode: 0, ErrMsg: 'success' } }
    const { delivery } = push
    const order = await this.orders.get(delivery.orderId)
    if (!order || order.channel !== 'xpay') {
      this.log.warn({ orderId: delivery.orderId }, 'xpay push for an order we did not place through xpay')
      return fail(404, 'unknown order')
    }
    const mismatch = await this.deliveryMismatch(order, delivery, provider.settings)
    if (mismatch === 'env') return fail(400, 'environment mismatch')
    if (mismatch && push.confirm) {
      // Plain mode: the body is not signed, so a mismatch may be a forgery; refuse it without touching the order.
      this.log.warn({ orderId: order.id, reason: mismatch }, 'unsigned xpay push does not match its order; refused')
      return fail(400, 'order mismatch')
    }
    if (mismatch) {
      const invalid = await this.orders.markInvalid(order.id)
      this.log.error({ orderId: order.id, reason: mismatch, marked: Boolean(invalid) }, 'xpay delivery does not match its order; marked invalid')
      return fail(400, 'order mismatch')
    }
    let transaction: ProviderTransaction | null = {
      orderId: order.id,
      transactionId: delivery.transactionId ?? `xpay-${order.id}`,
      tradeState: 'SUCCESS',
      amountFen: delivery.origPrice,
      appId: provider.settings.miniAppId,
      mchId: provider.offerId,
      successTime: delivery.paidAt ? new Date(delivery.paidAt).toISOString() : null,
    }
    if (push.confirm) {
      // Plain mode: believe what query_order says, not the unsigned body.
      try {
        transaction = await provider.query(order.id, await this.context(order))
      } catch (error) {
        this.log.warn({ err: error, orderId: order.id }, 'xpay query_order failed while confirming a push')
        return fail(400, 'not confirmed yet')
      }
      if (transaction?.tradeState !== 'SUCCESS') return fail(400, 'not paid')
    }
    const result = await this.fulfil(transaction)
    if (result === 'unknown') return fail(404, 'unknown order')
    if (result === 'invalid' || result === 'duplicate') return fail(400, 'order mismatch')
    return { status: 200, body: { ErrCode: 0, ErrMsg: 'success' } }
  }

  /** Why a delivery is not the payment of this order, or null when it is. */
  private async deliveryMismatch(order: OrderRow, delivery: XpayDelivery, settings: { env: number; tokenFen: number }): Promise<string | null> {
    if (delivery.env !== settings.env) return 'env'
    const openId = await this.orders.openId(order.userId, order.appId)
    if (!openId || openId !== delivery.openId) return 'openid'
    const goods = order.kind === 'vip'
    if (goods !== (delivery.event === 'xpay_goods_deliver_notify')) return 'mode'
    if (delivery.origPrice !== order.amountFen) return 'amount'
    if (goods && (delivery.productId !== order.productId || delivery.quantity !== 1)) return 'product'
    if (!goods && delivery.quantity * settings.tokenFen !== order.amountFen) return 'quantity'
    return null
  }

  private async fulfil(transaction: ProviderTransaction): Promise<'fulfilled' | 'already' | 'invalid' | 'unknown' | 'duplicate'> {
    if (!transaction.transactionId || transaction.amountFen === null) return 'invalid'
    const result = await this.orders.fulfil(
      transaction.orderId,
      {
        transactionId: transaction.transactionId,
        amountFen: transaction.amountFen,
        appId: transaction.appId,
        mchId: transaction.mchId,
        paidAt: transaction.successTime ? new Date(transaction.successTime) : new Date(this.now()),
      },
      { mchId: this.provider.mchId, xpayOfferId: isXpayProvider(this.provider) ? this.provider.offerId : undefined },
      async (tx, order, paidAt) => this.paidHooks.get(order.kind)?.(tx, order, paidAt),
    )
    if (result.outcome === 'invalid') this.log.error({ orderId: transaction.orderId, reason: result.reason }, 'payment does not match its order; marked invalid')
    if (result.outcome === 'duplicate') {
      this.log.error({ orderId: transaction.orderId, transactionId: transaction.transactionId, heldBy: result.holder }, 'payment reuses the transaction id of another order; refused')
    }
    return result.outcome
  }

  /** Asks the provider about an unpaid order and acts on the answer; `all` also rechecks closed and expired ones (restore). */
  private async sync(order: OrderRow, all = false): Promise<OrderRow> {
    const open = order.status === 'created' || order.status === 'paying'
    if (!open && !(all && (order.status === 'closed' || order.status === 'expired' || order.status === 'failed'))) return order
    let transaction: ProviderTransaction | null = null
    try {
      transaction = await this.provider.query(order.id, await this.context(order))
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'order query failed')
    }
    if (transaction?.tradeState === 'SUCCESS') {
      await this.fulfil(transaction)
    } else if (transaction?.tradeState === 'PAYERROR' && open) {
      await this.orders.transition(order.id, ['created', 'paying'], 'failed', { tradeState: 'PAYERROR' })
    } else if (open) {
      await this.expireIfDue(order)
    }
    return (await this.orders.get(order.id)) ?? order
  }

  private async expireIfDue(order: OrderRow): Promise<void> {
    if (order.expiresAt.getTime() > this.now()) return
    const expired = await this.orders.transition(order.id, ['created', 'paying'], 'expired', { closedAt: new Date(this.now()) })
    if (expired) await this.closeAtProvider(expired)
  }

  private async closeAtProvider(order: OrderRow): Promise<void> {
    try {
      await this.provider.close(order.id, await this.context(order))
    } catch (error) {
      this.log.warn({ err: error, orderId: order.id }, 'closing an expired order at the provider failed')
    }
  }

  /** Unpaid orders past their time expire, here and at the provider (run every minute). */
  async sweep(): Promise<number> {
    const expired = await this.orders.expireDue(new Date(this.now()))
    for (const order of expired) await this.closeAtProvider(order)
    return expired.length
  }

  /** The dev provider's stand-in for the payer: whether the order can still be paid. */
  async devPayable(userId: string, id: string): Promise<OrderRow | null> {
    const order = await this.orders.owned(userId, id)
    if (!order) return null
    if (order.status === 'paid') throw new PayRefusal(ResultCode.notAllowedNow, 'orderAlreadyPaid')
    if ((order.status !== 'created' && order.status !== 'paying') || order.expiresAt.getTime() <= this.now()) {
      await this.expireIfDue(order)
      throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
    }
    return order
  }
}
