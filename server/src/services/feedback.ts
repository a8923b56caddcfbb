import { randomUUID } from 'node:crypto'
import type { Language } from '@tarot/core/language'
import type { FeedbackRepository } from '../db/feedback'

/** Feedback from the about page, kept for the operator; guests may send it too. */
export class FeedbackService {
  constructor(private readonly feedback: FeedbackRepository) {}

  /** Keeps one message (an empty contact is none); its id. */
  async send(userId: string | null, entry: { content: string; contact?: string | null | undefined }, language: Language): Promise<string> {
    const id = randomUUID()
    await this.feedback.add({ id, userId, content: entry.content, contact: entry.contact || null, language })
    return id
  }
}
