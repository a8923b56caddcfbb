import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from './client'
import { agents, aiCalls, consultations, feedback, ledger, orders, readers, referrals, refunds, users, vipGrants, wallets } from './schema'

/** What a deletion kept under the tombstone and what it erased, for the operator's log line. */
export interface DeletionCounts {
  orders: number
  ledger: number
  consultations: number
  feedback: number
  referralsCleared: number
}

/**
 * Account deletion (docs/privacy-data.md): what the person wrote, drew, noted, shared and signed in with is erased;
 * the money records (orders, VIP grants, wallet and ledger, consultations) are kept without them, under a tombstone
 * user made for this one deletion, until the retention ends; then `purgeTombstones` removes those too.
 * The only module that rewrites another user's rows on deletion.
 */
export class AccountDeletionRepository {
  constructor(private readonly db: Database) {}

  /**
   * In one transaction: the tombstone (a fresh id, marked deleted, nothing else) takes over the money records, which
   * lose the words in them; other people's referrals stop naming the person; feedback goes; AI call counts lose whose
   * they were; then the user row goes, and with it (cascade) everything else that names them.
   */
  async erase(userId: string, tombstoneId: string, now: Date): Promise<DeletionCounts | null> {
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
        .for('update')
      if (found.length === 0) return null
      await tx.insert(users).values({ id: tombstoneId, kind: 'user', createdAt: now, deletedAt: now, birthYear: null })
      const to = { userId: tombstoneId }
      await tx.update(wallets).set(to).where(eq(wallets.userId, userId))
      const movedLedger = await tx.update(ledger).set(to).where(eq(ledger.userId, userId)).returning({ id: ledger.id })
      const movedOrders = await tx.update(orders).set(to).where(eq(orders.userId, userId)).returning({ id: orders.id })
      await tx.update(vipGrants).set(to).where(eq(vipGrants.userId, userId))
      await tx.update(refunds).set(to).where(eq(refunds.userId, userId))
      // The reader keeps the count, the earning and the stars; the asker's words (question, reading, review) and the
      // answer written to them about their life go.
      const movedConsultations = await tx
        .update(consultations)
        .set({ userId: tombstoneId, question: '', context: null, answer: null, reviewText: null, moderationNote: null })
        .where(eq(consultations.userId, userId))
        .returning({ id: consultations.id })
      // A reader who leaves: the card loses its face and words and takes no more orders; the consultations addressed
      // to it stay in their askers' history.
      await tx.update(readers).set({ userId: tombstoneId, name: '', photo: '', tagline: '', bio: '', available: false }).where(eq(readers.userId, userId))
      const ownAgentCodes = tx.select({ code: agents.code }).from(agents).where(eq(agents.userId, userId))
      const clearedFriend = await tx.update(referrals).set({ friendCode: null, friendBoundAt: null }).where(eq(referrals.friendCode, userId)).returning({ userId: referrals.userId })
      const clearedAgent = await tx.update(referrals).set({ agentCode: null, agentBoundAt: null }).where(inArray(referrals.agentCode, ownAgentCodes)).returning({ userId: referrals.userId })
      await tx.delete(referrals).where(and(sql`${referrals.agentCode} is null`, sql`${referrals.friendCode} is null`))
      const erasedFeedback = await tx.delete(feedback).where(eq(feedback.userId, userId)).returning({ id: feedback.id })
      // Cost and reliability figures stay true; they no longer say whose call or which reading it was.
      await tx.update(aiCalls).set({ userId: null, readingId: null }).where(eq(aiCalls.userId, userId))
      // Sessions, identities, openids, readings (follow-ups, holds, notes, look backs, reminders, shares), free uses,
      // refusals, journal settings, the own referral and agent record: by cascade.
      await tx.delete(users).where(eq(users.id, userId))
      return {
        orders: movedOrders.length,
        ledger: movedLedger.length,
        consultations: movedConsultations.length,
        feedback: erasedFeedback.length,
        referralsCleared: new Set([...clearedFriend, ...clearedAgent].map((row) => row.userId)).size,
      }
    })
  }

  /**
   * Tombstones deleted at or before `cutoff` that still hold money records, or nothing at all: at most `limit`.
   * A tombstone that only keeps consultations (a reader's count and stars) stays, holding nothing else.
   */
  private async expired(cutoff: Date, limit: number): Promise<string[]> {
    const holds = (table: typeof wallets | typeof ledger | typeof orders | typeof vipGrants | typeof refunds) => sql`exists (select 1 from ${table} where ${table.userId} = ${users.id})`
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNotNull(users.deletedAt),
          lte(users.deletedAt, cutoff),
          or(holds(wallets), holds(ledger), holds(orders), holds(vipGrants), holds(refunds), sql`not exists (select 1 from ${consultations} where ${consultations.userId} = ${users.id})`),
        ),
      )
      .limit(limit)
    return rows.map((row) => row.id)
  }

  /**
   * The retention is over: the money records of tombstones deleted at or before `cutoff` go (wallet and ledger
   * together, so they still agree), and the tombstone itself when no consultation keeps it. Every statement is
   * conditional on the tombstone still being past the cutoff, so instances sweeping at once do the work once.
   * Returns how many tombstones were swept.
   */
  async purgeTombstones(cutoff: Date, limit = 100): Promise<number> {
    let swept = 0
    for (const id of await this.expired(cutoff, limit)) {
      await this.db.transaction(async (tx) => {
        const still = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), isNotNull(users.deletedAt), lte(users.deletedAt, cutoff)))
          .for('update')
        if (still.length === 0) return
        await tx.delete(vipGrants).where(eq(vipGrants.userId, id))
        await tx.delete(refunds).where(eq(refunds.userId, id))
        await tx.delete(ledger).where(eq(ledger.userId, id))
        await tx.delete(wallets).where(eq(wallets.userId, id))
        await tx.delete(orders).where(eq(orders.userId, id))
        await tx.delete(users).where(and(eq(users.id, id), sql`not exists (select 1 from ${consultations} where ${consultations.userId} = ${id})`))
        swept += 1
      })
    }
    return swept
  }
}
