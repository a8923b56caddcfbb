import { and, asc, desc, eq, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import type { Database } from './client'
import { isUniqueViolation } from './errors'
import { LedgerRepository, type Transaction } from './ledger'
import { ledger, orders, refunds, vipGrants, wallets } from './schema'

export type RefundRow = typeof refunds.$inferSelect
type OrderRow = typeof orders.$inferSelect
type RefundState = RefundRow['status']

/** Refunds that still count: not refused by the provider, not closed. */
const LIVE: RefundState[] = ['requested', 'processing', 'success', 'abnormal']
const DAY_MS = 24 * 3600 * 1000
/** WeChat Pay: at most 50 refunds an order, within a year of payment. */
export const MAX_REFUNDS_PER_ORDER = 50
export const REFUNDABLE_FOR_MS = 365 * DAY_MS

export interface Reversal {
  refundableFen: number
  energyGranted: number
  energyBalance: number
  energyBack: number
  vipSecondsLeft: number
  vipSecondsBack: number
}

/**
 * What a refund of `amountFen` takes back of what the order granted: the share of its energy the money is of the whole
 * (counting earlier refunds, so three thirds take back all of it), within the balance left; the same share of its VIP
 * time, within the time left. Never more than is there: a balance is never taken below zero.
 */
export function reversalOf(
  order: Pick<OrderRow, 'amountFen' | 'refundedFen' | 'energy' | 'kind'>,
  earlier: { energyBack: number; vipSecondsBack: number },
  wallet: { energy: number; vipUntil: Date | null },
  vipDaysGranted: number,
  amountFen: number,
  nowMs: number,
): Reversal {
  const refundableFen = order.amountFen - order.refundedFen
  const share = Math.min(order.refundedFen + Math.max(amountFen, 0), order.amountFen) / order.amountFen
  const energyGranted = order.kind === 'energy' ? order.energy : 0
  const energyTarget = Math.max(Math.round(energyGranted * share) - earlier.energyBack, 0)
  const vipSecondsGranted = vipDaysGranted * 86_400
  const vipTarget = Math.max(Math.round(vipSecondsGranted * share) - earlier.vipSecondsBack, 0)
  const vipSecondsLeft = wallet.vipUntil ? Math.max(Math.floor((wallet.vipUntil.getTime() - nowMs) / 1000), 0) : 0
  return {
    refundableFen,
    energyGranted,
    energyBalance: wallet.energy,
    energyBack: Math.min(energyTarget, wallet.energy),
    vipSecondsLeft,
    vipSecondsBack: Math.min(vipTarget, vipSecondsLeft),
  }
}

export type BeginResult = { outcome: 'created' | 'existing'; refund: RefundRow; order: OrderRow } | { outcome: 'notFound' | 'notPaid' | 'tooMuch' | 'tooLate' | 'limit' | 'consultation' }

export interface OrderSearch {
  q?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
  status?: string | undefined
}

/** Refunds of orders, with the reversal of what each order granted: the only module touching `refunds` rows. */
export class RefundRepository {
  constructor(private readonly db: Database) {}

  private async stateOf(tx: Transaction | Database, order: OrderRow, lock: boolean) {
    await tx.insert(wallets).values({ userId: order.userId, energy: 0 }).onConflictDoNothing()
    const walletQuery = tx.select({ energy: wallets.energy, vipUntil: wallets.vipUntil }).from(wallets).where(eq(wallets.userId, order.userId))
    const [wallet] = lock ? await walletQuery.for('update') : await walletQuery
    const [earlier] = await tx
      .select({
        energyBack: sql<string>`coalesce(sum(${refunds.energyBack}), 0)`,
        vipSecondsBack: sql<string>`coalesce(sum(${refunds.vipSecondsBack}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, LIVE)))
    const [grant] = await tx.select({ days: vipGrants.days }).from(vipGrants).where(eq(vipGrants.orderId, order.id)).limit(1)
    return {
      wallet: wallet ?? { energy: 0, vipUntil: null },
      earlier: { energyBack: Number(earlier?.energyBack ?? 0), vipSecondsBack: Number(earlier?.vipSecondsBack ?? 0) },
      count: Number(earlier?.count ?? 0),
      vipDays: grant?.days ?? 0,
    }
  }

  async preview(orderId: string, amountFen: number, nowMs: number): Promise<(Reversal & { order: OrderRow }) | null> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
    if (!order) return null
    const state = await this.stateOf(this.db, order, false)
    return { order, ...reversalOf(order, state.earlier, state.wallet, state.vipDays, amountFen, nowMs) }
  }

  /**
   * Starts a refund: with the order and the wallet locked, checks it can be refunded, writes the refund `requested`,
   * raises the order's refunded amount, takes back its share of energy and VIP time, and audits it, all at once. The
   * same refund key again (a double click, another instance) finds the refund already made and changes nothing.
   */
  async begin(
    input: { id: string; orderId: string; refundKey: string; amountFen: number; reason: string; operatorId: string; operatorName: string },
    nowMs: number,
    audit: (refund: RefundRow, before: OrderRow, after: OrderRow) => NewAuditEntry,
  ): Promise<BeginResult> {
    try {
      return await this.db.transaction(async (tx): Promise<BeginResult> => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
        if (!order) return { outcome: 'notFound' }
        const [existing] = await tx
          .select()
          .from(refunds)
          .where(and(eq(refunds.orderId, input.orderId), eq(refunds.refundKey, input.refundKey)))
        if (existing) return { outcome: 'existing', refund: existing, order }
        if (order.kind === 'consultation') return { outcome: 'consultation' }
        if (order.status !== 'paid' || !order.paidAt) return { outcome: 'notPaid' }
        if (nowMs - order.paidAt.getTime() > REFUNDABLE_FOR_MS) return { outcome: 'tooLate' }
        if (input.amountFen > order.amountFen - order.refundedFen) return { outcome: 'tooMuch' }
        const state = await this.stateOf(tx, order, true)
        if (state.count >= MAX_REFUNDS_PER_ORDER) return { outcome: 'limit' }
        const reversal = reversalOf(order, state.earlier, state.wallet, state.vipDays, input.amountFen, nowMs)
        const now = new Date(nowMs)
        const [refund] = await tx
          .insert(refunds)
          .values({
            ...input,
            userId: order.userId,
            energyBack: reversal.energyBack,
            vipSecondsBack: reversal.vipSecondsBack,
            status: 'requested',
            createdAt: now,
          })
          .returning()
        const refundedFen = order.refundedFen + input.amountFen
        const [after] = await tx
          .update(orders)
          .set({ refundedFen, status: refundedFen === order.amountFen ? 'refunded' : 'paid' })
          .where(eq(orders.id, order.id))
          .returning()
        if (reversal.energyBack > 0) await LedgerRepository.applyIn(tx, order.userId, -reversal.energyBack, 'reversal', `reversal:${refund!.id}`, order.id)
        if (reversal.vipSecondsBack > 0) {
          await tx
            .update(wallets)
            .set({ vipUntil: sql`${wallets.vipUntil} - make_interval(secs => ${reversal.vipSecondsBack})` })
            .where(eq(wallets.userId, order.userId))
        }
        await AuditLogRepository.recordIn(tx, audit(refund!, order, after!))
        return { outcome: 'created', refund: refund!, order: after! }
      })
    } catch (error) {
      // Two instances inserting the same refund at once: the unique key refused the second; it finds the first's.
      if (!isUniqueViolation(error)) throw error
      const [existing] = await this.db.select().from(refunds).where(eq(refunds.id, input.id))
      const [order] = await this.db.select().from(orders).where(eq(orders.id, input.orderId))
      if (!existing || !order) throw error
      return { outcome: 'existing', refund: existing, order }
    }
  }

  /**
   * A whole-order refund made outside the console (a consultation refunded to WeChat Pay, whose energy the consultation
   * itself settles): kept as a refund with nothing taken back, the order refunded. Once: the refund number is its id.
   */
  async recordWhole(input: { id: string; orderId: string; reason: string; status: 'processing' | 'success'; providerRefundId: string | null }, nowMs: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
      if (!order || order.status !== 'paid' || order.refundedFen > 0) return
      const now = new Date(nowMs)
      const inserted = await tx
        .insert(refunds)
        .values({ ...input, refundKey: `whole:${input.id}`, userId: order.userId, amountFen: order.amountFen, createdAt: now, attemptedAt: now, settledAt: input.status === 'success' ? now : null })
        .onConflictDoNothing()
        .returning({ id: refunds.id })
      if (inserted.length === 0) return
      await tx.update(orders).set({ refundedFen: order.amountFen, status: 'refunded' }).where(eq(orders.id, order.id))
    })
  }

  /** The provider took the refund: `processing`, or `success` when it says it is done already. */
  async accepted(id: string, state: 'processing' | 'success', providerRefundId: string | null, nowMs: number): Promise<RefundRow | null> {
    const now = new Date(nowMs)
    const [row] = await this.db
      .update(refunds)
      .set({ status: state, providerRefundId, attemptedAt: now, ...(state === 'success' && { settledAt: now }) })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
      .returning()
    return row ?? null
  }

  /** Asked the provider and heard nothing definite (a timeout, a 5xx): the sweeper asks again later. */
  async attempted(id: string, nowMs: number): Promise<void> {
    await this.db
      .update(refunds)
      .set({ attemptedAt: new Date(nowMs) })
      .where(eq(refunds.id, id))
  }

  /**
   * The provider's final word. success: done. abnormal: the money could not reach the payer's account (WeChat Pay's
   * ABNORMAL); what was taken back stays taken, as the money is still owed to them, and the console shows it.
   * closed / failed: no money went back, so the refund is undone: the order's refunded amount, the energy and the VIP
   * time return. Each applies only from a state before it, so a replayed or late notification changes nothing.
   */
  async settle(id: string, state: 'success' | 'abnormal' | 'closed' | 'failed', providerRefundId: string | null, nowMs: number): Promise<RefundRow | null> {
    const from: RefundState[] = state === 'failed' ? ['requested'] : state === 'abnormal' ? ['requested', 'processing'] : ['requested', 'processing', 'abnormal']
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({ status: state, settledAt: new Date(nowMs), ...(providerRefundId && { providerRefundId }) })
        .where(and(eq(refunds.id, id), inArray(refunds.status, from)))
        .returning()
      if (!row) return null
      if (state === 'closed' || state === 'failed') await undo(tx, row, nowMs)
      return row
    })
  }

  async get(id: string): Promise<RefundRow | null> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id)).limit(1)
    return row ?? null
  }

  async forOrder(orderId: string): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt))
  }

  /** A user's refunds of the given orders (their order history shows each order's refund states). */
  async forOrders(userId: string, orderIds: string[]): Promise<RefundRow[]> {
    if (orderIds.length === 0) return []
    return this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.userId, userId), inArray(refunds.orderId, orderIds)))
      .orderBy(asc(refunds.createdAt))
  }

  /** Refunds the provider has not settled, last asked before `cutoff`: asked again (requested) or queried (processing). */
  async unsettled(cutoff: Date, limit = 50): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.status, ['requested', 'processing']), or(sql`${refunds.attemptedAt} is null`, lt(refunds.attemptedAt, cutoff)), lt(refunds.createdAt, cutoff)))
      .orderBy(asc(refunds.createdAt))
      .limit(limit)
  }

  /** The console's order search: an order number, a transaction id or a user id exactly, a day range, a status. */
  async searchOrders(search: OrderSearch, page: number, pageSize: number): Promise<{ list: OrderRow[]; hasNext: boolean }> {
    const where: SQL[] = []
    if (search.q) where.push(or(eq(orders.id, search.q), eq(orders.transactionId, search.q), eq(orders.userId, search.q))!)
    if (search.from) where.push(gte(orders.createdAt, search.from))
    if (search.to) where.push(lte(orders.createdAt, search.to))
    if (search.status) where.push(eq(orders.status, search.status as OrderRow['status']))
    const rows = await this.db
      .select()
      .from(orders)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
    return { list: rows.slice(0, pageSize), hasNext: rows.length > pageSize }
  }

  /** What an order's story is told from: the order, its credit in the ledger or its VIP grant. */
  async orderRecords(orderId: string) {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
    if (!order) return null
    const credits = await this.db
      .select({ delta: ledger.delta, reason: ledger.reason, at: ledger.createdAt, key: ledger.idempotencyKey })
      .from(ledger)
      .where(and(eq(ledger.userId, order.userId), eq(ledger.reference, order.id), notInArray(ledger.reason, ['reading', 'chat'])))
      .orderBy(asc(ledger.createdAt))
    const [grant] = await this.db.select().from(vipGrants).where(eq(vipGrants.orderId, orderId)).limit(1)
    return { order, credits, grant: grant ?? null }
  }
}

/** A refund that sent no money back returns what it took: the order's refunded amount, the energy, the VIP time. */
async function undo(tx: Transaction, row: RefundRow, nowMs: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedFen: sql`${orders.refundedFen} - ${row.amountFen}`, status: 'paid' })
    .where(eq(orders.id, row.orderId))
  if (row.energyBack > 0) await LedgerRepository.applyIn(tx, row.userId, row.energyBack, 'reversal', `reversal-undone:${row.id}`, row.orderId)
  if (row.vipSecondsBack > 0) {
    await tx
      .update(wallets)
      .set({ vipUntil: sql`greatest(coalesce(${wallets.vipUntil}, ${new Date(nowMs)}), ${new Date(nowMs)}) + make_interval(secs => ${row.vipSecondsBack})` })
      .where(eq(wallets.userId, row.userId))
  }
}
