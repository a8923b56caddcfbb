import { randomUUID } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import type { ConsultationView, CreateConsultationRequest, ReadingContext } from '@tarot/contracts/readers'
import type { FastifyBaseLogger } from 'fastify'
import type { ConsultationRecord, ConsultationRepository, ConsultationRow, MoneyMove, StatusChange } from '../../db/consultations'
import type { PaidOrderHook } from '../../db/orders'
import type { ReaderRepository } from '../../db/readers'
import type { ReadingRepository } from '../../db/readings'
import { DomainError } from '../../lib/domain-error'
import { message } from '../../lib/messages'
import { readersMessage } from '../../lib/readers-messages'
import type { ContentCheck, ContentCheckResult } from '../content-check/content-check'

/** What the orders service offers consultations: a WeChat Pay order for the price, and a word when it is paid. */
export interface ConsultationOrderMaker {
  onPaid(kind: 'consultation', hook: PaidOrderHook): void
  createConsultationOrder(input: {
    userId: string
    consultationId: string
    priceEnergy: number
    platform: PayPlatform | undefined
    os: CreateConsultationRequest['os']
    clientKey: string
  }): Promise<{ pay: PayParams }>
  /** A refunded consultation paid with WeChat Pay: its money back through WeChat Pay; throws when the provider cannot take it now. */
  refundConsultationOrder(consultationId: string): Promise<'refunded' | 'none'>
}

/** The refusals of consultations, each in the readers' own words (HTTP 200 like every handled outcome; not found 404). */
const refusal = {
  notAllowedNow: () => new DomainError(ResultCode.notAllowedNow, (language) => readersMessage('notAllowedNow', language)),
  readerUnavailable: () => new DomainError(ResultCode.notAllowedNow, (language) => readersMessage('readerUnavailable', language)),
  ownReader: () => new DomainError(ResultCode.forbidden, (language) => readersMessage('ownReader', language)),
  /** The content check refused the text (docs/content-security.md): nothing was stored or charged. */
  contentRisky: () => new DomainError(ResultCode.contentRefused, (language) => message('contentRefused', language)),
  insufficientEnergy: (cost: number) => new DomainError(ResultCode.insufficientEnergy, (language) => readersMessage('consultationInsufficientEnergy', language, { cost })),
}

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

/** Unanswered this long after payment, a consultation is refunded. */
export const ANSWER_WINDOW_MS = 24 * 3600 * 1000
/** Answered this long ago without the user's word, a consultation completes by itself. */
export const COMPLETION_WINDOW_MS = 72 * 3600 * 1000
/** A consultation waiting for WeChat Pay this long is given up. */
export const UNPAID_TTL_MS = 30 * 60 * 1000

/** The ledger keys of a consultation's money: each moves once, whichever path gets there first. */
const keys = {
  hold: (id: string) => `consult-hold:${id}`,
  refund: (id: string) => `consult-refund:${id}`,
  release: (id: string) => `consult-release:${id}`,
}

/** The price taken from the user and held. */
const hold = (row: Pick<ConsultationRow, 'id' | 'priceEnergy'>): MoneyMove => ({ to: 'user', amount: -row.priceEnergy, reason: 'consultation', key: keys.hold(row.id) })
/** The hold back to the user: as energy when paid with energy, as money to WeChat Pay when paid with it (issue 34). */
const refund = (row: ConsultationRow): MoneyMove => (row.payWith === 'wechat' ? { to: 'payment' } : { to: 'user', amount: row.priceEnergy, reason: 'refund', key: keys.refund(row.id) })
/** The hold to the reader's user. */
const release = (row: ConsultationRow): MoneyMove => ({ to: 'reader', amount: row.priceEnergy, reason: 'consultation', key: keys.release(row.id) })

/** What the operator's list says of why a text was held. */
const noteOf = (checked: ContentCheckResult) => checked.note.slice(0, 300)

const after = (now: Date, ms: number) => new Date(now.getTime() + ms)
const before = (now: Date, ms: number) => new Date(now.getTime() - ms)

/**
 * The state machine (docs/commerce.md): created → paid (price held) → accepted → answered →
 * completed | reviewed (hold released to the reader); cancelled before acceptance and expired
 * (unanswered 24 h after payment) are refunded. Each step names who may take it and when.
 */
const steps = {
  /** WeChat Pay arrived: the hold is taken from the energy the order just credited. */
  pay: (now: Date): StatusChange => ({ from: ['created'], to: 'paid', set: { paidAt: now, answerBy: after(now, ANSWER_WINDOW_MS) }, money: hold }),
  /** Before the reader accepts: nothing to refund while unpaid, the hold back once paid. */
  cancel: (now: Date, userId: string): StatusChange => ({ from: ['paid', 'created'], to: 'cancelled', set: { closedAt: now }, owner: { userId }, money: (row) => (row.paidAt ? refund(row) : null) }),
  accept: (now: Date, readerId: string): StatusChange => ({ from: ['paid'], to: 'accepted', set: { acceptedAt: now }, owner: { readerId }, when: { column: 'answerBy', after: now } }),
  /** Answering a paid consultation accepts it on the way. */
  answer: (now: Date, readerId: string, answer: string): StatusChange => ({
    from: ['paid', 'accepted'],
    to: 'answered',
    set: { answer, answeredAt: now, acceptedAt: now },
    owner: { readerId },
    when: { column: 'answerBy', after: now },
  }),
  /** A reader's answer held for content review: written, but the asker does not see it until an operator passes it. */
  answerHeld: (now: Date, readerId: string, answer: string, note: string): StatusChange => ({
    from: ['paid', 'accepted'],
    to: 'answered',
    set: { answer, answeredAt: now, acceptedAt: now, answerModeration: 'under_review', moderationNote: note },
    owner: { readerId },
    when: { column: 'answerBy', after: now },
  }),
  /** The user confirms the answer: the hold goes to the reader. Never on an answer they cannot see yet. */
  complete: (now: Date, userId: string): StatusChange => ({ from: ['answered'], to: 'completed', set: { closedAt: now }, owner: { userId }, money: release, moderation: { answer: null } }),
  /** A review closes the consultation; it releases the hold unless completion already did (the release key makes it once). Its text may be held from the reader's public profile. */
  review: (now: Date, userId: string, rating: number, text: string, held: string | null): StatusChange => ({
    from: ['answered', 'completed'],
    to: 'reviewed',
    set: { reviewRating: rating, reviewText: text, closedAt: now, ...(held ? { reviewModeration: 'under_review' as const, moderationNote: held } : {}) },
    owner: { userId },
    money: release,
    moderation: { answer: null },
  }),
  /** The reader's account is going: whatever is still open to them goes back to its user. */
  readerGone: (now: Date): StatusChange => ({ from: ['paid', 'accepted', 'answered'], to: 'cancelled', set: { closedAt: now }, money: refund }),
  /** The asker's account is going: no one is left to read an answer, so what is not answered yet is called off (a paid one refunded, into what the deletion keeps). */
  askerGone: (now: Date, userId: string): StatusChange => ({
    from: ['created', 'paid', 'accepted'],
    to: 'cancelled',
    set: { closedAt: now },
    owner: { userId },
    money: (row) => (row.paidAt ? refund(row) : null),
  }),
}

/**
 * An operator's decisions on held texts (`npm run moderation`, services/moderation): passing publishes the text (a
 * question's 24 hours start again, as the reader only sees it now; an answer's 72 hours too), rejecting cancels the
 * consultation and refunds it through the same path as a cancellation (energy at once, WeChat Pay by the next sweep).
 */
export const moderationSteps = {
  passQuestionPaid: (now: Date): StatusChange => ({
    from: ['paid'],
    to: 'paid',
    set: { questionModeration: null, answerBy: after(now, ANSWER_WINDOW_MS) },
    moderation: { question: 'under_review' },
  }),
  passQuestionUnpaid: (): StatusChange => ({ from: ['created'], to: 'created', set: { questionModeration: null }, moderation: { question: 'under_review' } }),
  rejectQuestion: (now: Date): StatusChange => ({
    from: ['created', 'paid', 'accepted'],
    to: 'cancelled',
    set: { questionModeration: 'rejected', closedAt: now },
    moderation: { question: 'under_review' },
    money: (row) => (row.paidAt ? refund(row) : null),
  }),
  passAnswer: (now: Date): StatusChange => ({ from: ['answered'], to: 'answered', set: { answerModeration: null, answeredAt: now }, moderation: { answer: 'under_review' } }),
  rejectAnswer: (now: Date): StatusChange => ({ from: ['answered'], to: 'cancelled', set: { answerModeration: 'rejected', closedAt: now }, moderation: { answer: 'under_review' }, money: refund }),
}

/** What the clock decides: unanswered past `answerBy` → expired (refunded); answered 72 h ago → completed (released); unpaid past the order's time → cancelled. */
const clockSteps = (now: Date): StatusChange[] => [
  { from: ['paid', 'accepted'], to: 'expired', set: { closedAt: now }, when: { column: 'answerBy', atOrBefore: now }, money: refund },
  // An answer held for review does not complete: the asker has not seen it (an operator passes it, restarting the 72 h, or rejects it).
  { from: ['answered'], to: 'completed', set: { closedAt: now }, when: { column: 'answeredAt', atOrBefore: before(now, COMPLETION_WINDOW_MS) }, money: release, moderation: { answer: null } },
  { from: ['created'], to: 'cancelled', set: { closedAt: now }, when: { column: 'createdAt', atOrBefore: before(now, UNPAID_TTL_MS) } },
]

/** Where a refunded consultation's price went back: energy at once, or money through WeChat Pay (pending until WeChat Pay takes it). */
function refundOf(record: ConsultationRecord): ConsultationView['refund'] {
  if ((record.status !== 'cancelled' && record.status !== 'expired') || !record.paidAt) return null
  if (record.moneyRefund) return { to: 'wechat', state: record.moneyRefund === 'sent' ? 'sent' : 'pending', amountFen: record.paidFen }
  return { to: 'energy', state: 'sent', amountFen: null }
}

/** What content review holds of a consultation, as its two sides are told (docs/content-security.md). */
function moderationOf(record: ConsultationRecord): ConsultationView['moderation'] {
  // A held question of a consultation the clock has since refunded is simply expired.
  if (record.questionModeration === 'under_review' && ['created', 'paid', 'accepted'].includes(record.status)) return 'questionUnderReview'
  if (record.answerModeration === 'under_review' && record.status === 'answered') return 'answerUnderReview'
  if (record.questionModeration === 'rejected' || record.answerModeration === 'rejected') return 'rejected'
  return null
}

/** The view of a consultation; `asker` adds what only the asker sees (whether the answer is still unopened) and hides an answer held for review. */
export function consultationView(record: ConsultationRecord, audience: 'asker' | 'reader' = 'asker'): ConsultationView {
  const iso = (date: Date | null) => (date ? date.toISOString() : null)
  // The asker never sees an answer that is held or was rejected; the reader sees what they wrote.
  const answerHidden = audience === 'asker' && record.answerModeration !== null
  return {
    id: record.id,
    reader: record.reader,
    question: record.question,
    context: record.context ?? null,
    priceEnergy: record.priceEnergy,
    payWith: record.payWith,
    status: record.status,
    answer: answerHidden ? null : record.answer,
    review: record.reviewRating !== null ? { rating: record.reviewRating, text: record.reviewText ?? '' } : null,
    createdAt: record.createdAt.toISOString(),
    paidAt: iso(record.paidAt),
    acceptedAt: iso(record.acceptedAt),
    answeredAt: answerHidden ? null : iso(record.answeredAt),
    answerBy: iso(record.answerBy),
    closedAt: iso(record.closedAt),
    paidFen: record.payWith === 'wechat' ? record.paidFen : null,
    refund: refundOf(record),
    completesBy: record.status === 'answered' && record.answeredAt && record.answerModeration === null ? new Date(record.answeredAt.getTime() + COMPLETION_WINDOW_MS).toISOString() : null,
    answerUnread: audience === 'asker' && !answerHidden && record.answeredAt !== null && record.answerSeenAt === null && (record.status === 'answered' || record.status === 'completed'),
    moderation: moderationOf(record),
  }
}

/**
 * Consultation orders (docs/commerce.md): creating and paying, the user's and the reader's steps, and
 * the sweeper that refunds, completes and gives up by the clock. Every read settles the caller's due
 * consultations first, so what they see is never behind the clock. The repository applies the steps
 * above, each in the transaction that moves its money.
 */
export class ConsultationService {
  constructor(
    private readonly deps: {
      readers: ReaderRepository
      consultations: ConsultationRepository
      readings: ReadingRepository
      orders: ConsultationOrderMaker
      /** Content security on the question (and attached reading's question) before the reader sees it, and on the answer before the asker does. */
      contentCheck: ContentCheck
      now: () => number
      log: FastifyBaseLogger
    },
  ) {
    // A consultation paid with WeChat Pay takes its hold inside the order's fulfilment; when it is no longer
    // waiting (cancelled meanwhile), the payment goes back to WeChat Pay as money: the credited energy is held
    // again and the refund sent like any other (issue 34), never left as energy the person did not ask for.
    deps.orders.onPaid('consultation', async (tx, order, paidAt) => {
      if (!order.consultationId) return
      if (await deps.consultations.move(order.consultationId, steps.pay(paidAt), tx)) return
      await deps.consultations.refundLatePayment(order.consultationId, paidAt, hold({ id: order.consultationId, priceEnergy: order.energy }), tx)
    })
  }

  private now(): Date {
    return new Date(this.deps.now())
  }

  async create(input: CreateInput): Promise<{ consultation: ConsultationView; pay: PayParams | null }> {
    const { readers, consultations, readings } = this.deps
    const reader = await readers.get(input.readerId)
    if (!reader) throw DomainError.notFound()
    if (reader.userId === input.userId) throw refusal.ownReader()
    let context: ReadingContext | null = null
    if (input.readingId) {
      const reading = await readings.get(input.userId, input.readingId)
      if (!reading || reading.status === 'drawing' || !reading.cards) throw DomainError.notFound()
      context = { readingId: reading.id, spreadId: reading.spreadId, question: reading.question, cards: reading.cards }
    }
    await this.settleDue({ userId: input.userId })
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
    if (!retried && !reader.available) throw refusal.readerUnavailable()
    // The reader will see the question and the attached reading's question: checked before anything is stored or charged.
    let held: Partial<ConsultationRow> = {}
    if (!retried) {
      const checked = await this.deps.contentCheck.check({ userId: input.userId, text: [input.question, context?.question].filter(Boolean).join('\n'), scene: 'comment' })
      if (checked.verdict === 'risky') throw refusal.contentRisky()
      if (checked.verdict === 'review') held = { questionModeration: 'under_review', moderationNote: noteOf(checked) }
    }
    if (input.payWith === 'energy') {
      if (retried) return { consultation: consultationView(retried), pay: null }
      const created = await consultations.createPaidWithEnergy({ ...row, ...held, payWith: 'energy', status: 'paid', paidAt: now, answerBy: after(now, ANSWER_WINDOW_MS) }, hold(row))
      if (!created.ok) throw refusal.insufficientEnergy(reader.priceEnergy)
      return { consultation: consultationView(created.consultation), pay: null }
    }
    const { orders } = this.deps
    if (retried && retried.status !== 'created') return { consultation: consultationView(retried), pay: null }
    const { consultation, created } = retried ? { consultation: retried, created: false } : await consultations.createAwaitingPayment({ ...row, ...held, payWith: 'wechat', status: 'created' })
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
      return { consultation: consultationView(consultation), pay }
    } catch (error) {
      // Nothing was paid: the consultation goes, so the user can try again once they fix what was refused (the orders service's refusal, answered as it is).
      if (created) await consultations.discardUnpaid(consultation.id)
      throw error
    }
  }

  async listForUser(userId: string): Promise<ConsultationView[]> {
    await this.settleDue({ userId })
    return (await this.deps.consultations.listForUser(userId, LIST_LIMIT)).map((record) => consultationView(record))
  }

  async getForUser(userId: string, id: string): Promise<ConsultationView | null> {
    await this.settleDue({ userId })
    const found = await this.deps.consultations.getForUser(userId, id)
    // The asker opened the answer: it leaves the in-app reminders on history and the badges, and no WeChat message follows.
    if (found?.answeredAt && !found.answerSeenAt) {
      const now = this.now()
      await this.deps.consultations.markAnswerSeen(userId, id, now)
      found.answerSeenAt = now
    }
    return found ? consultationView(found) : null
  }

  /** The asker's answers not opened yet: how many, and the newest (the badges). */
  async unreadAnswers(userId: string): Promise<{ count: number; latest: { consultationId: string; readerName: string } | null }> {
    await this.settleDue({ userId })
    return this.deps.consultations.unseenAnswerCount(userId)
  }

  /** One of the user's steps: not found when the consultation is not theirs, not allowed when it is past that step. */
  async userStep(userId: string, id: string, step: 'cancel' | 'complete' | { rating: number; text: string }): Promise<ConsultationView> {
    const { consultations } = this.deps
    await this.settleDue({ userId })
    if (!(await consultations.getForUser(userId, id))) throw DomainError.notFound()
    // A review's text is shown on the reader's public profile: checked first (the stars are not text).
    let reviewHeld: string | null = null
    if (typeof step === 'object' && step.text) {
      const checked = await this.deps.contentCheck.check({ userId, text: step.text, scene: 'comment' })
      if (checked.verdict === 'risky') throw refusal.contentRisky()
      if (checked.verdict === 'review') reviewHeld = noteOf(checked)
    }
    const now = this.now()
    const change = step === 'cancel' ? steps.cancel(now, userId) : step === 'complete' ? steps.complete(now, userId) : steps.review(now, userId, step.rating, step.text, reviewHeld)
    if (!(await consultations.move(id, change))) throw refusal.notAllowedNow()
    // A cancelled WeChat payment goes back at once when WeChat Pay takes it (else the sweep asks again).
    if (step === 'cancel') await this.refundPayments({ userId })
    return consultationView((await consultations.getForUser(userId, id))!)
  }

  async readerQueue(readerId: string): Promise<ConsultationView[]> {
    await this.settleDue({ readerId })
    return (await this.deps.consultations.listForReader(readerId, LIST_LIMIT)).map((record) => consultationView(record, 'reader'))
  }

  /** One of the reader's steps on a consultation addressed to them. */
  async readerStep(readerId: string, id: string, step: 'accept' | { answer: string }): Promise<ConsultationView> {
    const { consultations } = this.deps
    await this.settleDue({ readerId })
    if (!(await consultations.getForReader(readerId, id))) throw DomainError.notFound()
    // The asker will see the answer: checked first, as the reader's own text.
    let answerHeld: string | null = null
    if (step !== 'accept') {
      const author = await this.deps.readers.get(readerId)
      const checked = await this.deps.contentCheck.check({ userId: author?.userId ?? '', text: step.answer, scene: 'comment' })
      if (checked.verdict === 'risky') throw refusal.contentRisky()
      if (checked.verdict === 'review') answerHeld = noteOf(checked)
    }
    const now = this.now()
    const change = step === 'accept' ? steps.accept(now, readerId) : answerHeld ? steps.answerHeld(now, readerId, step.answer, answerHeld) : steps.answer(now, readerId, step.answer)
    if (!(await consultations.move(id, change))) throw refusal.notAllowedNow()
    return consultationView((await consultations.getForReader(readerId, id))!, 'reader')
  }

  /**
   * Sends the refunds due to WeChat Pay (for one owner when given): each refunded consultation paid with it gets its
   * money back as money. One WeChat Pay cannot take now stays pending for the next sweep; how many were sent.
   */
  async refundPayments(owner: { userId?: string; readerId?: string } = {}): Promise<number> {
    const { consultations, orders, log } = this.deps
    let sent = 0
    for (const id of await consultations.moneyRefundsDue(owner)) {
      try {
        await orders.refundConsultationOrder(id)
        await consultations.markMoneyRefunded(id, this.now())
        sent += 1
      } catch (error) {
        log.warn({ err: error, consultationId: id }, 'refund to WeChat Pay failed; the sweep tries again')
      }
    }
    return sent
  }

  /**
   * Before an account is deleted: refunds what was paid to them as a reader, releases answers they received (the
   * reader earned them), and calls off what they asked that is not answered yet (refunded when paid).
   */
  async settleForDeletedAccount(userId: string): Promise<void> {
    const { consultations } = this.deps
    const now = this.now()
    for (const id of await consultations.idsForReaderUser(userId, steps.readerGone(now).from)) await consultations.move(id, steps.readerGone(now))
    for (const id of await consultations.idsIn({ userId }, ['answered'])) await consultations.move(id, steps.complete(now, userId))
    for (const id of await consultations.idsIn({ userId }, steps.askerGone(now, userId).from)) await consultations.move(id, steps.askerGone(now, userId))
  }

  /** Moves what time has decided, for one user's or one reader's consultations when asked; how many changed. */
  private async settleDue(owner: { userId?: string; readerId?: string } = {}): Promise<number> {
    const now = this.now()
    const byClock = clockSteps(now)
    let changed = 0
    for (const { id, status } of await this.deps.consultations.due(byClock, owner)) {
      const step = byClock.find((candidate) => candidate.from.includes(status))
      if (step && (await this.deps.consultations.move(id, step))) changed += 1
    }
    // What the clock refunded (or a reader's or asker's leaving) that was paid with WeChat Pay goes back to it.
    await this.refundPayments(owner)
    return changed
  }

  /** The app's minute sweep over every consultation. */
  async sweep(): Promise<void> {
    try {
      const changed = await this.settleDue()
      if (changed > 0) this.deps.log.info({ changed }, 'consultations settled by the clock')
    } catch (error) {
      this.deps.log.error({ err: error }, 'consultation sweep failed')
    }
  }
}
