import { randomBytes, randomUUID } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import type { QuestionCheckData } from '@tarot/contracts/question'
import type { DrawRequest, PhysicalRequest, ReadingList, ReadingView } from '@tarot/contracts/readings'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import type { Language } from '@tarot/core/language'
import { understandQuestion } from '@tarot/core/reading/question-intent'
import { type Catalogue, positionCount, spreadSource } from '@tarot/core/spreads'
import { validateCardInput, validateQuestion } from '@tarot/core/validation'
import type * as z from 'zod/mini'
import type { ReadingRepository, ReadingRow } from '../../db/readings'
import { DomainError, found } from '../../lib/domain-error'
import { message, validationMessage } from '../../lib/messages'
import { questionRefusal } from '../question-check/refusal'

const PAGE_SIZE = 20

/** Whether `list` begins with `start`. */
const startsWith = (list: readonly number[], start: readonly number[]) => start.every((p, i) => list[i] === p)

/** A text already in the caller's language, as a bad request. */
const badRequest = (text?: string) => DomainError.badRequest(text === undefined ? undefined : () => text)

export function readingView(row: ReadingRow, catalogue: Catalogue): ReadingView {
  return {
    id: row.id,
    spreadId: row.spreadId,
    question: row.question,
    language: row.language,
    mode: row.mode,
    status: row.status,
    commitment: row.commitment,
    // Revealed only after the pick: before it, the seed would tell which card lies where.
    serverSeed: row.status === 'drawing' ? null : row.serverSeed,
    clientSeed: row.clientSeed,
    picks: row.picks,
    cards: row.cards,
    positions: positionCount(catalogue, row.spreadId),
    createdAt: row.createdAt.toISOString(),
    savedAt: row.savedAt ? row.savedAt.toISOString() : null,
    interpreted: row.interpretation !== null,
  }
}

/**
 * Readings and their cards: a digital draw sealed by commit–reveal (the server seed drawn here, its commitment shown
 * before the pick), physical cards entered from one's own deck, the picks kept as they are made, save, list and
 * delete — each only on the caller's own readings; another user's reading is simply not found. Refusals are thrown
 * as `DomainError`s: nothing is written when one is.
 */
export class DrawService {
  constructor(
    private readonly deps: {
      readings: ReadingRepository
      /** The spread catalogue in force. */
      catalogue: () => Catalogue
      now: () => number
    },
  ) {}

  private view(row: ReadingRow): ReadingView {
    return readingView(row, this.deps.catalogue())
  }

  /**
   * Refuses starting a reading on a spread that does not exist or with a question that is not one. A question the
   * question check refuses (crisis, sensitive, unsuitable) is refused here too, whatever the client did: `400001` in
   * HTTP 400 with the verdict in `data`.
   */
  private checkStart(spreadId: string, question: string, language: Language, region: string | null): void {
    if (!spreadSource(this.deps.catalogue(), spreadId)) throw badRequest()
    const questionError = validateQuestion(question, language)
    const refusal = questionError === 'question.empty' ? null : questionRefusal(question, language, region)
    // A crisis is answered with care even when the text is too short or too long for a question.
    if (questionError && refusal?.verdict !== 'crisis') throw badRequest(validationMessage(questionError, language))
    if (refusal) throw new DomainError(ResultCode.questionRefused, () => refusal.message ?? message('badRequest', language), { status: 400, data: refusal })
  }

  /** What every new reading starts with, whichever way its cards come. */
  private newReading(userId: string, body: { spreadId: string; question: string; clientKey?: string | null | undefined }, language: Language) {
    const question = body.question.trim()
    // The topic is kept so the journal's insights can count topics in the database.
    return { id: randomUUID(), userId, spreadId: body.spreadId, question, language, clientKey: body.clientKey ?? null, topic: understandQuestion(question).topic }
  }

  /** A digital draw, sealed: `drawing`, with the commitment of a fresh server seed. A retry with the same client key finds the same reading. */
  async startDraw(userId: string, body: z.infer<typeof DrawRequest>, language: Language, region: string | null): Promise<ReadingView> {
    this.checkStart(body.spreadId, body.question, language, region)
    const serverSeed = seedFromBytes(randomBytes(32))
    const { reading } = await this.deps.readings.create({ ...this.newReading(userId, body, language), mode: 'draw', status: 'drawing', serverSeed, commitment: commitmentOf(serverSeed) })
    return this.view(reading)
  }

  /** A reading `drawn` from the user's own cards, one per position. */
  async enterPhysical(userId: string, body: z.infer<typeof PhysicalRequest>, language: Language, region: string | null): Promise<ReadingView> {
    this.checkStart(body.spreadId, body.question, language, region)
    const cardError = validateCardInput(body.cards, positionCount(this.deps.catalogue(), body.spreadId))
    if (cardError) throw badRequest(validationMessage(cardError, language))
    const { reading } = await this.deps.readings.create({
      ...this.newReading(userId, body, language),
      mode: 'physical',
      status: 'drawn',
      cards: body.cards.map((c) => ({ id: c.id!, orientation: c.orientation! })),
    })
    return this.view(reading)
  }

  /** The pick: the cards drawn from the sealed seed and the caller's own randomness. A repeated pick returns the cards already drawn. */
  async pick(userId: string, id: string, picks: number[], clientSeed = ''): Promise<ReadingView> {
    const { readings } = this.deps
    const reading = found(await readings.get(userId, id))
    if (reading.status !== 'drawing') return this.view(reading) // a retried pick: the cards are already drawn
    if (picks.length !== positionCount(this.deps.catalogue(), reading.spreadId)) throw badRequest()
    // The cards picked before a reload stay where they were.
    if (!startsWith(picks, reading.picks ?? [])) throw badRequest()
    const drawn = drawCards({ serverSeed: reading.serverSeed!, clientSeed, picks })
    if (!drawn.ok) throw badRequest()
    const updated = await readings.completeDraw(userId, reading.id, picks, clientSeed, drawn.cards)
    return this.view(updated ?? (await readings.get(userId, reading.id))!)
  }

  /** The picks so far, kept with the sealed draw; a card once picked stays picked. A reading already drawn is answered as it is. */
  async keepPicks(userId: string, id: string, picks: number[]): Promise<ReadingView> {
    const { readings } = this.deps
    const reading = found(await readings.get(userId, id))
    if (reading.status !== 'drawing') return this.view(reading)
    const kept = reading.picks ?? []
    if (picks.length >= positionCount(this.deps.catalogue(), reading.spreadId) || new Set(picks).size !== picks.length) throw badRequest()
    // A request overtaken by a later one (fewer picks, the same so far) changes nothing; a different card in a kept place is refused.
    if (picks.length <= kept.length) {
      if (startsWith(kept, picks)) return this.view(reading)
      throw badRequest()
    }
    if (!startsWith(picks, kept)) throw badRequest()
    const updated = await readings.keepPicks(userId, reading.id, picks)
    return this.view(updated ?? (await readings.get(userId, reading.id))!)
  }

  /** Saves a drawn reading (again: the same record). */
  async save(userId: string, id: string): Promise<ReadingView> {
    const reading = found(await this.deps.readings.save(userId, id, new Date(this.deps.now())))
    if (reading.status === 'drawing') throw badRequest()
    return this.view(reading)
  }

  /** The question check's verdict on a reading's question as its rules stand now (whenever the reading was made), or null when it passes or there is no such reading. */
  async refusedQuestion(userId: string, id: string, language: Language, region: string | null): Promise<QuestionCheckData | null> {
    const reading = await this.deps.readings.get(userId, id)
    return reading ? questionRefusal(reading.question, language, region) : null
  }

  async get(userId: string, id: string): Promise<ReadingView> {
    return this.view(found(await this.deps.readings.get(userId, id)))
  }

  /** Saved readings, newest first, a page of 20. */
  async listSaved(userId: string, page: number): Promise<z.infer<typeof ReadingList>> {
    const { list, hasMore } = await this.deps.readings.listSaved(userId, page, PAGE_SIZE)
    return { list: list.map((row) => this.view(row)), page, pageSize: PAGE_SIZE, hasMore }
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.deps.readings.delete(userId, id))) throw DomainError.notFound()
  }
}
