import type { AiCallRecord, AiCallRepository } from '../../db/ai-calls'
import type { Generation } from '../interpreter/generate'
import { PROMPT_VERSION } from '../interpreter/prompt'

/** Whose call it was: the user, and the reading it was for (none for a question check). */
export interface AiCallOwner {
  userId: string
  readingId?: string | null
}

/**
 * The one place a model call is written down (`ai_calls`), for cost and reliability figures:
 * readings and follow-ups through `generation`, anything else through `record`.
 */
export class AiCallRecorder {
  constructor(private readonly calls: AiCallRepository) {}

  async record(call: AiCallRecord): Promise<void> {
    await this.calls.record(call)
  }

  /** The primary engine's part of a reading or follow-up (the offline fallback costs nothing and is not a call). */
  async generation(kind: 'reading' | 'chat', owner: AiCallOwner, primary: Generation['primary']): Promise<void> {
    await this.record({
      userId: owner.userId,
      readingId: owner.readingId ?? null,
      kind,
      engine: primary.name,
      model: primary.report.model ?? null,
      promptVersion: PROMPT_VERSION,
      outcome: primary.outcome,
      promptTokens: primary.report.usage?.promptTokens ?? null,
      completionTokens: primary.report.usage?.completionTokens ?? null,
      durationMs: primary.durationMs,
    })
  }
}
