import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from './client'
import { Insufficient, type LedgerReason, LedgerRepository, type Transaction } from './ledger'
import { chatExchanges, holds, readings } from './schema'

export type HoldRow = typeof holds.$inferSelect

/** What a live stream knows of the hold it runs on: enough to refund it even when its row is gone with its reading. */
export type HoldRef = Pick<HoldRow, 'id' | 'userId' | 'readingId' | 'kind' | 'freeDay' | 'cost' | 'ledgerKey'>

/**
 * The only module touching holds: what an AI call reserved (a free use of the day or energy),
 * written in the transaction that takes it, so no debit is ever without its hold nor a hold
 * without its debit. A hold is settled once, by a conditional flip in the transaction that
 * refunds it: kept when the answer was delivered, refunded by the live stream when it was not,
 * swept when its stream died (no heartbeat for too long) — by whichever instance gets there first.
 */
export class HoldRepository {
  constructor(private readonly db: Database) {}

  /** Takes one free use of `day` (fewer than `limit` taken) and writes its hold; false when none is left. */
  async reserveFree(hold: { id: string; userId: string; readingId: string; day: string; limit: number; at: Date }): Promise<HoldRef | null> {
    return this.db.transaction(async (tx) => {
      if (!(await LedgerRepository.takeFreeUseIn(tx, hold.userId, hold.day, hold.limit))) return null
      return HoldRepository.insert(tx, {
        id: hold.id,
        userId: hold.userId,
        readingId: hold.readingId,
        exchangeId: null,
        kind: 'free',
        freeDay: hold.day,
        cost: 0,
        ledgerKey: null,
        heartbeatAt: hold.at,
      })
    })
  }

  /** Debits `cost` energy under the hold's key and writes the hold; null when the balance does not cover it. */
  async reserveEnergy(hold: { id: string; userId: string; readingId: string; exchangeId: string | null; cost: number; reason: LedgerReason; at: Date }): Promise<HoldRef | null> {
    try {
      return await this.db.transaction(async (tx) => {
        await LedgerRepository.applyIn(tx, hold.userId, -hold.cost, hold.reason, hold.id, hold.readingId)
        return HoldRepository.insert(tx, {
          id: hold.id,
          userId: hold.userId,
          readingId: hold.readingId,
          exchangeId: hold.exchangeId,
          kind: 'energy',
          freeDay: null,
          cost: hold.cost,
          ledgerKey: hold.id,
          heartbeatAt: hold.at,
        })
      })
    } catch (error) {
      if (error instanceof Insufficient) return null
      throw error
    }
  }

  private static async insert(tx: Transaction, row: typeof holds.$inferInsert): Promise<HoldRef> {
    const inserted = await tx.insert(holds).values(row).onConflictDoNothing().returning()
    // A key is reserved once: a second hold under it would let one debit be refunded twice, so the debit rolls back.
    if (!inserted[0]) throw new Error(`hold ${row.id} already exists`)
    return inserted[0]
  }

  /** A live stream's sign of life; a settled hold stays as it is. */
  async heartbeat(id: string, at: Date): Promise<void> {
    await this.db
      .update(holds)
      .set({ heartbeatAt: at })
      .where(and(eq(holds.id, id), isNull(holds.settledAt)))
  }

  /** The answer was delivered: the hold is kept. False when it was already settled (swept while the stream seemed dead). */
  async keep(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(holds)
      .set({ settledAt: at, outcome: 'kept' })
      .where(and(eq(holds.id, id), isNull(holds.settledAt)))
      .returning({ id: holds.id })
    return rows.length === 1
  }

  /**
   * The live stream delivered nothing (or a free fallback): gives back what the hold took, once.
   * A hold whose row is gone (its reading deleted mid-stream) is refunded from what the stream knows:
   * the energy refund is idempotent by its ledger key, and no sweeper can see a missing row.
   */
  async refund(hold: HoldRef, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const flipped = await tx
        .update(holds)
        .set({ settledAt: at, outcome: 'refunded' })
        .where(and(eq(holds.id, hold.id), isNull(holds.settledAt)))
        .returning()
      if (!flipped[0]) {
        const exists = await tx.select({ id: holds.id }).from(holds).where(eq(holds.id, hold.id)).limit(1)
        if (exists.length > 0) return false
      }
      await HoldRepository.giveBack(tx, flipped[0] ?? hold)
      return true
    })
  }

  /**
   * Settles a hold whose stream died (no heartbeat since `staleBefore`) with its refund, and lets go of
   * what that stream held: the reading's claim (if still unwritten and as stale) or its pending turn.
   * The flip is conditional, so of any number of sweepers and the stream itself, one settles it.
   */
  async sweep(id: string, staleBefore: Date, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [hold] = await tx
        .update(holds)
        .set({ settledAt: at, outcome: 'swept' })
        .where(and(eq(holds.id, id), isNull(holds.settledAt), lt(holds.heartbeatAt, staleBefore)))
        .returning()
      if (!hold) return false
      await HoldRepository.giveBack(tx, hold)
      if (hold.exchangeId) {
        await tx.delete(chatExchanges).where(and(eq(chatExchanges.id, hold.exchangeId), eq(chatExchanges.status, 'pending')))
      } else {
        // A fresher claim is a new stream's (it retook the reading): it stays.
        await tx
          .update(readings)
          .set({ interpretingSince: null })
          .where(and(eq(readings.id, hold.readingId), isNull(readings.interpretation), isNotNull(readings.interpretingSince), lt(readings.interpretingSince, staleBefore)))
      }
      return true
    })
  }

  private static async giveBack(tx: Transaction, hold: HoldRef): Promise<void> {
    if (hold.kind === 'energy' && hold.ledgerKey && hold.cost > 0) {
      await LedgerRepository.applyIn(tx, hold.userId, hold.cost, 'refund', `refund:${hold.ledgerKey}`, hold.readingId)
    } else if (hold.kind === 'free' && hold.freeDay) {
      // A guest's free use moves with their readings when they sign in: it goes back to whoever owns the reading now.
      const owner = await tx.select({ userId: readings.userId }).from(readings).where(eq(readings.id, hold.readingId)).limit(1)
      await LedgerRepository.returnFreeUseIn(tx, owner[0]?.userId ?? hold.userId, hold.freeDay)
    }
  }

  /** Open holds whose stream gave no sign of life since `staleBefore`, oldest first; of one reading when given. */
  async abandoned(staleBefore: Date, limit: number, readingId?: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: holds.id })
      .from(holds)
      .where(and(isNull(holds.settledAt), lt(holds.heartbeatAt, staleBefore), readingId ? eq(holds.readingId, readingId) : undefined))
      .orderBy(asc(holds.heartbeatAt))
      .limit(limit)
    return rows.map((r) => r.id)
  }

  /** How many interpretation holds a reading has had: each try reserves under a new key. */
  async interpretationAttempts(readingId: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(holds)
      .where(and(eq(holds.readingId, readingId), isNull(holds.exchangeId)))
    return rows[0]?.n ?? 0
  }

  async get(id: string): Promise<HoldRow | null> {
    const rows = await this.db.select().from(holds).where(eq(holds.id, id)).limit(1)
    return rows[0] ?? null
  }
}
