import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from './client'
import { readings, shareReports, shares } from './schema'

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

  /**
   * A report of a live shared page: kept once per share and reporter, and the share marked as waiting for an operator
   * (from the first report since the last look). False when there is no such live share.
   */
  async report(id: string, entry: { reason: (typeof shareReports.$inferInsert)['reason']; note: string | null; reporterKey: string }, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [share] = await tx
        .select({ id: shares.id })
        .from(shares)
        .where(and(eq(shares.id, id), isNull(shares.revokedAt)))
        .for('update')
      if (!share) return false
      await tx
        .insert(shareReports)
        .values({ id: randomUUID(), shareId: id, ...entry, createdAt: now })
        .onConflictDoNothing()
      await tx
        .update(shares)
        .set({ reportedAt: now })
        .where(and(eq(shares.id, id), isNull(shares.reportedAt)))
      return true
    })
  }

  /** Live shares with a report waiting, oldest first, with what their reporters said and what the page shows of the question. */
  async reported(limit = 200) {
    const rows = await this.db
      .select({
        id: shares.id,
        reportedAt: shares.reportedAt,
        question: sql<string | null>`case when ${shares.includeQuestion} and ${shares.questionModeration} is null then ${readings.question} else null end`,
        reasons: sql<string>`(select string_agg(${shareReports.reason} || coalesce(': ' || ${shareReports.note}, ''), ' | ' order by ${shareReports.createdAt}) from ${shareReports} where ${shareReports.shareId} = ${shares.id} and ${shareReports.createdAt} >= ${shares.reportedAt})`,
      })
      .from(shares)
      .innerJoin(readings, eq(readings.id, shares.readingId))
      .where(and(isNotNull(shares.reportedAt), isNull(shares.revokedAt)))
      .orderBy(asc(shares.reportedAt))
      .limit(limit)
    return rows.map((row) => ({ ...row, reportedAt: row.reportedAt! }))
  }

  /** An operator's decision on a reported page: kept up (the reports are cleared) or taken down (it answers as revoked). */
  async decideReport(id: string, takeDown: boolean, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(shares)
      .set(takeDown ? { reportedAt: null, takenDownAt: now, revokedAt: now } : { reportedAt: null })
      .where(and(eq(shares.id, id), isNotNull(shares.reportedAt), isNull(shares.revokedAt)))
      .returning({ id: shares.id })
    return rows.length === 1
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
