import { randomUUID } from 'node:crypto'
import { REJECTION_WINDOW_MS, pauseEndsAt } from '@tarot/core/question-check'
import type { QuestionRefusalRepository } from '../../db/question-refusals'

/**
 * The refused-question counter behind "Too many error attempts" (five refusals in thirty minutes, the rule in
 * `@tarot/core/question-check`), kept in the database so every server instance sees the same count.
 */
export class RefusedQuestions {
  constructor(
    private readonly refusals: QuestionRefusalRepository,
    private readonly now: () => number,
  ) {}

  /** When the user may ask again, if too many of their questions were refused lately to be checked now; else null. */
  async pausedUntil(userId: string): Promise<Date | null> {
    const now = this.now()
    const recent = await this.refusals.refusedSince(userId, new Date(now - REJECTION_WINDOW_MS))
    const ends = pauseEndsAt(
      recent.map((at) => at.getTime()),
      now,
    )
    return ends === null ? null : new Date(ends)
  }

  async record(userId: string): Promise<void> {
    await this.refusals.add({ id: randomUUID(), userId, createdAt: new Date(this.now()) })
  }

  /** Forgets refusals that no longer count. */
  async prune(): Promise<void> {
    await this.refusals.deleteBefore(new Date(this.now() - REJECTION_WINDOW_MS))
  }
}
