import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from './client'

/** An open transaction on the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
import { freeUses, ledger, wallets } from './schema'

export type LedgerReason = (typeof ledger.$inferInsert)['reason']
export type LedgerResult = { ok: true; balance: number; replayed: boolean } | { ok: false; reason: 'insufficient' }

/** Thrown by `applyIn` when the balance does not cover a spend; the caller's transaction rolls back. */
export class Insufficient extends Error {}

/**
 * Energy moves only through here: one transaction writes the ledger row and
 * changes the balance with a conditional update, so concurrent spends can never
 * take a balance below zero or charge the same key twice.
 */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  async apply(userId: string, delta: number, reason: LedgerReason, idempotencyKey: string, reference?: string): Promise<LedgerResult> {
    try {
      return await this.db.transaction((tx) => LedgerRepository.applyIn(tx, userId, delta, reason, idempotencyKey, reference))
    } catch (error) {
      if (error instanceof Insufficient) return { ok: false, reason: 'insufficient' }
      throw error
    }
  }

  /**
   * The same move inside a caller's transaction (an order's fulfilment credits energy in the
   * transaction that marks it paid). A spend the balance does not cover throws, rolling the caller back.
   */
  static async applyIn(tx: Transaction, userId: string, delta: number, reason: LedgerReason, idempotencyKey: string, reference?: string): Promise<LedgerResult & { ok: true }> {
    const inserted = await tx
      .insert(ledger)
      .values({ id: randomUUID(), userId, delta, reason, reference: reference ?? null, idempotencyKey })
      .onConflictDoNothing()
      .returning({ id: ledger.id })
    if (inserted.length === 0) {
      const wallet = await tx.select({ energy: wallets.energy }).from(wallets).where(eq(wallets.userId, userId)).limit(1)
      return { ok: true as const, balance: wallet[0]?.energy ?? 0, replayed: true }
    }
    await tx.insert(wallets).values({ userId, energy: 0 }).onConflictDoNothing()
    const updated = await tx
      .update(wallets)
      .set({ energy: sql`${wallets.energy} + ${delta}` })
      .where(and(eq(wallets.userId, userId), sql`${wallets.energy} + ${delta} >= 0`))
      .returning({ energy: wallets.energy })
    if (updated.length === 0) throw new Insufficient()
    return { ok: true as const, balance: updated[0]!.energy, replayed: false }
  }

  /** How many times a reading's charge was refunded: the next try is charged under a new key. */
  async refundCount(userId: string, reference: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), eq(ledger.reference, reference), eq(ledger.reason, 'refund')))
    return Number(rows[0]?.n ?? 0)
  }

  async balance(userId: string): Promise<number> {
    const rows = await this.db.select({ energy: wallets.energy }).from(wallets).where(eq(wallets.userId, userId)).limit(1)
    return rows[0]?.energy ?? 0
  }

  async ledgerSum(userId: string): Promise<number> {
    const rows = await this.db
      .select({ sum: sql<string>`coalesce(sum(${ledger.delta}), 0)` })
      .from(ledger)
      .where(eq(ledger.userId, userId))
    return Number(rows[0]?.sum ?? 0)
  }

  /** Takes one free use for `day` if fewer than `limit` are taken; atomic under concurrency. */
  async takeFreeUse(userId: string, day: string, limit: number): Promise<boolean> {
    return LedgerRepository.takeFreeUseIn(this.db, userId, day, limit)
  }

  /** The same inside a caller's transaction (a reservation writes its hold with the use it takes). */
  static async takeFreeUseIn(tx: Transaction | Database, userId: string, day: string, limit: number): Promise<boolean> {
    if (limit <= 0) return false
    const rows = await tx
      .insert(freeUses)
      .values({ userId, day, count: 1 })
      .onConflictDoUpdate({
        target: [freeUses.userId, freeUses.day],
        set: { count: sql`${freeUses.count} + 1` },
        setWhere: sql`${freeUses.count} < ${limit}`,
      })
      .returning({ count: freeUses.count })
    return rows.length === 1
  }

  /** Gives a free use back (a reading that failed to deliver is not counted). */
  async returnFreeUse(userId: string, day: string): Promise<void> {
    await LedgerRepository.returnFreeUseIn(this.db, userId, day)
  }

  /** The same inside a caller's transaction (a hold settled as refunded gives its use back). */
  static async returnFreeUseIn(tx: Transaction | Database, userId: string, day: string): Promise<void> {
    await tx
      .update(freeUses)
      .set({ count: sql`greatest(${freeUses.count} - 1, 0)` })
      .where(and(eq(freeUses.userId, userId), eq(freeUses.day, day)))
  }

  async freeUsesOn(userId: string, day: string): Promise<number> {
    const rows = await this.db
      .select({ count: freeUses.count })
      .from(freeUses)
      .where(and(eq(freeUses.userId, userId), eq(freeUses.day, day)))
      .limit(1)
    return rows[0]?.count ?? 0
  }
}
