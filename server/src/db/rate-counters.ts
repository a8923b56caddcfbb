import { lte, sql } from 'drizzle-orm'
import type { Database } from './client'
import { rateCounters } from './schema'

/** Request counts in fixed time windows, shared by every server instance on the database. */
export class RateCounterRepository {
  constructor(private readonly db: Database) {}

  /** Counts one more request for `key` in the window starting at `windowStart`; answers the window's count so far. */
  async increment(key: string, windowStart: Date, expiresAt: Date): Promise<number> {
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, windowStart, count: 1, expiresAt })
      .onConflictDoUpdate({ target: [rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
      .returning({ count: rateCounters.count })
    return row!.count
  }

  /** Deletes the windows that have ended by `now`. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(rateCounters).where(lte(rateCounters.expiresAt, now))
  }
}
