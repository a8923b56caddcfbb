import { randomUUID } from 'node:crypto'
import { desc } from 'drizzle-orm'
import type { Database } from './client'
import { aiCalls } from './schema'

export type AiCallRecord = Omit<typeof aiCalls.$inferInsert, 'id' | 'createdAt'>

/** The only module touching ai_calls: one row per model call, for cost and reliability figures. */
export class AiCallRepository {
  constructor(private readonly db: Database) {}

  async record(call: AiCallRecord): Promise<void> {
    await this.db.insert(aiCalls).values({ id: randomUUID(), ...call })
  }

  /** The latest calls, newest first (operations and tests). */
  async latest(limit = 20) {
    return this.db.select().from(aiCalls).orderBy(desc(aiCalls.createdAt)).limit(limit)
  }
}
