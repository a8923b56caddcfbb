import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from './client'
import { Insufficient, LedgerRepository, type Transaction } from './ledger'
import { consultations, readers, users } from './schema'

export type ReaderRow = typeof readers.$inferSelect
export type NewReader = typeof readers.$inferInsert
export type ConsultationRow = typeof consultations.$inferSelect
export type NewConsultation = typeof consultations.$inferInsert

/** What the marketplace shows beside a reader, from their consultations. */
export interface ReaderStats {
  /** Mean of the review ratings, one decimal; null before the first review. */
  rating: number | null
  reviewCount: number
  /** Consultations completed or reviewed: the ones whose hold was released to the reader. */
  completedOrders: number
  earnedEnergy: number
}

export interface ReaderReviewRow {
  userId: string
  rating: number
  text: string
  reviewedAt: Date
}

/** A consultation with the reader it is addressed to, as both sides see it. */
export type ConsultationRecord = ConsultationRow & { reader: { id: string; name: string; photo: string } }

const NO_STATS: ReaderStats = { rating: null, reviewCount: 0, completedOrders: 0, earnedEnergy: 0 }

/** Unanswered this long after payment, a consultation is refunded. */
export const ANSWER_WINDOW_MS = 24 * 3600 * 1000
/** Answered this long ago without the user's word, a consultation completes by itself. */
export const COMPLETION_WINDOW_MS = 72 * 3600 * 1000
/** A consultation waiting for WeChat Pay this long is given up. */
export const UNPAID_TTL_MS = 30 * 60 * 1000

const holdKey = (id: string) => `consult-hold:${id}`
const refundKey = (id: string) => `consult-refund:${id}`
const releaseKey = (id: string) => `consult-release:${id}`

/** The only module touching `readers`. */
export class ReaderRepository {
  constructor(private readonly db: Database) {}

  async create(row: NewReader): Promise<ReaderRow> {
    const inserted = await this.db.insert(readers).values(row).returning()
    return inserted[0]!
  }

  async update(id: string, patch: Partial<Pick<ReaderRow, 'available' | 'priceEnergy' | 'responseHours' | 'sort' | 'name' | 'photo' | 'tagline' | 'bio'>>): Promise<ReaderRow | null> {
    const rows = await this.db.update(readers).set(patch).where(eq(readers.id, id)).returning()
    return rows[0] ?? null
  }

  async get(id: string): Promise<ReaderRow | null> {
    const rows = await this.db.select().from(readers).where(eq(readers.id, id)).limit(1)
    return rows[0] ?? null
  }

  async byUserId(userId: string): Promise<ReaderRow | null> {
    const rows = await this.db.select().from(readers).where(eq(readers.userId, userId)).limit(1)
    return rows[0] ?? null
  }

  /** Whether a user may become a reader (the operator's command checks): a signed-in account that still exists. */
  async canBecomeReader(userId: string): Promise<boolean> {
    const rows = await this.db.select({ kind: users.kind, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1)
    return rows[0]?.kind === 'user' && rows[0].deletedAt === null
  }

  /** Every reader, for the operator. */
  async listAll(): Promise<ReaderRow[]> {
    return this.db.select().from(readers).orderBy(asc(readers.sort), asc(readers.createdAt))
  }

  /** Readers taking orders, optionally only those with a specialty; in the operator's order (ratings break ties in the caller). */
  async listAvailable(topic?: string): Promise<ReaderRow[]> {
    const conditions = [eq(readers.available, true)]
    if (topic) conditions.push(sql`${readers.specialties} @> ${JSON.stringify([topic])}::jsonb`)
    return this.db
      .select()
      .from(readers)
      .where(and(...conditions))
      .orderBy(asc(readers.sort), asc(readers.createdAt))
  }

  async stats(readerIds: string[]): Promise<Map<string, ReaderStats>> {
    const result = new Map<string, ReaderStats>(readerIds.map((id) => [id, { ...NO_STATS }]))
    if (readerIds.length === 0) return result
    const released = sql`${consultations.status} in ('completed', 'reviewed')`
    const rows = await this.db
      .select({
        readerId: consultations.readerId,
        ratingSum: sql<string | null>`sum(${consultations.reviewRating}) filter (where ${consultations.status} = 'reviewed')`,
        reviewCount: sql<string>`count(*) filter (where ${consultations.status} = 'reviewed')`,
        completedOrders: sql<string>`count(*) filter (where ${released})`,
        earnedEnergy: sql<string | null>`sum(${consultations.priceEnergy}) filter (where ${released})`,
      })
      .from(consultations)
      .where(inArray(consultations.readerId, readerIds))
      .groupBy(consultations.readerId)
    for (const row of rows) {
      const reviewCount = Number(row.reviewCount)
      result.set(row.readerId, {
        rating: reviewCount > 0 ? Math.round((Number(row.ratingSum) / reviewCount) * 10) / 10 : null,
        reviewCount,
        completedOrders: Number(row.completedOrders),
        earnedEnergy: Number(row.earnedEnergy ?? 0),
      })
    }
    return result
  }

  /** The newest reviews of a reader; a review's time is when the consultation closed with it. */
  async latestReviews(readerId: string, limit: number): Promise<ReaderReviewRow[]> {
    const rows = await this.db
      .select({ userId: consultations.userId, rating: consultations.reviewRating, text: consultations.reviewText, reviewedAt: consultations.closedAt, createdAt: consultations.createdAt })
      .from(consultations)
      .where(and(eq(consultations.readerId, readerId), eq(consultations.status, 'reviewed')))
      .orderBy(desc(consultations.closedAt), desc(consultations.id))
      .limit(limit)
    return rows.map((row) => ({ userId: row.userId, rating: row.rating ?? 0, text: row.text ?? '', reviewedAt: row.reviewedAt ?? row.createdAt }))
  }
}

export type CreateResult = { ok: true; consultation: ConsultationRecord; created: boolean } | { ok: false; reason: 'insufficient' }

/**
 * The only module touching `consultations`. Every status change is a conditional update on the
 * status before it, in the transaction that moves the energy (hold, refund or release), so a hold
 * is taken, refunded or released once, whatever runs concurrently.
 */
export class ConsultationRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a consultation paid with energy and takes the hold in one transaction; a retried client key returns the first one. */
  async createPaidWithEnergy(row: NewConsultation & { paidAt: Date }): Promise<CreateResult> {
    try {
      const created = await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(consultations)
          .values({ ...row, payWith: 'energy', status: 'paid', answerBy: new Date(row.paidAt.getTime() + ANSWER_WINDOW_MS) })
          .onConflictDoNothing()
          .returning({ id: consultations.id })
        if (inserted.length === 0) return false
        await LedgerRepository.applyIn(tx, row.userId, -row.priceEnergy, 'consultation', holdKey(row.id), row.id)
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
    const inserted = await this.db.insert(consultations).values({ ...row, payWith: 'wechat', status: 'created' }).onConflictDoNothing().returning({ id: consultations.id })
    return { consultation: await this.existing(row), created: inserted.length === 1 }
  }

  /** Removes a consultation whose payment order could not be made; only while nothing was paid. */
  async discardUnpaid(id: string): Promise<void> {
    await this.db.delete(consultations).where(and(eq(consultations.id, id), eq(consultations.status, 'created')))
  }

  async getByClientKey(userId: string, clientKey: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.userId, userId), eq(consultations.clientKey, clientKey)), 1))[0] ?? null
  }

  private async existing(row: NewConsultation): Promise<ConsultationRecord> {
    const found = await this.getByClientKey(row.userId, row.clientKey)
    if (!found) throw new Error('consultation insert conflicted without a matching client key')
    return found
  }

  private async records(where: ReturnType<typeof and>, limit: number, order = [desc(consultations.createdAt), desc(consultations.id)]): Promise<ConsultationRecord[]> {
    const rows = await this.db
      .select({ consultation: consultations, reader: { id: readers.id, name: readers.name, photo: readers.photo } })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
    return rows.map((row) => ({ ...row.consultation, reader: row.reader }))
  }

  async getForUser(userId: string, id: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.id, id), eq(consultations.userId, userId)), 1))[0] ?? null
  }

  async listForUser(userId: string, limit: number): Promise<ConsultationRecord[]> {
    return this.records(eq(consultations.userId, userId), limit)
  }

  async getForReader(readerId: string, id: string): Promise<ConsultationRecord | null> {
    return (await this.records(and(eq(consultations.id, id), eq(consultations.readerId, readerId), isNotNull(consultations.paidAt)), 1))[0] ?? null
  }

  /** A reader's queue: paid consultations only (never one still waiting for payment); the ones to answer first, soonest due first. */
  async listForReader(readerId: string, limit: number): Promise<ConsultationRecord[]> {
    return this.records(and(eq(consultations.readerId, readerId), isNotNull(consultations.paidAt)), limit, [
      sql`case when ${consultations.status} in ('paid', 'accepted') then 0 else 1 end`,
      sql`case when ${consultations.status} in ('paid', 'accepted') then ${consultations.answerBy} end asc`,
      desc(consultations.createdAt),
      desc(consultations.id),
    ])
  }

  /**
   * WeChat Pay arrived for a consultation: called by the order's fulfilment inside the transaction that
   * credited the order's energy. Takes the hold and flips created → paid; when the consultation is no
   * longer waiting (cancelled meanwhile), the credited energy simply stays with the user.
   */
  static async markPaidIn(tx: Transaction, consultationId: string, now: Date): Promise<void> {
    const flipped = await tx
      .update(consultations)
      .set({ status: 'paid', paidAt: now, answerBy: new Date(now.getTime() + ANSWER_WINDOW_MS) })
      .where(and(eq(consultations.id, consultationId), eq(consultations.status, 'created')))
      .returning({ userId: consultations.userId, priceEnergy: consultations.priceEnergy })
    const paid = flipped[0]
    if (paid) await LedgerRepository.applyIn(tx, paid.userId, -paid.priceEnergy, 'consultation', holdKey(consultationId), consultationId)
  }

  /** Before the reader accepts, the user may cancel: nothing to refund while unpaid, the hold back once paid. */
  async cancel(userId: string, id: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const refunded = await tx
        .update(consultations)
        .set({ status: 'cancelled', closedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.userId, userId), eq(consultations.status, 'paid')))
        .returning({ priceEnergy: consultations.priceEnergy })
      if (refunded[0]) {
        await LedgerRepository.applyIn(tx, userId, refunded[0].priceEnergy, 'refund', refundKey(id), id)
        return true
      }
      const unpaid = await tx
        .update(consultations)
        .set({ status: 'cancelled', closedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.userId, userId), eq(consultations.status, 'created')))
        .returning({ id: consultations.id })
      return unpaid.length === 1
    })
  }

  async accept(readerId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(consultations)
      .set({ status: 'accepted', acceptedAt: now })
      .where(and(eq(consultations.id, id), eq(consultations.readerId, readerId), eq(consultations.status, 'paid'), gt(consultations.answerBy, now)))
      .returning({ id: consultations.id })
    return rows.length === 1
  }

  /** The reader's answer; answering a paid consultation accepts it on the way. */
  async answer(readerId: string, id: string, answer: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(consultations)
      .set({ status: 'answered', answer, answeredAt: now, acceptedAt: sql`coalesce(${consultations.acceptedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(consultations.id, id), eq(consultations.readerId, readerId), inArray(consultations.status, ['paid', 'accepted']), gt(consultations.answerBy, now)))
      .returning({ id: consultations.id })
    return rows.length === 1
  }

  /** The user confirms the answer: the hold goes to the reader. */
  async complete(userId: string, id: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(consultations)
        .set({ status: 'completed', closedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.userId, userId), eq(consultations.status, 'answered')))
        .returning()
      if (!rows[0]) return false
      await release(tx, rows[0])
      return true
    })
  }

  /** A review closes the consultation; it releases the hold unless completion already did (the release key makes it once). */
  async review(userId: string, id: string, rating: number, text: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(consultations)
        .set({ status: 'reviewed', reviewRating: rating, reviewText: text, closedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.userId, userId), inArray(consultations.status, ['answered', 'completed'])))
        .returning()
      if (!rows[0]) return false
      await release(tx, rows[0])
      return true
    })
  }

  /**
   * Moves what time has decided: paid or accepted past `answerBy` → expired (refunded); answered 72 h ago
   * → completed (released); waiting for payment past the order's time → cancelled. Limited to one user's
   * or one reader's consultations when asked (on their reads). Returns how many changed.
   */
  async settleDue(now: Date, scope: { userId?: string; readerId?: string } = {}): Promise<number> {
    const owner = scope.userId ? eq(consultations.userId, scope.userId) : scope.readerId ? eq(consultations.readerId, scope.readerId) : undefined
    const due = await this.db
      .select({ id: consultations.id, status: consultations.status })
      .from(consultations)
      .where(
        and(
          owner,
          or(
            and(inArray(consultations.status, ['paid', 'accepted']), lte(consultations.answerBy, now)),
            and(eq(consultations.status, 'answered'), lte(consultations.answeredAt, new Date(now.getTime() - COMPLETION_WINDOW_MS))),
            and(eq(consultations.status, 'created'), lte(consultations.createdAt, new Date(now.getTime() - UNPAID_TTL_MS))),
          ),
        ),
      )
      .limit(500)
    let changed = 0
    for (const { id, status } of due) {
      const moved =
        status === 'answered' ? await this.completeDue(id, now) : status === 'created' ? await this.cancelUnpaid(id, now) : await this.expire(id, now)
      if (moved) changed += 1
    }
    return changed
  }

  /**
   * Before an account is deleted (its consultations go with it): as a reader, every consultation still open
   * to them is refunded to its user; as a user, an answer already given is released to its reader.
   */
  async settleForDeletedAccount(userId: string, now: Date): Promise<void> {
    const open = await this.db
      .select({ id: consultations.id })
      .from(consultations)
      .innerJoin(readers, eq(readers.id, consultations.readerId))
      .where(and(eq(readers.userId, userId), inArray(consultations.status, ['paid', 'accepted', 'answered'])))
    for (const { id } of open) {
      await this.db.transaction(async (tx) => {
        const rows = await tx
          .update(consultations)
          .set({ status: 'cancelled', closedAt: now })
          .where(and(eq(consultations.id, id), inArray(consultations.status, ['paid', 'accepted', 'answered'])))
          .returning({ userId: consultations.userId, priceEnergy: consultations.priceEnergy })
        if (rows[0]) await LedgerRepository.applyIn(tx, rows[0].userId, rows[0].priceEnergy, 'refund', refundKey(id), id)
      })
    }
    const answered = await this.db.select({ id: consultations.id }).from(consultations).where(and(eq(consultations.userId, userId), eq(consultations.status, 'answered')))
    for (const { id } of answered) await this.complete(userId, id, now)
  }

  private async expire(id: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(consultations)
        .set({ status: 'expired', closedAt: now })
        .where(and(eq(consultations.id, id), inArray(consultations.status, ['paid', 'accepted']), lte(consultations.answerBy, now)))
        .returning({ userId: consultations.userId, priceEnergy: consultations.priceEnergy })
      if (!rows[0]) return false
      await LedgerRepository.applyIn(tx, rows[0].userId, rows[0].priceEnergy, 'refund', refundKey(id), id)
      return true
    })
  }

  private async completeDue(id: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(consultations)
        .set({ status: 'completed', closedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'answered'), lte(consultations.answeredAt, new Date(now.getTime() - COMPLETION_WINDOW_MS))))
        .returning()
      if (!rows[0]) return false
      await release(tx, rows[0])
      return true
    })
  }

  private async cancelUnpaid(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(consultations)
      .set({ status: 'cancelled', closedAt: now })
      .where(and(eq(consultations.id, id), eq(consultations.status, 'created'), lte(consultations.createdAt, new Date(now.getTime() - UNPAID_TTL_MS))))
      .returning({ id: consultations.id })
    return rows.length === 1
  }
}

/** Credits the held price to the reader's user, once per consultation whichever path gets here first. */
async function release(tx: Transaction, row: ConsultationRow): Promise<void> {
  const reader = await tx.select({ userId: readers.userId }).from(readers).where(eq(readers.id, row.readerId)).limit(1)
  if (!reader[0]) throw new Error(`consultation ${row.id} has no reader`)
  await LedgerRepository.applyIn(tx, reader[0].userId, row.priceEnergy, 'consultation', releaseKey(row.id), row.id)
}
