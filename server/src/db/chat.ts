import { randomUUID } from 'node:crypto'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { Database } from './client'
import { chatExchanges } from './schema'

export type ChatExchangeRow = typeof chatExchanges.$inferSelect
export type ClaimResult = { ok: true; exchange: ChatExchangeRow } | { ok: false; reason: 'busy' | 'limit' }

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/**
 * The only module touching follow-up exchanges. Every query is scoped to the
 * reading's owner. A turn is claimed before its answer is generated, so one
 * reading streams one answer at a time and never passes its cap.
 */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  /** The answered exchanges of a reading, oldest first. */
  async answered(userId: string, readingId: string): Promise<ChatExchangeRow[]> {
    return this.db
      .select()
      .from(chatExchanges)
      .where(and(eq(chatExchanges.userId, userId), eq(chatExchanges.readingId, readingId), eq(chatExchanges.status, 'answered')))
      .orderBy(asc(chatExchanges.seq))
  }

  async byClientKey(userId: string, readingId: string, clientKey: string): Promise<ChatExchangeRow | null> {
    const rows = await this.db
      .select()
      .from(chatExchanges)
      .where(and(eq(chatExchanges.userId, userId), eq(chatExchanges.readingId, readingId), eq(chatExchanges.clientKey, clientKey)))
      .limit(1)
    return rows[0] ?? null
  }

  /**
   * Takes the next turn of a reading at `now` (the service clock, the one `renew` and `staleBefore` use).
   * A pending turn older than `staleBefore` belonged to a process that died mid-answer and is cleared;
   * a fresh one means an answer is still streaming (busy). Two claims at once race on the unique
   * (reading, seq) index: one loses.
   */
  async claim(userId: string, readingId: string, message: string, clientKey: string | null, maxTurns: number, now: Date, staleBefore: Date): Promise<ClaimResult> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.delete(chatExchanges).where(and(eq(chatExchanges.readingId, readingId), eq(chatExchanges.status, 'pending'), lt(chatExchanges.createdAt, staleBefore)))
        const [state] = await tx
          .select({
            pending: sql<number>`count(*) filter (where ${chatExchanges.status} = 'pending')`.mapWith(Number),
            answered: sql<number>`count(*) filter (where ${chatExchanges.status} = 'answered')`.mapWith(Number),
            last: sql<number>`coalesce(max(${chatExchanges.seq}), 0)`.mapWith(Number),
          })
          .from(chatExchanges)
          .where(eq(chatExchanges.readingId, readingId))
        if ((state?.pending ?? 0) > 0) return { ok: false as const, reason: 'busy' as const }
        if ((state?.answered ?? 0) >= maxTurns) return { ok: false as const, reason: 'limit' as const }
        const [exchange] = await tx
          .insert(chatExchanges)
          .values({ id: randomUUID(), readingId, userId, seq: (state?.last ?? 0) + 1, status: 'pending', message, clientKey, createdAt: now })
          .returning()
        return { ok: true as const, exchange: exchange! }
      })
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'busy' }
      throw error
    }
  }

  /**
   * Keeps a pending turn alive while its answer streams: its `createdAt` moves to `now`, so `claim`
   * never clears it as abandoned (an answered turn's `createdAt` is thus at most one renewal after the ask).
   */
  async renew(id: string, now: Date): Promise<void> {
    await this.db
      .update(chatExchanges)
      .set({ createdAt: now })
      .where(and(eq(chatExchanges.id, id), eq(chatExchanges.status, 'pending')))
  }

  /** Records the delivered answer; the turn becomes part of the conversation. */
  async answer(id: string, answer: string, engine: string, cost: number): Promise<void> {
    await this.db
      .update(chatExchanges)
      .set({ status: 'answered', answer, engine, cost })
      .where(and(eq(chatExchanges.id, id), eq(chatExchanges.status, 'pending')))
  }

  /** Gives a turn back when its answer was not delivered: nothing half-written stays. */
  async release(id: string): Promise<void> {
    await this.db.delete(chatExchanges).where(and(eq(chatExchanges.id, id), eq(chatExchanges.status, 'pending')))
  }
}
