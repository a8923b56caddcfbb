import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import type { Database } from './client'
import { feedback } from './schema'

export type FeedbackRow = typeof feedback.$inferSelect

/** Feedback from the about page, and the back office's replies: the only module touching those rows. */
export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(entry: { id: string; userId: string | null; content: string; contact: string | null; language: string }): Promise<void> {
    await this.db.insert(feedback).values(entry)
  }

  async get(id: string): Promise<FeedbackRow | null> {
    const [row] = await this.db.select().from(feedback).where(eq(feedback.id, id)).limit(1)
    return row ?? null
  }

  async list(filter: { status?: FeedbackRow['status'] | undefined; assignedTo?: string | undefined }, page: number, pageSize: number): Promise<{ list: FeedbackRow[]; hasNext: boolean }> {
    const where: SQL[] = []
    if (filter.status) where.push(eq(feedback.status, filter.status))
    if (filter.assignedTo) where.push(eq(feedback.assignedTo, filter.assignedTo))
    const rows = await this.db
      .select()
      .from(feedback)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
    return { list: rows.slice(0, pageSize), hasNext: rows.length > pageSize }
  }

  /** Changes an item and audits the change in one transaction; null when there is no such item or `when` refuses it. */
  async change(
    id: string,
    patch: Partial<Pick<FeedbackRow, 'status' | 'assignedTo' | 'reply' | 'repliedAt' | 'repliedBy' | 'replySeenAt'>>,
    audit: (before: FeedbackRow, after: FeedbackRow) => NewAuditEntry,
    when: (row: FeedbackRow) => boolean = () => true,
  ): Promise<FeedbackRow | 'refused' | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update')
      if (!before) return null
      if (!when(before)) return 'refused' as const
      const [after] = await tx.update(feedback).set(patch).where(eq(feedback.id, id)).returning()
      await AuditLogRepository.recordIn(tx, audit(before, after!))
      return after!
    })
  }

  /** What the person sent and our replies, newest first. */
  async mine(userId: string, limit: number): Promise<FeedbackRow[]> {
    return this.db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt)).limit(limit)
  }

  async unread(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), isNotNull(feedback.reply), isNull(feedback.replySeenAt)))
    return Number(row?.n ?? 0)
  }

  async markSeen(userId: string, now: Date): Promise<void> {
    await this.db
      .update(feedback)
      .set({ replySeenAt: now })
      .where(and(eq(feedback.userId, userId), isNotNull(feedback.reply), isNull(feedback.replySeenAt)))
  }
}
