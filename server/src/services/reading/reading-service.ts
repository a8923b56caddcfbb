import { isLanguage, type Language } from '@tarot/core/language'
import type { Catalogue } from '@tarot/core/spreads'
import type { FastifyBaseLogger } from 'fastify'
import type { ReadingRepository } from '../../db/readings'
import { message } from '../../lib/messages'
import type { ChargingService } from '../charging'
import type { AiWriter, AnswerStream } from '../interpreter/writer'
import { readingProblem } from '../interpreter/answer-check'

export type InterpretFailure = { error: 'notFound' | 'badRequest' | 'busy' | 'noAi' | 'noFreeLeft' } | { error: 'insufficientEnergy'; cost: number }

/** Either why the interpretation cannot start (nothing was taken), or the stream to run. */
export type InterpretStart = { ok: false; failure: InterpretFailure } | { ok: true; write: (stream: AnswerStream) => Promise<void> }

/**
 * A reading's AI interpretation and its money: one writer per reading, the charge reserved
 * before the text is written, the model call recorded, and the charge kept only when the
 * primary engine's reading is delivered (a fallback reading is free; nothing delivered, nothing taken).
 */
export class ReadingService {
  constructor(
    private readonly deps: {
      readings: ReadingRepository
      charging: ChargingService
      writer: AiWriter
      now: () => number
      catalogue: () => Catalogue
      /** How long a claim (and its hold) lasts without renewal when its process died mid-stream (HOLD_STALE_MS); a live stream renews it (`keepClaim`). */
      staleMs: number
    },
  ) {}

  /** The stored interpretation, for clients that cannot stream or lost the stream. */
  async stored(userId: string, readingId: string): Promise<{ text: string; engine: string | null } | null> {
    const reading = await this.deps.readings.get(userId, readingId)
    return reading?.interpretation ? { text: reading.interpretation, engine: reading.interpretationEngine } : null
  }

  /**
   * Claims the reading and reserves its charge; the returned `write` streams the interpretation
   * (`meta`, `delta`, `restart`, `done` or `error`) and settles. An interpretation already stored is
   * replayed, free — unless it is the built-in reader's, written because the model failed, and `retryModel` asks the
   * model again: then it is claimed and charged like a first interpretation, kept until the model's is delivered, and
   * left as it was (free) when the model fails again.
   */
  async interpret(userId: string, readingId: string, requestLanguage: Language, log: FastifyBaseLogger, payWith?: 'energy', retryModel = false): Promise<InterpretStart> {
    const { readings, charging, writer, staleMs } = this.deps
    const reading = await readings.get(userId, readingId)
    if (!reading) return { ok: false, failure: { error: 'notFound' } }
    const cards = reading.cards
    if (!cards) return { ok: false, failure: { error: 'badRequest' } }

    const stored = reading.interpretation
    const fallbackStored = stored !== null && writer.isFallback(reading.interpretationEngine)
    // Asking the model again writes over the fallback's text only; anything else stored stays.
    const replacing = retryModel && fallbackStored ? writer.fallbackEngine : undefined
    if (stored && !replacing) {
      return {
        ok: true,
        write: async (stream) => {
          await stream.send('meta', { engine: reading.interpretationEngine, stored: true, ...(fallbackStored ? { retryModel: true } : {}) })
          await stream.send('delta', { text: stored })
          await stream.send('done', { length: stored.length, charged: null })
        },
      }
    }

    // One writer per reading: a second request while the first streams is told to wait, and is never charged.
    const now = this.deps.now()
    const staleBefore = new Date(now - staleMs)
    // A stream that died left its hold and claim: settled now (refunded, claim let go), the same as the sweep would.
    await charging.settleAbandoned(reading.id, staleBefore, now)
    if (!(await readings.claimInterpretation(userId, reading.id, new Date(now), staleBefore, replacing))) return { ok: false, failure: { error: 'busy' } }
    // Reserve before generating, with its hold; what was reserved is given back unless the reading is delivered.
    const release = () => readings.releaseInterpretation(userId, reading.id)
    const reservation = await charging.reserveForClaim(release, async () => charging.reserve(userId, reading.id, reading.spreadId, await charging.nextAttempt(userId, reading.id), now, payWith))
    if (!reservation.ok) {
      if (reservation.reason === 'no-ai') return { ok: false, failure: { error: 'noAi' } }
      if (reservation.reason === 'no-free-left') return { ok: false, failure: { error: 'noFreeLeft' } }
      return { ok: false, failure: { error: 'insufficientEnergy', cost: reservation.cost ?? 0 } }
    }
    const charge = reservation.kind === 'energy' ? { energy: reservation.cost } : { free: true }
    const language = isLanguage(reading.language) ? reading.language : requestLanguage
    const input = { question: reading.question, language, spreadId: reading.spreadId, cards, catalogue: this.deps.catalogue() }

    return {
      ok: true,
      write: (client) =>
        charging.settleStream({
          reservation,
          // While this stream runs, the claim stays fresh: no second request takes the reading over as abandoned.
          claim: { renew: (at) => readings.renewInterpretation(userId, reading.id, at, replacing), release },
          writer,
          client,
          log,
          now: this.deps.now,
          staleMs,
          meta: { engine: writer.engine, stored: false, charged: charge },
          job: async () => ({
            kind: 'reading',
            owner: { userId, readingId: reading.id },
            run: (engine, signal, report) => engine.interpret(input, signal, report),
            check: (text) => readingProblem(input, text),
          }),
          store: (answer) => readings.storeInterpretation(userId, reading.id, answer.text, answer.engine, replacing),
          // The reading the user paid for is the primary engine's; a fallback reading is free, and may be asked of the model again.
          done: (answer, charged) => ({ length: answer.text.length, engine: answer.engine, charged: charged ? charge : null, ...(answer.fellBack ? { retryModel: true } : {}) }),
          failure: { message: message('unknownServerError', requestLanguage), log: 'interpretation failed' },
        }),
    }
  }
}
