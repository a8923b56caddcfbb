import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from './client'
import { consultations, readers, users } from './schema'

export type ReaderRow = typeof readers.$inferSelect
export type NewReader = typeof readers.$inferInsert

/** What the marketplace shows beside a reader, from their consultations. */
export interface ReaderStats {
  /** Mean of the review ratings, one decimal; null before the first review. */
  rating: number | null
  reviewCount: number
  /** Consultations completed or reviewed: the ones whose hold was released to the reader. */
  completedOrders: number
  earnedEnergy: number
  /** Answered, not released yet: the reader's once the asker confirms, or by itself when the completion window ends. */
  pendingEnergy: number
}

export interface ReaderReviewRow {
  userId: string
  rating: number
  text: string
  reviewedAt: Date
}

const NO_STATS: ReaderStats = { rating: null, reviewCount: 0, completedOrders: 0, earnedEnergy: 0, pendingEnergy: 0 }

/** The only module touching `readers`; it also reads the marketplace's figures (ratings, reviews) from their consultations. */
export class ReaderRepository {
  constructor(private readonly db: Database) {}

  async create(row: NewReader): Promise<ReaderRow> {
    const inserted = await this.db.insert(readers).values(row).returning()
    return inserted[0]!
  }

  async update(id: string, patch: Partial<Pick<ReaderRow, 'available' | 'priceEnergy' | 'responseHours' | 'sort' | 'name' | 'photo' | 'tagline' | 'bio'>>): Promise<ReaderRow | null> {
    const rows = await this.db.update(readers).set(patch).where(eq(readers.id, id)).returning()
    return rows[0] ?? null
  }

  async get(id: string): Promise<ReaderRow | null> {
    const rows = await this.db.select().from(readers).where(eq(readers.id, id)).limit(1)
    return rows[0] ?? null
  }

  async byUserId(userId: string): Promise<ReaderRow | null> {
    const rows = await this.db.select().from(readers).where(eq(readers.userId, userId)).limit(1)
    return rows[0] ?? null
  }

  /** Whether a user may become a reader (the operator's command checks): a signed-in account that still exists. */
  async canBecomeReader(userId: string): Promise<boolean> {
    const rows = await this.db.select({ kind: users.kind, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1)
    return rows[0]?.kind === 'user' && rows[0].deletedAt === null
  }

  /** Every reader, for the operator. */
  async listAll(): Promise<ReaderRow[]> {
    return this.db.select().from(readers).orderBy(asc(readers.sort), asc(readers.createdAt))
  }

  /** Readers taking orders, optionally only those with a specialty; in the operator's order (ratings break ties in the caller). */
  async listAvailable(topic?: string): Promise<ReaderRow[]> {
    const conditions = [eq(readers.available, true)]
    if (topic) conditions.push(sql`${readers.specialties} @> ${JSON.stringify([topic])}::jsonb`)
    return this.db
      .select()
      .from(readers)
      .where(and(...conditions))
      .orderBy(asc(readers.sort), asc(readers.createdAt))
  }

  async stats(readerIds: string[]): Promise<Map<string, ReaderStats>> {
    const result = new Map<string, ReaderStats>(readerIds.map((id) => [id, { ...NO_STATS }]))
    if (readerIds.length === 0) return result
    const released = sql`${consultations.status} in ('completed', 'reviewed')`
    const rows = await this.db
      .select({
        readerId: consultations.readerId,
        ratingSum: sql<string | null>`sum(${consultations.reviewRating}) filter (where ${consultations.status} = 'reviewed')`,
        reviewCount: sql<string>`count(*) filter (where ${consultations.status} = 'reviewed')`,
        completedOrders: sql<string>`count(*) filter (where ${released})`,
        earnedEnergy: sql<string | null>`sum(${consultations.priceEnergy}) filter (where ${released})`,
        pendingEnergy: sql<string | null>`sum(${consultations.priceEnergy}) filter (where ${consultations.status} = 'answered')`,
      })
      .from(consultations)
      .where(inArray(consultations.readerId, readerIds))
      .groupBy(consultations.readerId)
    for (const row of rows) {
      const reviewCount = Number(row.reviewCount)
      result.set(row.readerId, {
        rating: reviewCount > 0 ? Math.round((Number(row.ratingSum) / reviewCount) * 10) / 10 : null,
        reviewCount,
        completedOrders: Number(row.completedOrders),
        earnedEnergy: Number(row.earnedEnergy ?? 0),
        pendingEnergy: Number(row.pendingEnergy ?? 0),
      })
    }
    return result
  }

  /** The newest reviews of a reader; a review's time is when the consultation closed with it. */
  async latestReviews(readerId: string, limit: number): Promise<ReaderReviewRow[]> {
    const rows = await this.db
      .select({
        userId: consultations.userId,
        rating: consultations.reviewRating,
        text: consultations.reviewText,
        held: consultations.reviewModeration,
        reviewedAt: consultations.closedAt,
        createdAt: consultations.createdAt,
      })
      .from(consultations)
      .where(and(eq(consultations.readerId, readerId), eq(consultations.status, 'reviewed')))
      .orderBy(desc(consultations.closedAt), desc(consultations.id))
      .limit(limit)
    // A review text held for content review (or rejected) is not shown; its stars are.
    return rows.map((row) => ({ userId: row.userId, rating: row.rating ?? 0, text: row.held ? '' : (row.text ?? ''), reviewedAt: row.reviewedAt ?? row.createdAt }))
  }
}
