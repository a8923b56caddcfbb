import { ResultCode } from '@tarot/contracts/codes'
import { aiTier, type Catalogue } from '@tarot/core/spreads'
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from '../config'
import type { LedgerRepository } from '../db/ledger'
import type { AccountRepository } from '../db/accounts'
import type { HoldRef, HoldRepository } from '../db/holds'
import type { Generation } from './interpreter/generate'
import { type AiWriter, type AnswerStream, type WriteJob, keepClaim, renewEvery } from './interpreter/writer'

/** The calendar day in China (UTC+8), which is when the free quota renews for the product's users. */
export function quotaDay(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
}

export type Reservation =
  | { ok: true; kind: 'free'; day: string; hold: HoldRef }
  | { ok: true; kind: 'energy'; cost: number; key: string; hold: HoldRef }
  /** Nothing to reserve (a follow-up within the free ones). */
  | { ok: true; kind: 'included' }
  | { ok: false; reason: 'no-ai' | 'no-free-left' | 'insufficient-energy'; cost?: number }

/** An answer the writer delivered: the engine that wrote it is known. */
export type DeliveredAnswer = Generation & { engine: string }

/** One AI answer to stream and settle (`ChargingService.settleStream`): a reading's interpretation or a follow-up. */
export interface StreamSettlement {
  /** What was reserved for this answer, with its hold. */
  reservation: Reservation & { ok: true }
  /** The claim on the reading or the turn: renewed with the hold while the answer streams, let go when nothing is delivered. */
  claim: { renew: (at: Date) => Promise<void>; release: () => Promise<void> }
  writer: AiWriter
  client: AnswerStream
  log: FastifyBaseLogger
  now: () => number
  /** HOLD_STALE_MS: the claim and the hold are renewed well within it. */
  staleMs: number
  /** The `meta` event that opens the stream. */
  meta: unknown
  /** The model call to make, read once `meta` is sent (a follow-up reads the conversation so far). */
  job: () => Promise<Pick<WriteJob, 'kind' | 'owner' | 'run' | 'check'>>
  /** Stores a delivered answer. */
  store: (answer: DeliveredAnswer) => Promise<void>
  /** The `done` event; `charged` is false for a fallback's answer (free) or when a sweep already refunded the hold. */
  done: (answer: DeliveredAnswer, charged: boolean) => unknown
  /** The `error` event's message when nothing was delivered, and the log line of what failed. */
  failure: { message: string; log: string }
}

/** What an AI call is charged for: its ledger reason. */
export type ChargeReason = 'reading' | 'chat'

/**
 * Charging for AI calls (spec §6). A reading of a free spread draws on the daily
 * free quota (VIP 3, others a configurable number); a pro spread, and a follow-up
 * beyond the free ones (priced by the chat service), cost energy. Whatever is
 * taken is reserved before generation, with its hold, and refunded if nothing is
 * delivered, so the user pays only for what they received; a hold whose stream died
 * is refunded by the sweep (`HoldSweeper`).
 */
export class ChargingService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly holds: HoldRepository,
    private readonly accounts: AccountRepository,
    private readonly pricing: ServerConfig['pricing'],
    /** The spread catalogue in force, which says what a spread's AI reading costs. */
    private readonly catalogue: () => Catalogue,
  ) {}

  async isVip(userId: string, now: number): Promise<boolean> {
    return (await this.accounts.wallet(userId, new Date(now))).vip
  }

  async freeLeft(userId: string, now: number): Promise<number> {
    const limit = (await this.isVip(userId, now)) ? this.pricing.vipDailyFree : this.pricing.dailyFree
    return Math.max(0, limit - (await this.ledger.freeUsesOn(userId, quotaDay(now))))
  }

  /** The number of a reading's next try: every earlier one was refunded (live or swept), so it is charged under a new key. */
  async nextAttempt(userId: string, readingId: string): Promise<number> {
    // Refunds in the ledger count the tries from before holds were kept, and energy ones since; holds count free ones too.
    const [refunds, holds] = await Promise.all([this.ledger.refundCount(userId, readingId), this.holds.interpretationAttempts(readingId)])
    return Math.max(refunds, holds)
  }

  /**
   * `attempt` counts earlier refunded tries of this reading, so a retry is charged once and only once.
   * `payWith: 'energy'` lets a free spread be read for energy once the day's free ones are used up, at the
   * one energy price of an AI reading (`proReadingCost`, the price the quota shows); a free use left is still taken first.
   */
  async reserve(userId: string, readingId: string, spreadId: string, attempt: number, now: number, payWith?: 'energy'): Promise<Reservation> {
    const tier = aiTier(this.catalogue(), spreadId)
    if (tier === null) return { ok: false, reason: 'no-ai' }
    const key = `reading:${readingId}:${attempt}`
    if (tier === 'free') {
      const day = quotaDay(now)
      const limit = (await this.isVip(userId, now)) ? this.pricing.vipDailyFree : this.pricing.dailyFree
      const hold = await this.holds.reserveFree({ id: key, userId, readingId, day, limit, at: new Date(now) })
      if (hold) return { ok: true, kind: 'free', day, hold }
      if (payWith !== 'energy') return { ok: false, reason: 'no-free-left' }
    }
    return this.reserveEnergy(userId, readingId, this.pricing.proReadingCost, 'reading', key, null, now)
  }

  /** Reserves `cost` energy under `key` (one charge per key, whatever retries) with its hold; nothing when the cost is 0. */
  async reserveEnergy(userId: string, readingId: string, cost: number, reason: ChargeReason, key: string, exchangeId: string | null, now: number): Promise<Reservation> {
    if (cost <= 0) return { ok: true, kind: 'included' }
    const hold = await this.holds.reserveEnergy({ id: key, userId, readingId, exchangeId, cost, reason, at: new Date(now) })
    return hold ? { ok: true, kind: 'energy', cost, key, hold } : { ok: false, reason: 'insufficient-energy', cost }
  }

  /** A live stream's sign of life, so the sweep leaves its hold alone. */
  async heartbeat(reservation: Reservation & { ok: true }, at: Date): Promise<void> {
    if (reservation.kind !== 'included') await this.holds.heartbeat(reservation.hold.id, at)
  }

  /** The answer was delivered: what was reserved is kept. False when the sweep had already refunded it (nothing charged). */
  async keep(reservation: Reservation & { ok: true }, now: number): Promise<boolean> {
    return reservation.kind === 'included' || (await this.holds.keep(reservation.hold.id, new Date(now)))
  }

  /** Gives back what an AI call that was not delivered took, unless the sweep already did. */
  async refund(reservation: Reservation & { ok: true }, now: number): Promise<void> {
    if (reservation.kind !== 'included') await this.holds.refund(reservation.hold, new Date(now))
  }

  /**
   * Reserves for a claim already taken (a reading being interpreted, a follow-up turn): the claim is let go when
   * nothing could be reserved, or reserving failed, so the next request is not told to wait for nothing.
   */
  async reserveForClaim(release: () => Promise<void>, reserve: () => Promise<Reservation>): Promise<Reservation> {
    let reservation: Reservation
    try {
      reservation = await reserve()
    } catch (error) {
      await release()
      throw error
    }
    if (!reservation.ok) await release()
    return reservation
  }

  /**
   * Streams one AI answer whose charge is reserved, and settles it: the claim and the hold are renewed while the
   * stream lives, the writer records the model call, the answer is stored before the hold is kept (a crash between
   * the two refunds a delivered answer rather than charging for a lost one), a fallback's answer is refunded (the
   * user paid for the model's), and when nothing is delivered the hold is refunded before the claim is let go, so a
   * retry right after finds its free use or energy back.
   */
  async settleStream(job: StreamSettlement): Promise<void> {
    const { reservation, claim, writer, log, now } = job
    const renew = async (at: Date) => {
      await claim.renew(at)
      await this.heartbeat(reservation, at)
    }
    const live = keepClaim(job.client, { now, renew, log, everyMs: renewEvery(job.staleMs) })
    const stream = live.stream
    let delivered = false
    try {
      await stream.send('meta', job.meta)
      const result = await writer.write({ ...(await job.job()), stream, log })
      await live.stop()
      if (result.engine) {
        const answer = { ...result, engine: result.engine }
        await job.store(answer)
        delivered = true
        // Kept unless a sweep took this stream for dead and refunded it already (then it is not charged).
        const charged = !result.fellBack && (await this.keep(reservation, now()))
        if (result.fellBack) await this.refund(reservation, now())
        await stream.send('done', job.done(answer, charged))
      }
    } catch (error) {
      log.error({ err: error }, job.failure.log)
    } finally {
      await live.stop()
      if (!delivered) {
        await this.refund(reservation, now())
        await claim.release()
        await stream.send('error', { code: ResultCode.serverError, message: job.failure.message, refunded: true })
      }
    }
  }

  /** Settles a reading's holds whose streams died, before a new try takes its claim or its next turn. */
  async settleAbandoned(readingId: string, staleBefore: Date, now: number): Promise<void> {
    for (const id of await this.holds.abandoned(staleBefore, 20, readingId)) await this.holds.sweep(id, staleBefore, new Date(now))
  }
}
