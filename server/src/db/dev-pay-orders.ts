import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from './client'
import { devPayOrders } from './schema'

export type DevPayOrderRow = typeof devPayOrders.$inferSelect

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
}
