import { and, asc, count, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from './client'
import { readings, shares } from './schema'

export type ShareRow = typeof shares.$inferSelect
export type NewShare = typeof shares.$inferInsert

/** A share with the reading it shows, as the public page reads it. */
export interface SharedReadingRow {
  share: ShareRow
  reading: typeof readings.$inferSelect
}

/** The only module touching shares. The owner's calls are scoped to the owner; the public read is by id alone. */
export class ShareRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds a share unless the reading already has `max` (revoked ones count: revoking and sharing again makes rows
   * too). The reading's row is locked for the count, so parallel requests cannot both take the last place.
   */
  async createWithin(row: NewShare, max: number): Promise<ShareRow | 'full'> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: readings.id }).from(readings).where(eq(readings.id, row.readingId)).for('update')
      const [made] = await tx.select({ n: count() }).from(shares).where(eq(shares.readingId, row.readingId))
      if ((made?.n ?? 0) >= max) return 'full' as const
      const rows = await tx.insert(shares).values(row).returning()
      return rows[0]!
    })
  }

  /** The owner's shares, newest first, revoked ones included (so the owner sees what they turned off). */
  async listOwn(userId: string): Promise<(ShareRow & { spreadId: string })[]> {
    const rows = await this.db
      .select({ share: shares, spreadId: readings.spreadId })
      .from(shares)
      .innerJoin(readings, eq(readings.id, shares.readingId))
      .where(eq(shares.userId, userId))
      .orderBy(desc(shares.createdAt), desc(shares.id))
      .limit(200)
    return rows.map((r) => ({ ...r.share, spreadId: r.spreadId }))
  }

  /** Revokes one of the owner's shares; revoking again is harmless (the first time stays). Null when not theirs. */
  async revoke(userId: string, id: string, now: Date): Promise<ShareRow | null> {
    const updated = await this.db
      .update(shares)
      .set({ revokedAt: now })
      .where(and(eq(shares.id, id), eq(shares.userId, userId), isNull(shares.revokedAt)))
      .returning()
    if (updated[0]) return updated[0]
    const existing = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.id, id), eq(shares.userId, userId)))
      .limit(1)
    return existing[0] ?? null
  }

  /** Shares whose included question is held for an operator, with the question, oldest first (docs/content-security.md). */
  async heldQuestions(limit = 200): Promise<{ id: string; question: string; note: string | null; createdAt: Date }[]> {
    return this.db
      .select({ id: shares.id, question: readings.question, note: shares.moderationNote, createdAt: shares.createdAt })
      .from(shares)
      .innerJoin(readings, eq(readings.id, shares.readingId))
      .where(and(eq(shares.questionModeration, 'under_review'), isNull(shares.revokedAt)))
      .orderBy(asc(shares.createdAt))
      .limit(limit)
  }

  /** An operator's decision on a held question: shown (`null`) or rejected (never shown); false when it was not held. */
  async decideQuestion(id: string, decision: null | 'rejected'): Promise<boolean> {
    const rows = await this.db
      .update(shares)
      .set({ questionModeration: decision })
      .where(and(eq(shares.id, id), eq(shares.questionModeration, 'under_review')))
      .returning({ id: shares.id })
    return rows.length === 1
  }

  /** Anyone's share by its id, with its reading: the public page decides what of it to show. */
  async getWithReading(id: string): Promise<SharedReadingRow | null> {
    const rows = await this.db.select({ share: shares, reading: readings }).from(shares).innerJoin(readings, eq(readings.id, shares.readingId)).where(eq(shares.id, id)).limit(1)
    return rows[0] ?? null
  }
}
