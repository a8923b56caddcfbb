import type { QuestionCheckData } from '@tarot/contracts/question'
import { isLanguage, type Language } from '@tarot/core/language'
import { screenFollowUp } from '@tarot/core/question-check'
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from '../../config'
import type { ChatExchangeRow, ChatRepository } from '../../db/chat'
import type { ReadingRepository } from '../../db/readings'
import { message } from '../../lib/messages'
import { verdictAnswer } from '../../lib/question-messages'
import type { ChargingService } from '../charging'
import type { AiWriter, AnswerStream } from '../interpreter/writer'
import { followUpProblem } from '../interpreter/answer-check'
import type { Catalogue } from '@tarot/core/spreads'

/** Chat's prices (spec §4): the first follow-ups of a reading are free, later ones cost energy, up to a cap. */
export type ChatPricing = Pick<ServerConfig['pricing'], 'chatFreePerReading' | 'chatCost' | 'chatMaxPerReading'>

/** What the next follow-up would cost, and how many are left. */
export interface Allowance {
  left: number
  freeLeft: number
  nextCost: number | null
}

export interface TurnView {
  seq: number
  message: string
  answer: string
  engine: string | null
  cost: number
  createdAt: string
}

export type ChatFailure = { error: 'notFound' | 'needsReading' | 'busy' | 'limit' } | { error: 'insufficientEnergy'; cost: number }

/** What asking leads to: refused (nothing taken), a screening answer in place of a follow-up, or the stream to run. */
export type AskResult = { kind: 'refused'; failure: ChatFailure } | { kind: 'screened'; answer: QuestionCheckData } | { kind: 'stream'; write: (stream: AnswerStream) => Promise<void> }

const turnView = (row: ChatExchangeRow): TurnView => ({ seq: row.seq, message: row.message, answer: row.answer ?? '', engine: row.engine, cost: row.cost, createdAt: row.createdAt.toISOString() })

/**
 * Follow-up chat on a reading, open once its AI text exists: the price of each turn, the turn
 * claimed so one answer streams at a time, the energy reserved through the charging service,
 * the model call recorded, and the charge kept only for the primary engine's delivered answer.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      chat: ChatRepository
      readings: ReadingRepository
      charging: ChargingService
      writer: AiWriter
      pricing: ChatPricing
      now: () => number
      catalogue: () => Catalogue
      /** A turn (and its hold) claimed by a process that died is given up after this long (HOLD_STALE_MS); a live stream renews it (`keepClaim`). */
      staleMs: number
    },
  ) {}

  /** What the next follow-up would cost, and how many are left, after `answered` turns. */
  allowance(answered: number): Allowance {
    const { chatMaxPerReading, chatFreePerReading, chatCost } = this.deps.pricing
    const left = Math.max(0, chatMaxPerReading - answered)
    const freeLeft = Math.max(0, Math.min(left, chatFreePerReading - answered))
    return { left, freeLeft, nextCost: left === 0 ? null : freeLeft > 0 ? 0 : chatCost }
  }

  /** The price of the turn numbered `seq` (from 1). */
  private costOf(seq: number): number {
    return seq <= this.deps.pricing.chatFreePerReading ? 0 : this.deps.pricing.chatCost
  }

  /** The conversation so far and what the next follow-up costs; null when the reading is not the user's. */
  async conversation(userId: string, readingId: string): Promise<({ open: boolean; turns: TurnView[] } & Allowance) | null> {
    const reading = await this.deps.readings.get(userId, readingId)
    if (!reading) return null
    const turns = await this.deps.chat.answered(userId, reading.id)
    return { open: reading.interpretation !== null, turns: turns.map(turnView), ...this.allowance(turns.length) }
  }

  async ask(
    userId: string,
    readingId: string,
    request: { message: string; clientKey?: string | undefined },
    requestLanguage: Language,
    log: FastifyBaseLogger,
    region: string | null = null,
  ): Promise<AskResult> {
    const { chat, readings, charging, writer } = this.deps
    const reading = await readings.get(userId, readingId)
    if (!reading) return { kind: 'refused', failure: { error: 'notFound' } }
    const interpretation = reading.interpretation
    const cards = reading.cards
    if (!interpretation || !cards) return { kind: 'refused', failure: { error: 'needsReading' } }

    const text = request.message.trim()
    const clientKey = request.clientKey ?? null
    // A retried send that was already answered gets the same answer again, at no further cost.
    if (clientKey) {
      const earlier = await chat.byClientKey(userId, reading.id, clientKey)
      if (earlier?.status === 'answered') {
        return {
          kind: 'stream',
          write: async (stream) => {
            await stream.send('meta', { engine: earlier.engine, stored: true, seq: earlier.seq })
            await stream.send('delta', { text: earlier.answer })
            await stream.send('done', { length: earlier.answer?.length ?? 0, charged: null })
          },
        }
      }
    }

    // Crisis language, sensitive topics and unsuitable asks get the same care as on the ask page, and a request for
    // something other than the reading (code, an essay, a translation) a kind no; nothing is spent.
    const screen = screenFollowUp(text)
    if (screen.kind !== 'ok') {
      return { kind: 'screened', answer: verdictAnswer(screen, requestLanguage, region) }
    }

    const now = this.deps.now()
    const staleBefore = new Date(now - this.deps.staleMs)
    // A paid turn whose stream died is refunded and freed now, the same as the sweep would; a free one is cleared by the claim.
    await charging.settleAbandoned(reading.id, staleBefore, now)
    const claim = await chat.claim(userId, reading.id, text, clientKey, this.deps.pricing.chatMaxPerReading, new Date(now), staleBefore)
    if (!claim.ok) return { kind: 'refused', failure: { error: claim.reason } }
    const turn = claim.exchange
    const cost = this.costOf(turn.seq)
    const release = () => chat.release(turn.id)
    const reservation = await charging.reserveForClaim(release, () => charging.reserveEnergy(userId, reading.id, cost, 'chat', `chat:${turn.id}`, turn.id, now))
    if (!reservation.ok) return { kind: 'refused', failure: { error: 'insufficientEnergy', cost } }
    const language = isLanguage(reading.language) ? reading.language : requestLanguage

    return {
      kind: 'stream',
      write: (client) =>
        charging.settleStream({
          reservation,
          // While this answer streams, its turn stays claimed: the next follow-up is told to wait, never replaces it.
          claim: { renew: (at) => chat.renew(turn.id, at), release },
          writer,
          client,
          log,
          now: this.deps.now,
          staleMs: this.deps.staleMs,
          meta: { engine: writer.engine, stored: false, seq: turn.seq, charged: cost > 0 ? { energy: cost } : { free: true } },
          job: async () => {
            const history = (await chat.answered(userId, reading.id)).map((t) => ({ message: t.message, answer: t.answer ?? '' }))
            const input = { question: reading.question, language, spreadId: reading.spreadId, cards, interpretation, history, message: text, catalogue: this.deps.catalogue() }
            return {
              kind: 'chat',
              owner: { userId, readingId: reading.id },
              run: (engine, signal, report) => engine.followUp(input, signal, report),
              check: (answer) => followUpProblem(input, answer),
            }
          },
          // A fallback answer is free: the user paid for the model's.
          store: (answer) => chat.answer(turn.id, answer.text, answer.engine, answer.fellBack ? 0 : cost),
          done: (answer, charged) => {
            const paid = charged ? cost : 0
            return { length: answer.text.length, engine: answer.engine, seq: turn.seq, charged: paid > 0 ? { energy: paid } : cost > 0 ? null : { free: true }, ...this.allowance(turn.seq) }
          },
          failure: { message: message('chatFailed', requestLanguage), log: 'follow-up failed' },
        }),
    }
  }
}
