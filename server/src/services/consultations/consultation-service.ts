import { randomUUID } from 'node:crypto'
import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import type { ConsultationView, CreateConsultationRequest, ReadingContext } from '@tarot/contracts/readers'
import type { FastifyBaseLogger } from 'fastify'
import type { ConsultationRecord, ConsultationRepository, ReaderRepository } from '../db/readers'
import type { ReadingRepository } from '../db/readings'
import type { PayMessageKey } from '../lib/pay-messages'
import { PayRefusal } from './orders'

/** What the orders service offers consultations: a WeChat Pay order for the price, whose fulfilment calls `ConsultationRepository.markPaidIn`. */
export interface ConsultationOrderMaker {
  createConsultationOrder(input: {
    userId: string
    consultationId: string
    priceEnergy: number
    platform: PayPlatform | undefined
    os: CreateConsultationRequest['os']
    clientKey: string
  }): Promise<{ pay: PayParams }>
}

export type Failure =
  | { ok: false; error: 'notFound' | 'notAllowedNow' | 'readerUnavailable' | 'ownReader' }
  | { ok: false; error: 'insufficientEnergy'; cost: number }
  /** The orders service refused the payment (no birth year, under 18, purchasing unavailable…). */
  | { ok: false; error: 'refused'; code: number; key: PayMessageKey }

export interface CreateInput {
  userId: string
  readerId: string
  question: string
  readingId?: string
  payWith: 'energy' | 'wechat'
  platform?: PayPlatform
  os?: CreateConsultationRequest['os']
  clientKey: string
}

const LIST_LIMIT = 100

export function consultationView(record: ConsultationRecord): ConsultationView {
  const iso = (date: Date | null) => (date ? date.toISOString() : null)
  return {
    id: record.id,
    reader: record.reader,
    question: record.question,
    context: record.context ?? null,
    priceEnergy: record.priceEnergy,
    payWith: record.payWith,
    status: record.status,
    answer: record.answer,
    review: record.reviewRating !== null ? { rating: record.reviewRating, text: record.reviewText ?? '' } : null,
    createdAt: record.createdAt.toISOString(),
    paidAt: iso(record.paidAt),
    acceptedAt: iso(record.acceptedAt),
    answeredAt: iso(record.answeredAt),
    answerBy: iso(record.answerBy),
    closedAt: iso(record.closedAt),
  }
}

/**
 * Consultation orders (docs/commerce.md): creating and paying, the user's and the reader's steps, and
 * the sweeper that refunds, completes and gives up by the clock. Every read settles the caller's due
 * consultations first, so what they see is never behind the clock.
 */
export class ConsultationService {
  constructor(
    private readonly deps: {
      readers: ReaderRepository
      consultations: ConsultationRepository
      readings: ReadingRepository
      orders: ConsultationOrderMaker
      now: () => number
      log: FastifyBaseLogger
    },
  ) {}

  private now(): Date {
    return new Date(this.deps.now())
  }

  async create(input: CreateInput): Promise<{ ok: true; consultation: ConsultationView; pay: PayParams | null } | Failure> {
    const { readers, consultations, readings } = this.deps
    const reader = await readers.get(input.readerId)
    if (!reader) return { ok: false, error: 'notFound' }
    if (reader.userId === input.userId) return { ok: false, error: 'ownReader' }
    let context: ReadingContext | null = null
    if (input.readingId) {
      const reading = await readings.get(input.userId, input.readingId)
      if (!reading || reading.status === 'drawing' || !reading.cards) return { ok: false, error: 'notFound' }
      context = { readingId: reading.id, spreadId: reading.spreadId, question: reading.question, cards: reading.cards }
    }
    await consultations.settleDue(this.now(), { userId: input.userId })
    const now = this.now()
    const row = {
      id: `c_${randomUUID()}`,
      userId: input.userId,
      readerId: reader.id,
      question: input.question,
      context,
      priceEnergy: reader.priceEnergy,
      clientKey: input.clientKey,
      createdAt: now,
    }
    // A retried request must find its first consultation even if the reader has since closed their door.
    const retried = await consultations.getByClientKey(input.userId, input.clientKey)
    if (!retried && !reader.available) return { ok: false, error: 'readerUnavailable' }
    if (input.payWith === 'energy') {
      if (retried) return { ok: true, consultation: consultationView(retried), pay: null }
      const created = await consultations.createPaidWithEnergy({ ...row, payWith: 'energy', status: 'paid', paidAt: now })
      if (!created.ok) return { ok: false, error: 'insufficientEnergy', cost: reader.priceEnergy }
      return { ok: true, consultation: consultationView(created.consultation), pay: null }
    }
    const { orders } = this.deps
    if (retried && retried.status !== 'created') return { ok: true, consultation: consultationView(retried), pay: null }
    const { consultation, created } = retried ? { consultation: retried, created: false } : await consultations.createAwaitingPayment({ ...row, payWith: 'wechat', status: 'created' })
    try {
      // The orders service is idempotent by client key too: a retry gets the same order's pay parameters.
      const { pay } = await orders.createConsultationOrder({
        userId: input.userId,
        consultationId: consultation.id,
        priceEnergy: consultation.priceEnergy,
        platform: input.platform,
        os: input.os,
        clientKey: input.clientKey,
      })
      return { ok: true, consultation: consultationView(consultation), pay }
    } catch (error) {
      // Nothing was paid: the consultation goes, so the user can try again once they fix what was refused.
      if (created) await consultations.discardUnpaid(consultation.id)
      if (error instanceof PayRefusal) return { ok: false, error: 'refused', code: error.code, key: error.key }
      throw error
    }
  }

  async listForUser(userId: string): Promise<ConsultationView[]> {
    await this.deps.consultations.settleDue(this.now(), { userId })
    return (await this.deps.consultations.listForUser(userId, LIST_LIMIT)).map(consultationView)
  }

  async getForUser(userId: string, id: string): Promise<ConsultationView | null> {
    await this.deps.consultations.settleDue(this.now(), { userId })
    const found = await this.deps.consultations.getForUser(userId, id)
    return found ? consultationView(found) : null
  }

  /** One of the user's steps: not found when the consultation is not theirs, not allowed when it is past that step. */
  async userStep(userId: string, id: string, step: 'cancel' | 'complete' | { rating: number; text: string }): Promise<{ ok: true; consultation: ConsultationView } | Failure> {
    const { consultations } = this.deps
    await consultations.settleDue(this.now(), { userId })
    if (!(await consultations.getForUser(userId, id))) return { ok: false, error: 'notFound' }
    const now = this.now()
    const done =
      step === 'cancel'
        ? await consultations.cancel(userId, id, now)
        : step === 'complete'
          ? await consultations.complete(userId, id, now)
          : await consultations.review(userId, id, step.rating, step.text, now)
    if (!done) return { ok: false, error: 'notAllowedNow' }
    return { ok: true, consultation: consultationView((await consultations.getForUser(userId, id))!) }
  }

  async readerQueue(readerId: string): Promise<ConsultationView[]> {
    await this.deps.consultations.settleDue(this.now(), { readerId })
    return (await this.deps.consultations.listForReader(readerId, LIST_LIMIT)).map(consultationView)
  }

  /** One of the reader's steps on a consultation addressed to them. */
  async readerStep(readerId: string, id: string, step: 'accept' | { answer: string }): Promise<{ ok: true; consultation: ConsultationView } | Failure> {
    const { consultations } = this.deps
    await consultations.settleDue(this.now(), { readerId })
    if (!(await consultations.getForReader(readerId, id))) return { ok: false, error: 'notFound' }
    const now = this.now()
    const done = step === 'accept' ? await consultations.accept(readerId, id, now) : await consultations.answer(readerId, id, step.answer, now)
    if (!done) return { ok: false, error: 'notAllowedNow' }
    return { ok: true, consultation: consultationView((await consultations.getForReader(readerId, id))!) }
  }

  /** Before an account is deleted: refunds what was paid to them as a reader, releases answers they received. */
  async settleForDeletedAccount(userId: string): Promise<void> {
    await this.deps.consultations.settleForDeletedAccount(userId, this.now())
  }

  /** The app's minute sweep over every consultation. */
  async sweep(): Promise<void> {
    try {
      const changed = await this.deps.consultations.settleDue(this.now())
      if (changed > 0) this.deps.log.info({ changed }, 'consultations settled by the clock')
    } catch (error) {
      this.deps.log.error({ err: error }, 'consultation sweep failed')
    }
  }
}
