import { createHash, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { Database } from './client'
import { isUniqueViolation } from './errors'
import { LedgerRepository, type Transaction } from './ledger'
import { identities, orders, products, underAgeIdentities, users, vipGrants, wallets, wechatOpenIds } from './schema'

export type OrderRow = typeof orders.$inferSelect
export type OrderStatus = OrderRow['status']
export type NewOrder = Omit<typeof orders.$inferInsert, 'status' | 'createdAt'>

/** What the provider says was paid, as checked against the order. */
export interface PaidTransaction {
  transactionId: string
  amountFen: number
  appId: string | null
  mchId: string | null
  paidAt: Date
}

export type FulfilResult =
  | { outcome: 'fulfilled'; order: OrderRow }
  /** Already paid before: nothing moved this time. */
  | { outcome: 'already'; order: OrderRow }
  /** A genuine payment that does not match the order (amount, appid, merchant): marked invalid, nothing credited. */
  | { outcome: 'invalid'; order: OrderRow; reason: 'amount' | 'appid' | 'mchid' }
  | { outcome: 'unknown' }
  /** A genuine payment whose transaction id is already another order's: nothing recorded, nothing credited. */
  | { outcome: 'duplicate'; order: OrderRow; holder: string }

/** Who must have been paid: our merchant id (WeChat Pay), and for xpay orders the virtual payment's offer id. */
interface Expected {
  mchId: string
  xpayOfferId?: string | undefined
}

/** Called in an order's fulfilment transaction, after its energy or VIP time was credited. */
export type PaidOrderHook = (tx: Transaction, order: OrderRow, paidAt: Date) => Promise<unknown>

/** States an order can still be paid from; a payment that arrives for a closed or expired order is still honoured. */
const UNPAID: OrderStatus[] = ['created', 'paying', 'failed', 'closed', 'expired']

/**
 * The key an under-18 answer is kept under once the account is gone: SHA-256 of the provider and its stable
 * subject (the WeChat openid or unionid, the dev name), not the raw identity. A plain digest rather than an
 * HMAC with the token secret, on purpose: this record must outlive things, and the token secret can be
 * rotated (or, without TOKEN_SECRET, differ between instances), which would silently forget every refusal.
 * The subjects are opaque random ids the provider issues per app, so the digest cannot be walked back by
 * guessing; it only lets the same identity be recognised when it signs in again.
 */
export function underAgeIdentityDigest(provider: string, externalId: string): string {
  return createHash('sha256').update(`tarot-under-age-v1\0${provider}\0${externalId}`).digest('hex')
}

/** Payment orders, products and the birth year asked before buying: the only module touching those rows. */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  async product(id: string): Promise<typeof products.$inferSelect | null> {
    const rows = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)))
      .limit(1)
    return rows[0] ?? null
  }

  async birthYear(userId: string): Promise<number | null> {
    const rows = await this.db.select({ birthYear: users.birthYear }).from(users).where(eq(users.id, userId)).limit(1)
    return rows[0]?.birthYear ?? null
  }

  /** Sets the birth year once: a later answer cannot change it, so it cannot be retried until it passes. */
  async setBirthYear(userId: string, year: number): Promise<number | null> {
    await this.db
      .update(users)
      .set({ birthYear: year })
      .where(and(eq(users.id, userId), sql`${users.birthYear} is null`))
    return this.birthYear(userId)
  }

  /** The digests of this user's sign-in identities, as `under_age_identities` keeps them. */
  private async identityDigests(userId: string): Promise<string[]> {
    const rows = await this.db.select({ provider: identities.provider, externalId: identities.externalId }).from(identities).where(eq(identities.userId, userId))
    return rows.map((row) => underAgeIdentityDigest(row.provider, row.externalId))
  }

  /** The youngest birth year remembered as under 18 for any of this user's sign-in identities, from a deleted account or this one. */
  async rememberedUnderAgeYear(userId: string): Promise<number | null> {
    const digests = await this.identityDigests(userId)
    if (digests.length === 0) return null
    const rows = await this.db
      .select({ year: sql<number | null>`max(${underAgeIdentities.birthYear})` })
      .from(underAgeIdentities)
      .where(inArray(underAgeIdentities.identityDigest, digests))
    return rows[0]?.year ?? null
  }

  /** Remembers an under-18 answer against each of this user's sign-in identities (the youngest year wins); account deletion leaves it. */
  async rememberUnderAge(userId: string, birthYear: number): Promise<void> {
    const digests = await this.identityDigests(userId)
    if (digests.length === 0) return
    await this.db
      .insert(underAgeIdentities)
      .values(digests.map((identityDigest) => ({ identityDigest, birthYear })))
      .onConflictDoUpdate({ target: underAgeIdentities.identityDigest, set: { birthYear: sql`greatest(${underAgeIdentities.birthYear}, excluded.birth_year)` } })
  }

  /** The openid and the mini-program session key (xpay's signature) kept from this user's latest sign-in under the app. */
  async wechatSession(userId: string, appId: string): Promise<{ openId: string; sessionKey: string | null } | null> {
    const rows = await this.db
      .select({ openId: wechatOpenIds.openId, sessionKey: wechatOpenIds.sessionKey })
      .from(wechatOpenIds)
      .where(and(eq(wechatOpenIds.userId, userId), eq(wechatOpenIds.appId, appId)))
      .limit(1)
    return rows[0] ?? null
  }

  async openId(userId: string, appId: string): Promise<string | null> {
    const rows = await this.db
      .select({ openId: wechatOpenIds.openId })
      .from(wechatOpenIds)
      .where(and(eq(wechatOpenIds.userId, userId), eq(wechatOpenIds.appId, appId)))
      .limit(1)
    return rows[0]?.openId ?? null
  }

  /** Inserts the order, or finds the one this client key already made. */
  async create(values: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
    const inserted = await this.db
      .insert(orders)
      .values({ ...values, status: 'created' })
      .onConflictDoNothing({ target: [orders.userId, orders.clientKey] })
      .returning()
    if (inserted[0]) return { order: inserted[0], created: true }
    const existing = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, values.userId), eq(orders.clientKey, values.clientKey)))
      .limit(1)
    return { order: existing[0]!, created: false }
  }

  async get(id: string): Promise<OrderRow | null> {
    const rows = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1)
    return rows[0] ?? null
  }

  /** The paid WeChat Pay order of a consultation (one per consultation: its client key makes one), refunded since or not; or null. */
  async paidForConsultation(consultationId: string): Promise<OrderRow | null> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.consultationId, consultationId), eq(orders.kind, 'consultation'), inArray(orders.status, ['paid', 'refunded'])))
      .orderBy(asc(orders.createdAt))
      .limit(1)
    return rows[0] ?? null
  }

  /** The order when it is this user's; another user's order is as good as missing. */
  async owned(userId: string, id: string): Promise<OrderRow | null> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .limit(1)
    return rows[0] ?? null
  }

  async list(userId: string, page: number, pageSize: number): Promise<{ list: OrderRow[]; hasMore: boolean }> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
    return { list: rows.slice(0, pageSize), hasMore: rows.length > pageSize }
  }

  /** The user's orders that might have been paid without us hearing of it, since `since`. */
  async unsettled(userId: string, since: Date): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, UNPAID), gte(orders.createdAt, since)))
      .orderBy(desc(orders.createdAt))
  }

  async paid(userId: string, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt))
      .limit(limit)
  }

  /** Moves an order on from one of `from`; returns the row when it moved. */
  async transition(id: string, from: OrderStatus[], to: OrderStatus, extra: Partial<Pick<OrderRow, 'prepayId' | 'tradeState' | 'closedAt'>> = {}): Promise<OrderRow | null> {
    const rows = await this.db
      .update(orders)
      .set({ status: to, ...extra })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning()
    return rows[0] ?? null
  }

  /** A delivery that does not match its order (item, quantity, payer): marked invalid unless it was paid already; nothing credited. */
  async markInvalid(id: string): Promise<OrderRow | null> {
    const rows = await this.db
      .update(orders)
      .set({ status: 'invalid', tradeState: 'SUCCESS' })
      .where(and(eq(orders.id, id), notInArray(orders.status, ['paid', 'invalid'])))
      .returning()
    return rows[0] ?? null
  }

  /** Unpaid orders past their time, now expired; returns them so the provider can close them too. */
  async expireDue(now: Date): Promise<OrderRow[]> {
    return this.db
      .update(orders)
      .set({ status: 'expired', closedAt: now })
      .where(and(inArray(orders.status, ['created', 'paying']), lte(orders.expiresAt, now)))
      .returning()
  }

  /**
   * Fulfils a paid order exactly once: the order flips to `paid` only from an unpaid state, and the credit
   * (energy through the ledger, VIP time with its grant, and what `onPaid` does, such as a consultation's
   * hold) happens in the same transaction, so a repeated or concurrent notification finds it paid and moves nothing.
   */
  async fulfil(id: string, payment: PaidTransaction, expected: Expected, onPaid: PaidOrderHook): Promise<FulfilResult> {
    try {
      return await this.fulfilOnce(id, payment, expected, onPaid)
    } catch (error) {
      // Two orders racing with one transaction id: the unique index refused the second; say which order holds it.
      if (!isUniqueViolation(error)) throw error
      const holder = await this.transactionHolder(payment.transactionId, id)
      const order = holder ? await this.get(id) : null
      if (!holder || !order) throw error
      return { outcome: 'duplicate', order, holder }
    }
  }

  /** The other order that already carries this provider transaction id, if any. */
  private async transactionHolder(transactionId: string, except: string, tx: Transaction | Database = this.db): Promise<string | null> {
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.transactionId, transactionId), sql`${orders.id} <> ${except}`))
      .limit(1)
    return row?.id ?? null
  }

  private async fulfilOnce(id: string, payment: PaidTransaction, expected: Expected, onPaid: PaidOrderHook): Promise<FulfilResult> {
    return this.db.transaction(async (tx): Promise<FulfilResult> => {
      const found = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update')
      const order = found[0]
      if (!order) return { outcome: 'unknown' as const }
      if (order.status === 'paid') return { outcome: 'already' as const, order }
      if (order.status === 'invalid') return { outcome: 'invalid' as const, order, reason: 'amount' as const }
      const mismatch =
        payment.amountFen !== order.amountFen
          ? 'amount'
          : payment.appId !== order.appId
            ? 'appid'
            : payment.mchId !== (order.channel === 'xpay' ? expected.xpayOfferId : expected.mchId)
              ? 'mchid'
              : null
      if (mismatch) {
        const [invalid] = await tx.update(orders).set({ status: 'invalid', tradeState: 'SUCCESS' }).where(eq(orders.id, id)).returning()
        return { outcome: 'invalid' as const, order: invalid!, reason: mismatch }
      }
      const holder = await this.transactionHolder(payment.transactionId, id, tx)
      if (holder) return { outcome: 'duplicate' as const, order, holder }
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', transactionId: payment.transactionId, tradeState: 'SUCCESS', paidAt: payment.paidAt })
        .where(and(eq(orders.id, id), notInArray(orders.status, ['paid', 'invalid'])))
        .returning()
      if (!paid) return { outcome: 'already' as const, order }
      if (paid.kind === 'vip') await extendVip(tx, paid, payment.paidAt)
      else await LedgerRepository.applyIn(tx, paid.userId, paid.energy, 'purchase', `order:${paid.id}`, paid.id)
      await onPaid(tx, paid, payment.paidAt)
      return { outcome: 'fulfilled' as const, order: paid }
    })
  }
}

/** VIP time runs on from whichever is later, now or the current end; the grant row is unique per order. */
async function extendVip(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  await tx.insert(wallets).values({ userId: order.userId, energy: 0 }).onConflictDoNothing()
  const [wallet] = await tx.select({ vipUntil: wallets.vipUntil }).from(wallets).where(eq(wallets.userId, order.userId)).for('update')
  const from = wallet?.vipUntil && wallet.vipUntil > now ? wallet.vipUntil : now
  const until = new Date(from.getTime() + order.vipDays * 24 * 3600 * 1000)
  await tx.insert(vipGrants).values({ id: randomUUID(), userId: order.userId, orderId: order.id, days: order.vipDays, fromTime: from, untilTime: until })
  await tx.update(wallets).set({ vipUntil: until }).where(eq(wallets.userId, order.userId))
}
