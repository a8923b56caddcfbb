import { asc, gte, sql } from 'drizzle-orm'
import type { Database } from './client'
import { safetyFlags } from './schema'

/** Counts of flagged questions per day and kind; no question, no user. */
export class SafetyFlagRepository {
  constructor(private readonly db: Database) {}

  async count(day: string, kind: string): Promise<void> {
    await this.db
      .insert(safetyFlags)
      .values({ day, kind, count: 1 })
      .onConflictDoUpdate({ target: [safetyFlags.day, safetyFlags.kind], set: { count: sql`${safetyFlags.count} + 1` } })
  }

  async since(day: string): Promise<{ day: string; kind: string; count: number }[]> {
    return this.db.select().from(safetyFlags).where(gte(safetyFlags.day, day)).orderBy(asc(safetyFlags.day), asc(safetyFlags.kind))
  }
}
