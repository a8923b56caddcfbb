import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from './client'
import { questionRefusals } from './schema'

/** Questions the check refused, per user, shared by every server instance on the database. */
export class QuestionRefusalRepository {
  constructor(private readonly db: Database) {}

  async add(entry: { id: string; userId: string; createdAt: Date }): Promise<void> {
    await this.db.insert(questionRefusals).values(entry)
  }

  /** When the user's questions were refused since `since`, oldest first. */
  async refusedSince(userId: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: questionRefusals.createdAt })
      .from(questionRefusals)
      .where(and(eq(questionRefusals.userId, userId), gte(questionRefusals.createdAt, since)))
      .orderBy(asc(questionRefusals.createdAt))
    return rows.map((row) => row.createdAt)
  }

  /** Deletes refusals older than `before` (they no longer count). */
  async deleteBefore(before: Date): Promise<void> {
    await this.db.delete(questionRefusals).where(lt(questionRefusals.createdAt, before))
  }
}
