import type { Database } from './client'
import { feedback } from './schema'

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async add(entry: { id: string; userId: string | null; content: string; contact: string | null; language: string }): Promise<void> {
    await this.db.insert(feedback).values(entry)
  }
}
