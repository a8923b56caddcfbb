import { createHash } from 'node:crypto'
import type { ConsoleOrder, OrderStory, RefundPreview, RefundView } from '@tarot/contracts/console'
import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyBaseLogger } from 'fastify'
import type { OrderRepository } from '../../db/orders'
import { type OrderSearch, type RefundRow, type RefundRepository } from '../../db/refunds'
import { consoleMessage, type ConsoleMessage } from '../../lib/console-messages'
import { DomainError } from '../../lib/domain-error'
import type { Actor } from '../operators/operator-service'
import { NotificationRejected, PayProviderError } from '../pay/provider'
import type { RefundGateway, ProviderRefund } from './gateway'

type OrderRow = NonNullable<Awaited<ReturnType<RefundRepository['preview']>>>['order']

/** How long a refund waits for the provider's word before the sweeper asks again (or asks again to refund). */
export const REFUND_RECHECK_MS = 5 * 60 * 1000

const refused = (key: ConsoleMessage) => new DomainError(ResultCode.notAllowedNow, (language) => consoleMessage(key, language))

/** The refund number (out_refund_no) of a console request: the same order and key give the same number on every instance. */
export function refundIdOf(orderId: string, refundKey: string): string {
  return `rf${createHash('sha256').update(`${orderId}\0${refundKey}`).digest('hex').slice(0, 30)}`
}

export function orderRowView(order: OrderRow): ConsoleOrder {
  return {
    id: order.id,
    userId: order.userId,
    productId: order.productId,
    kind: order.kind,
    amountFen: order.amountFen,
    refundedFen: order.refundedFen,
    status: order.status,
    channel: order.channel,
    transactionId: order.transactionId,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  }
}

export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    orderId: row.orderId,
    amountFen: row.amountFen,
    energyBack: row.energyBack,
    vipSecondsBack: row.vipSecondsBack,
    status: row.status,
    reason: row.reason,
    operatorName: row.operatorName,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }
}

const STATE_OF: Record<ProviderRefund['state'], 'processing' | 'success' | 'abnormal' | 'closed'> = {
  PROCESSING: 'processing',
  SUCCESS: 'success',
  ABNORMAL: 'abnormal',
  CLOSED: 'closed',
}

/**
 * Refunds to the original payment method (docs/back-office.md, "Refunds"): the console asks, the refund and its
 * reversal are written first (so nothing is sent back twice and nothing granted is kept), then the provider is asked;
 * a refusal undoes it, silence leaves it for `sweep` to ask again with the same number, and the provider's
 * notification (or, failing that, the sweep's query) settles it.
 */
export class RefundService {
  constructor(
    private readonly refunds: RefundRepository,
    private readonly orders: OrderRepository,
    private readonly gateway: RefundGateway,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async searchOrders(search: OrderSearch, page: number, pageSize: number) {
    const { list, hasNext } = await this.refunds.searchOrders(search, page, pageSize)
    return { list: list.map(orderRowView), page, hasNext }
  }

  async preview(orderId: string, amountFen: number): Promise<RefundPreview> {
    const preview = await this.refunds.preview(orderId, amountFen, this.now())
    if (!preview) throw DomainError.notFound()
    return {
      amountFen: Math.min(amountFen, preview.refundableFen),
      refundableFen: preview.order.kind === 'consultation' || !['paid'].includes(preview.order.status) ? 0 : preview.refundableFen,
      energyBack: preview.energyBack,
      energyGranted: preview.energyGranted,
      energyBalance: preview.energyBalance,
      vipSecondsBack: preview.vipSecondsBack,
      vipSecondsLeft: preview.vipSecondsLeft,
    }
  }

  /** The order's whole story for the console: created, paid, credited, each refund asked and settled. */
  async story(orderId: string): Promise<OrderStory> {
    const records = await this.refunds.orderRecords(orderId)
    if (!records) throw DomainError.notFound()
    const { order, credits, grant } = records
    const refunds = await this.refunds.forOrder(orderId)
    const events: OrderStory['events'] = [{ at: order.createdAt.toISOString(), kind: 'created', detail: `${order.channel} ${order.productId}` }]
    if (order.paidAt) events.push({ at: order.paidAt.toISOString(), kind: 'paid', detail: order.transactionId ?? '' })
    if (order.closedAt) events.push({ at: order.closedAt.toISOString(), kind: order.status === 'expired' ? 'expired' : 'closed', detail: '' })
    for (const credit of credits)
      events.push({ at: credit.at.toISOString(), kind: credit.delta >= 0 ? 'credited' : 'debited', detail: `${credit.delta > 0 ? '+' : ''}${credit.delta} ${credit.reason}` })
    if (grant) events.push({ at: grant.createdAt.toISOString(), kind: 'vip', detail: `+${grant.days}d → ${grant.untilTime.toISOString()}` })
    for (const refund of refunds) {
      events.push({ at: refund.createdAt.toISOString(), kind: 'refund-requested', detail: `${refund.id} ${refund.amountFen}` })
      if (refund.settledAt) events.push({ at: refund.settledAt.toISOString(), kind: `refund-${refund.status}`, detail: refund.id })
    }
    // The order's own row is stamped by the database's clock and its payment by the server's: created stays first.
    events.sort((a, b) => Number(b.kind === 'created') - Number(a.kind === 'created') || a.at.localeCompare(b.at))
    const preview = await this.preview(orderId, order.amountFen - order.refundedFen || 1)
    return { order: orderRowView(order), events, refunds: refunds.map(refundView), preview }
  }

  /** A refund asked for in the console: idempotent on its key; answered with its state after the provider's first word. */
  async refund(actor: Actor, orderId: string, input: { refundKey: string; amountFen: number; reason: string }): Promise<RefundView> {
    const id = refundIdOf(orderId, input.refundKey)
    const begun = await this.refunds.begin(
      { id, orderId, refundKey: input.refundKey, amountFen: input.amountFen, reason: input.reason, operatorId: actor.id, operatorName: actor.name },
      this.now(),
      (refund, before, after) => ({
        operatorId: actor.id,
        operatorName: actor.name,
        action: 'order.refund',
        targetType: 'order',
        targetId: orderId,
        before: { status: before.status, refundedFen: before.refundedFen },
        after: { status: after.status, refundedFen: after.refundedFen, refund: refund.id, amountFen: refund.amountFen, energyBack: refund.energyBack, vipSecondsBack: refund.vipSecondsBack },
        reason: input.reason,
      }),
    )
    switch (begun.outcome) {
      case 'notFound':
        throw DomainError.notFound()
      case 'notPaid':
        throw refused('refundNotPaid')
      case 'tooMuch':
        throw refused('refundTooMuch')
      case 'tooLate':
        throw refused('refundTooLate')
      case 'limit':
        throw refused('refundLimit')
      case 'consultation':
        throw refused('refundConsultation')
      case 'existing':
        return refundView(begun.refund)
      case 'created':
        return refundView(await this.ask(begun.refund, begun.order))
    }
  }

  /** Asks the provider for a refund row's money (again, with the same number, after silence). */
  private async ask(refund: RefundRow, order: Pick<OrderRow, 'id' | 'amountFen' | 'channel' | 'appId' | 'userId'>): Promise<RefundRow> {
    const nowMs = this.now()
    try {
      const answer = await this.gateway.refund({
        orderId: order.id,
        refundId: refund.id,
        amountFen: refund.amountFen,
        totalFen: order.amountFen,
        reason: refund.reason,
        channel: order.channel,
        openId: await this.orders.openId(order.userId, order.appId),
      })
      const state = STATE_OF[answer.state]
      const row =
        state === 'processing' || state === 'success'
          ? await this.refunds.accepted(refund.id, state, answer.providerRefundId, nowMs)
          : await this.refunds.settle(refund.id, state, answer.providerRefundId, nowMs)
      return row ?? (await this.refunds.get(refund.id)) ?? refund
    } catch (error) {
      // A refusal in words (4xx): nothing was sent, so it is undone now. Anything else may have reached the provider: asked again later with the same number.
      if (error instanceof PayProviderError && error.status >= 400 && error.status < 500) {
        this.log.warn({ refundId: refund.id, orderId: order.id, code: error.code }, 'refund refused by the provider; undone')
        await this.refunds.settle(refund.id, 'failed', null, nowMs)
        throw new DomainError(ResultCode.paymentFailed, (language) => consoleMessage('refundRefused', language))
      }
      this.log.warn({ refundId: refund.id, orderId: order.id, err: error }, 'refund not confirmed by the provider; asking again later')
      await this.refunds.attempted(refund.id, nowMs)
      return (await this.refunds.get(refund.id)) ?? refund
    }
  }

  /** A consultation's whole-order refund, made by the orders service: kept so the order shows refunded and its notification is known. */
  async recordWhole(answer: ProviderRefund, reason: string): Promise<void> {
    const status = answer.state === 'SUCCESS' ? 'success' : 'processing'
    await this.refunds.recordWhole({ id: answer.refundId, orderId: answer.orderId, reason, status, providerRefundId: answer.providerRefundId }, this.now())
  }

  /**
   * WeChat Pay's refund notification: verified and decrypted by the provider, then settled once. Answers as WeChat
   * Pay expects: 204 when taken (also for one already applied: a replay changes nothing), 401 for one not provably
   * from WeChat Pay, 404 for a refund we never made.
   */
  async notification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ status: 204 } | { status: 401 | 404; body: { code: 'FAIL'; message: string } }> {
    let answer: ProviderRefund
    try {
      answer = await this.gateway.parseRefundNotification(headers, rawBody, this.now())
    } catch (error) {
      if (error instanceof NotificationRejected) {
        this.log.warn({ reason: error.reason }, 'refund notification refused')
        return { status: 401, body: { code: 'FAIL', message: `rejected: ${error.reason}` } }
      }
      throw error
    }
    if ((await this.settle(answer)) === 'unknown') {
      this.log.warn({ refundId: answer.refundId, orderId: answer.orderId }, 'refund notification for a refund we did not make')
      return { status: 404, body: { code: 'FAIL', message: 'unknown refund' } }
    }
    return { status: 204 }
  }

  /** The provider's word on a refund (its notification or a query): applied once; one for a refund we never made changes nothing. */
  async settle(answer: ProviderRefund): Promise<'settled' | 'unchanged' | 'unknown'> {
    const refund = await this.refunds.get(answer.refundId)
    if (!refund || refund.orderId !== answer.orderId) return 'unknown'
    if (answer.state === 'PROCESSING') return 'unchanged'
    if (answer.amountFen !== refund.amountFen) {
      this.log.error({ refundId: refund.id, amountFen: answer.amountFen, expected: refund.amountFen }, 'refund notification amount differs; not applied')
      return 'unchanged'
    }
    const row = await this.refunds.settle(refund.id, STATE_OF[answer.state] as 'success' | 'abnormal' | 'closed', answer.providerRefundId, this.now())
    return row ? 'settled' : 'unchanged'
  }

  /** Refunds the provider has not settled: asked again (requested, with the same number) or queried (processing). Safe on any number of instances. */
  async sweep(): Promise<number> {
    let moved = 0
    for (const refund of await this.refunds.unsettled(new Date(this.now() - REFUND_RECHECK_MS))) {
      const records = await this.refunds.orderRecords(refund.orderId)
      if (!records) continue
      try {
        if (refund.status === 'requested') {
          await this.ask(refund, records.order)
          moved += 1
          continue
        }
        await this.refunds.attempted(refund.id, this.now())
        const answer = await this.gateway.queryRefund(refund.id, {
          orderId: refund.orderId,
          channel: records.order.channel,
          openId: await this.orders.openId(records.order.userId, records.order.appId),
        })
        if (answer && (await this.settle(answer)) === 'settled') moved += 1
      } catch (error) {
        this.log.warn({ refundId: refund.id, err: error }, 'refund sweep: provider unreachable')
      }
    }
    return moved
  }
}
