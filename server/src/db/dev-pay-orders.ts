import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from './client'
import { devPayOrders, devPayRefunds } from './schema'

export type DevPayOrderRow = typeof devPayOrders.$inferSelect
export type DevPayRefundRow = typeof devPayRefunds.$inferSelect

/** WeChat Pay's limit on refunds of one order. */
export const MAX_REFUNDS_PER_ORDER = 50

/** A refund to record: everything but the order's bookkeeping. */
export interface NewDevPayRefund {
  refundId: string
  orderId: string
  providerRefundId: string
  amountFen: number
  reason: string
  successTime: string
}

/**
 * What asking for a refund came to: the refund (new, or the one already made under that number), or why none was made —
 * the order is unknown, unpaid, the number belongs to another order, the amount is more than is left, or 50 were made.
 */
export type DevRefundOutcome = { refund: DevPayRefundRow; created: boolean } | { refused: 'unknown-order' | 'not-paid' | 'other-order' | 'exceeds' | 'too-many'; leftFen?: number }

/**
 * WeChat Pay's rules for one more refund of an order, given the order, its refunds so far and any refund already under
 * this number: the same number again is the same refund; otherwise the order must be paid, the amount at most what is
 * left, and fewer than 50 refunds made. `null` means make it.
 */
export function refundRefusal(
  order: Pick<DevPayOrderRow, 'amountFen' | 'tradeState'> | null,
  earlier: Pick<DevPayRefundRow, 'amountFen'>[],
  input: Pick<NewDevPayRefund, 'amountFen'>,
): Exclude<DevRefundOutcome, { refund: DevPayRefundRow }> | { make: true; leftFen: number } {
  if (!order) return { refused: 'unknown-order' }
  if (order.tradeState !== 'SUCCESS') return { refused: 'not-paid' }
  const leftFen = order.amountFen - earlier.reduce((sum, row) => sum + row.amountFen, 0)
  if (input.amountFen > leftFen) return { refused: 'exceeds', leftFen }
  if (earlier.length >= MAX_REFUNDS_PER_ORDER) return { refused: 'too-many' }
  return { make: true, leftFen }
}

/** The local dev payment provider's side of each order (what WeChat Pay would keep), shared by every instance. */
export class DevPayOrderRepository {
  constructor(private readonly db: Database) {}

  /** Records an order unpaid; a repeated prepay keeps the first. */
  async create(orderId: string, amountFen: number): Promise<void> {
    await this.db.insert(devPayOrders).values({ orderId, amountFen, tradeState: 'NOTPAY' }).onConflictDoNothing({ target: devPayOrders.orderId })
  }

  async find(orderId: string): Promise<DevPayOrderRow | null> {
    const [row] = await this.db.select().from(devPayOrders).where(eq(devPayOrders.orderId, orderId))
    return row ?? null
  }

  /** Moves the order to `to` only from one of `from`; the row as it is afterwards (null for an unknown order). */
  async transition(orderId: string, from: string[], to: Partial<Pick<DevPayOrderRow, 'tradeState' | 'transactionId' | 'successTime'>>): Promise<DevPayOrderRow | null> {
    await this.db
      .update(devPayOrders)
      .set(to)
      .where(and(eq(devPayOrders.orderId, orderId), inArray(devPayOrders.tradeState, from)))
    return this.find(orderId)
  }

  async findRefund(refundId: string): Promise<DevPayRefundRow | null> {
    const [row] = await this.db.select().from(devPayRefunds).where(eq(devPayRefunds.refundId, refundId))
    return row ?? null
  }

  async refundsOf(orderId: string): Promise<DevPayRefundRow[]> {
    return this.db.select().from(devPayRefunds).where(eq(devPayRefunds.orderId, orderId)).orderBy(asc(devPayRefunds.createdAt), asc(devPayRefunds.refundId))
  }

  /**
   * Records a refund of a paid order, once per refund number: with the order's row locked, so two instances refunding
   * at once cannot together pass the order's amount or the 50-refund limit. The order turns REFUND once refunded in full.
   */
  async refund(input: NewDevPayRefund): Promise<DevRefundOutcome> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(devPayOrders).where(eq(devPayOrders.orderId, input.orderId)).for('update')
      const [existing] = await tx.select().from(devPayRefunds).where(eq(devPayRefunds.refundId, input.refundId))
      if (existing) return existing.orderId === input.orderId ? { refund: existing, created: false } : { refused: 'other-order' as const }
      const earlier = await tx.select({ amountFen: devPayRefunds.amountFen }).from(devPayRefunds).where(eq(devPayRefunds.orderId, input.orderId))
      const decision = refundRefusal(order ?? null, earlier, input)
      if (!('make' in decision)) return decision
      const [refund] = await tx
        .insert(devPayRefunds)
        .values({ ...input, state: 'SUCCESS' })
        .returning()
      if (input.amountFen === decision.leftFen) await tx.update(devPayOrders).set({ tradeState: 'REFUND' }).where(eq(devPayOrders.orderId, input.orderId))
      return { refund: refund!, created: true }
    })
  }
}
