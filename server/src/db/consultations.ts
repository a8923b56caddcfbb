import { type SQL, and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from './client'
import { Insufficient, LedgerRepository, type LedgerReason, type Transaction } from './ledger'
import { consultations, journalSettings, orders, readers, wechatOpenIds } from './schema'

export type ConsultationRow = typeof consultations.$inferSelect
export type NewConsultation = typeof consultations.$inferInsert
export type ConsultationStatus = ConsultationRow['status']

/** A consultation with the reader it is addressed to, as both sides see it, and the money paid for it through WeChat Pay (fen; null when paid with energy or not yet paid). */
export type ConsultationRecord = ConsultationRow & { reader: { id: string; name: string; photo: string }; paidFen: number | null }

/** Whose consultations: one user's, or the ones addressed to one reader. */
export interface ConsultationOwner {
  userId?: string
  readerId?: string
}

/**
 * Money moved in the transaction of a status change: energy to (or from) the consultation's user or its reader's user,
 * or (`payment`) the price back to the payment it came from, as money: marked pending here and sent to WeChat Pay after
 * the transaction (the energy the order credited was held, so no energy moves).
 */
export type MoneyMove =
  | {
      to: 'user' | 'reader'
      amount: number
      reason: LedgerReason
      key: string
    }
  | { to: 'payment' }

/** The time columns the clock decides on. */
export type TimeColumn = 'answerBy' | 'answeredAt' | 'createdAt'

/**
 * One step of the state machine, as the consultation service defines it: from which statuses, to which,
 * what else is written, for whom, under which time condition, and the energy it moves.
 */
export interface StatusChange {
  from: readonly ConsultationStatus[]
  to: ConsultationStatus
  /** Written with the status; `acceptedAt` keeps the first acceptance. */
  set?: Partial<
    Pick<
      ConsultationRow,
      'paidAt' | 'answerBy' | 'acceptedAt' | 'answeredAt' | 'closedAt' | 'answer' | 'reviewRating' | 'reviewText' | 'questionModeration' | 'answerModeration' | 'reviewModeration' | 'moderationNote'
    >
  >
  owner?: ConsultationOwner
  /** Only while `column` is after `after` (a window still open), or once it is at or before `atOrBefore` (time has decided). */
  when?: { column: TimeColumn; after?: Date; atOrBefore?: Date }
  /** The energy the step moves, from the row as it is after the change; none when it returns null. */
  money?: (row: ConsultationRow) => MoneyMove | null
  /** Only while the question's or the answer's moderation is this (`null`: published), docs/content-security.md. */
  moderation?: { question?: 'under_review' | null; answer?: 'under_review' | null }
}

/** An answer the asker has not opened yet: an entry in the in-app list on history. */
export interface UnseenAnswer {
  consultationId: string
  question: string
  readerName: string
  answeredAt: Date
}

/** An answer to tell the asker about through WeChat, with the time zone their app reported (null: never reported). */
export interface AnswerToSend {
  consultationId: string
  userId: string
  readerName: string
  answeredAt: Date
  openId: string
  tzOffsetMinutes: number | null
}

/** Answered and published (not held for review), and still worth telling the asker about: not yet opened, not closed by a refund. */
const answerWaiting = and(isNotNull(consultations.answeredAt), isNull(consultations.answerSeenAt), inArray(consultations.status, ['answered', 'completed']), isNull(consultations.answerModeration))

/** What a reader may see: a paid consultation whose question is published (not held for review nor rejected). */
const readerMaySee = and(isNotNull(consultations.paidAt), isNull(consultations.questionModeration))

function moderationCondition(moderation: StatusChange['moderation']): SQL | undefined {
  if (!moderation) return undefined
  const is = (column: typeof consultations.questionModeration | typeof consultations.answerModeration, value: 'under_review' | null | undefined) =>
    value === undefined ? undefined : value === null ? isNull(column) : eq(column, value)
  return and(is(consultations.questionModeration, moderation.question), is(consultations.answerModeration, moderation.answer))
}

export type CreateResult = { ok: true; consultation: ConsultationRecord; created: boolean } | { ok: false; reason: 'insufficient' }

const ownedBy = (owner: ConsultationOwner = {}): SQL | undefined =>
  and(owner.userId ? eq(consultations.userId, owner.userId) : undefined, owner.readerId ? eq(consultations.readerId, owner.readerId) : undefined)

function timeCondition(when: StatusChange['when']): SQL | undefined {
  if (!when) return undefined
  const column = consultations[when.column]
  return and(when.after ? gt(column, when.after) : undefined, when.atOrBefore ? lte(column, when.atOrBefore) : undefined)
}

/**
 * The only module writing `consultations`. It knows no rule of its own: every status change is one
 * `StatusChange` from the consultation service, applied as a conditional update on the status before
 * it, in the transaction that moves its energy (hold, refund or release), so each happens once
 * whatever runs concurrently.
 */
export class ConsultationRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a consultation paid with energy and takes its hold in one transaction; a retried client key returns the first one. */
  async createPaidWithEnergy(row: NewConsultation, hold: MoneyMove): Promise<CreateResult> {
    try {
      const created = await this.db.transaction(async (tx) => {
        const inserted = await tx.insert(consultations).values(row).onConflictDoNothing().returning()
        if (!inserted[0]) return false
        await this.moveMoney(tx, inserted[0], hold)
        return true
      })
      return { ok: true, consultation: await this.existing(row), created }
    } catch (error) {
      if (error instanceof Insufficient) return { ok: false, reason: 'insufficient' }
      throw error
    }
  }

  /** Inserts a consultation waiting for WeChat Pay; a retried client key returns the first one. */
  async createAwaitingPayment(row: NewConsultation): Promise<{ consultation: ConsultationRecord; created: boolean }> {
    const inserted = await this.db.insert(consultations).values(row).onConflictDoNothing().returning({ id: consultations.id })
    return { consultation: await this.existing(row), created: inserted.length === 1 }
  }

  /** Removes a consultation whose payment order could not be made; only while nothing was paid. */
  async discardUnpaid(id: string): Promise<void> {
    await this.db.delete(consultations).where(and(eq(consultations.id, id), eq(consultations.status, 'created')))
  }

  /** Applies one step of the state machine; the row after it, or null when the consultation was not in a state to take it. Inside `tx` when given (a payment's fulfilment). */
  async move(id: string, change: StatusChange, tx?: Transaction): Promise<ConsultationRow | null> {
    const run = async (tx: Transaction) => {
      const set: Record<string, unknown> = { ...change.set, status: change.to }
      if (change.set?.acceptedAt) set.acceptedAt = sql`coalesce(${consultations.acceptedAt}, ${change.set.acceptedAt.toISOString()}::timestamptz)`
      const rows = await tx
        .update(consultations)
        .set(set)
        .where(and(eq(consultations.id, id), inArray(consultations.status, [...change.from]), ownedBy(change.owner), timeCondition(change.when), moderationCondition(change.moderation)))
        .returning()
      const row = rows[0]
      if (!row) return null
      const money = change.money?.(row)
      if (money) await this.moveMoney(tx, row, money)
      return row
    }
    return tx ? run(tx) : this.db.transaction(run)
  }

  /**
   * A WeChat payment that arrived after its consultation was cancelled unpaid: inside the payment's transaction, the
   * energy the order just credited is taken back (`hold`) and the money is marked to go back to WeChat Pay, as any
   * refund of a WeChat payment. False when the consultation is not such a one.
   */
  async refundLatePayment(id: string, paidAt: Date, hold: MoneyMove, tx: Transaction): Promise<boolean> {
    const rows = await tx
      .update(consultations)
      .set({ paidAt, moneyRefund: 'pending' })
      .where(and(eq(consultations.id, id), eq(consultations.status, 'cancelled'), eq(consultations.payWith, 'wechat'), isNull(consultations.paidAt), isNull(consultations.moneyRefund)))
      .returning()
    if (!rows[0]) return false
    await this.moveMoney(tx, rows[0], hold)
    return true
  }

  private async moveMoney(tx: Transaction, row: ConsultationRow, money: MoneyMove): Promise<void> {
    if (money.to === 'payment') {
      await tx
        .update(consultations)
        .set({ moneyRefund: 'pending' })
        .where(and(eq(consultations.id, row.id), isNull(consultations.moneyRefund)))
      return
    }
    let userId = row.userId
    if (money.to === 'reader') {
      const reader = await tx.select({ userId: readers.userId }).from(readers).where(eq(readers.id, row.readerId)).limit(1)
      if (!reader[0]) throw new Error(`consultation ${row.id} has no reader`)
      userId = reader[0].userId
    }
    await LedgerRepository.applyIn(tx, userId, money.amount, money.reason, money.key, row.id)
  }

  /** Consultations some step of the clock applies to now (the steps' `from` and `when.atOrBefore`), for one owner when given. */
  async due(steps: readonly StatusChange[], owner: ConsultationOwner = {}, limit = 500): Promise<{ id: string; status: ConsultationStatus }[]> {
    return this.db
      .select({ id: consultations.id, status: consultations.status })
      .from(consultations)
      .where(and(ownedBy(owner), or(...steps.map((step) => and(inArray(consultations.status, [...step.from]), timeCondition(step.when), moderationCondition(step.moderation))))))
      .limit(limit)
  }

  /** Ids of one owner's consultations in these statuses. */
  async idsIn(owner: ConsultationOwner, statuses: readonly ConsultationStatus[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(ownedBy(owner), inArray(consultations.status, [...statuses])))
    return rows.map((row) => row.id)
  }

  /** Ids of the consultations in these statuses addressed to the reader that is this user. */
  async idsForReaderUser(userId: string, statuses: readonly ConsultationStatus[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: consultations.id })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .where(and(eq(readers.userId, userId), inArray(consultations.status, [...statuses])))
    return rows.map((row) => row.id)
  }

  /** Consultations whose refund to WeChat Pay is still to be sent, for one owner when given, oldest first. */
  async moneyRefundsDue(owner: ConsultationOwner = {}, limit = 100): Promise<string[]> {
    const rows = await this.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(ownedBy(owner), eq(consultations.moneyRefund, 'pending')))
      .orderBy(asc(consultations.closedAt))
      .limit(limit)
    return rows.map((row) => row.id)
  }

  /** WeChat Pay took the refund: it is sent, once. */
  async markMoneyRefunded(id: string, now: Date): Promise<void> {
    await this.db
      .update(consultations)
      .set({ moneyRefund: 'sent', moneyRefundedAt: now })
      .where(and(eq(consultations.id, id), eq(consultations.moneyRefund, 'pending')))
  }

  /** How many of the asker's answers are not opened yet, and the newest of them (the badges on the tab bar, home and "My consultations"). */
  async unseenAnswerCount(userId: string): Promise<{ count: number; latest: { consultationId: string; readerName: string } | null }> {
    const { count, list } = await this.unseenAnswers(userId, 1)
    return { count, latest: list[0] ? { consultationId: list[0].consultationId, readerName: list[0].readerName } : null }
  }

  async getByClientKey(userId: string, clientKey: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.userId, userId), eq(consultations.clientKey, clientKey)), 1))[0] ?? null
  }

  private async existing(row: NewConsultation): Promise<ConsultationRecord> {
    const found = await this.getByClientKey(row.userId, row.clientKey)
    if (!found) throw new Error('consultation insert conflicted without a matching client key')
    return found
  }

  // ───────────── "a reader answered" reminders (issue 19) ─────────────

  /** The asker's answers not opened yet, newest first, and how many there are (the badge). */
  async unseenAnswers(userId: string, limit: number): Promise<{ count: number; list: UnseenAnswer[] }> {
    const where = and(eq(consultations.userId, userId), answerWaiting)
    const [total] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultations)
      .where(where)
    const list = await this.db
      .select({ consultationId: consultations.id, question: consultations.question, readerName: readers.name, answeredAt: consultations.answeredAt })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .where(where)
      .orderBy(desc(consultations.answeredAt), desc(consultations.id))
      .limit(limit)
    // `answerWaiting` holds answered ones only.
    return { count: total?.n ?? 0, list: list.map((row) => ({ ...row, answeredAt: row.answeredAt! })) }
  }

  /** The asker opened the answer: it leaves the in-app list, and no WeChat message is sent for it any more. */
  async markAnswerSeen(userId: string, id: string, now: Date): Promise<void> {
    await this.db
      .update(consultations)
      .set({ answerSeenAt: now })
      .where(and(eq(consultations.id, id), eq(consultations.userId, userId), isNotNull(consultations.answeredAt), isNull(consultations.answerSeenAt)))
  }

  /**
   * Answers not opened and not sent yet, to askers who keep reminders on and have an openid under the mini-program
   * `appId`, oldest first.
   */
  async answersForWechat(appId: string, limit: number): Promise<AnswerToSend[]> {
    const rows = await this.db
      .select({
        consultationId: consultations.id,
        userId: consultations.userId,
        readerName: readers.name,
        answeredAt: consultations.answeredAt,
        openId: wechatOpenIds.openId,
        tzOffsetMinutes: journalSettings.tzOffsetMinutes,
      })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .innerJoin(wechatOpenIds, and(eq(wechatOpenIds.userId, consultations.userId), eq(wechatOpenIds.appId, appId)))
      .leftJoin(journalSettings, eq(journalSettings.userId, consultations.userId))
      .where(and(answerWaiting, isNull(consultations.answerNotifiedAt), sql`coalesce(${journalSettings.remindersOn}, true)`))
      .orderBy(asc(consultations.answeredAt))
      .limit(limit)
    return rows.map((row) => ({ ...row, answeredAt: row.answeredAt! }))
  }

  /** Takes the sending of one answer's message: true for the one instance whose update found it unsent. */
  async claimAnswerReminder(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(consultations)
      .set({ answerNotifiedAt: now })
      .where(and(eq(consultations.id, id), isNull(consultations.answerNotifiedAt), answerWaiting))
      .returning({ id: consultations.id })
    return rows.length === 1
  }

  /** Gives a claimed message back when WeChat could not take it (a network failure), so a later sweep tries again. */
  async releaseAnswerReminder(id: string): Promise<void> {
    await this.db.update(consultations).set({ answerNotifiedAt: null }).where(eq(consultations.id, id))
  }

  private async records(where: SQL | undefined, limit: number, order = [desc(consultations.createdAt), desc(consultations.id)]): Promise<ConsultationRecord[]> {
    const rows = await this.db
      .select({
        consultation: consultations,
        reader: { id: readers.id, name: readers.name, photo: readers.photo },
        paidFen: sql<
          number | null
        >`(select ${orders.amountFen} from ${orders} where ${orders.consultationId} = ${consultations.id} and ${orders.kind} = 'consultation' and ${orders.status} in ('paid', 'refunded') limit 1)`,
      })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
    return rows.map((row) => ({ ...row.consultation, reader: row.reader, paidFen: row.paidFen === null ? null : Number(row.paidFen) }))
  }

  // ───────────── content review (docs/content-security.md) ─────────────

  /** The texts held for an operator, oldest first (`npm run moderation -- list`). */
  async held(limit = 200): Promise<HeldConsultationText[]> {
    return heldConsultationTexts(this.db, limit)
  }

  /** An operator's decision on a held review text: published (`null`) or rejected (stars kept, text never shown); false when it was not held. */
  async decideReviewText(id: string, decision: null | 'rejected'): Promise<boolean> {
    return decideReviewText(this.db, id, decision)
  }

  /** One consultation's row by id alone (the operator's commands). */
  async byId(id: string): Promise<ConsultationRow | null> {
    return (await this.db.select().from(consultations).where(eq(consultations.id, id)).limit(1))[0] ?? null
  }

  async getForUser(userId: string, id: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.id, id), eq(consultations.userId, userId)), 1))[0] ?? null
  }

  async listForUser(userId: string, limit: number): Promise<ConsultationRecord[]> {
    return this.records(eq(consultations.userId, userId), limit)
  }

  async getForReader(readerId: string, id: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.id, id), eq(consultations.readerId, readerId), readerMaySee), 1))[0] ?? null
  }

  /** A reader's queue: paid consultations with a published question only (never one waiting for payment or for review); the ones to answer first, soonest due first. */
  async listForReader(readerId: string, limit: number): Promise<ConsultationRecord[]> {
    return this.records(and(eq(consultations.readerId, readerId), readerMaySee), limit, [
      sql`case when ${consultations.status} in ('paid', 'accepted') then 0 else 1 end`,
      sql`case when ${consultations.status} in ('paid', 'accepted') then ${consultations.answerBy} end asc`,
      desc(consultations.createdAt),
      desc(consultations.id),
    ])
  }
}

/** One held text for the operator's list (`npm run moderation -- list`). */
export interface HeldConsultationText {
  consultationId: string
  part: 'question' | 'answer' | 'review'
  text: string
  status: ConsultationStatus
  note: string | null
  createdAt: Date
}

/** The consultations' texts held for review (docs/content-security.md), oldest first. */
async function heldConsultationTexts(db: Database, limit: number): Promise<HeldConsultationText[]> {
  const rows = await db
    .select()
    .from(consultations)
    .where(or(eq(consultations.questionModeration, 'under_review'), eq(consultations.answerModeration, 'under_review'), eq(consultations.reviewModeration, 'under_review')))
    .orderBy(asc(consultations.createdAt))
    .limit(limit)
  const held: HeldConsultationText[] = []
  for (const row of rows) {
    const base = { consultationId: row.id, status: row.status, note: row.moderationNote, createdAt: row.createdAt }
    // Only what an operator can still decide: a question of an open consultation, an answer not closed.
    if (row.questionModeration === 'under_review' && ['created', 'paid', 'accepted'].includes(row.status))
      held.push({ ...base, part: 'question', text: [row.question, row.context?.question].filter(Boolean).join('\n') })
    if (row.answerModeration === 'under_review' && row.status === 'answered') held.push({ ...base, part: 'answer', text: row.answer ?? '' })
    if (row.reviewModeration === 'under_review') held.push({ ...base, part: 'review', text: row.reviewText ?? '' })
  }
  return held
}

/** An operator's decision on a held review text: published (`null`) or rejected; false when it was not held. */
async function decideReviewText(db: Database, id: string, decision: null | 'rejected'): Promise<boolean> {
  const rows = await db
    .update(consultations)
    .set({ reviewModeration: decision })
    .where(and(eq(consultations.id, id), eq(consultations.reviewModeration, 'under_review')))
    .returning({ id: consultations.id })
  return rows.length === 1
}
