import { aiTier, type Catalogue } from '@tarot/core/spreads'
import type { ServerConfig } from '../config'
import type { LedgerRepository } from '../db/ledger'
import type { AccountRepository } from '../db/accounts'

/** The calendar day in China (UTC+8), which is when the free quota renews for the product's users. */
export function quotaDay(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
}

export type Reservation =
  | { ok: true; kind: 'free'; day: string }
  | { ok: true; kind: 'energy'; cost: number; key: string }
  /** Nothing to reserve (a follow-up within the free ones). */
  | { ok: true; kind: 'included' }
  | { ok: false; reason: 'no-ai' | 'no-free-left' | 'insufficient-energy'; cost?: number }

/** What an AI call is charged for: its ledger reason. */
export type ChargeReason = 'reading' | 'chat'

/**
 * Charging for AI calls (spec §6). A reading of a free spread draws on the daily
 * free quota (VIP 3, others a configurable number); a pro spread, and a follow-up
 * beyond the free ones (priced by the chat service), cost energy. Whatever is
 * taken is reserved before generation and refunded if nothing is delivered, so
 * the user pays only for what they received.
 */
export class ChargingService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly accounts: AccountRepository,
    private readonly pricing: ServerConfig['pricing'],
    /** The spread catalogue in force, which says what a spread's AI reading costs. */
    private readonly catalogue: () => Catalogue,
  ) {}

  async isVip(userId: string, now: number): Promise<boolean> {
    const wallet = await this.accounts.wallet(userId, new Date(now))
    return wallet.total > 0 || wallet.vipTime !== null
  }

  async freeLeft(userId: string, now: number): Promise<number> {
    const limit = (await this.isVip(userId, now)) ? this.pricing.vipDailyFree : this.pricing.dailyFree
    return Math.max(0, limit - (await this.ledger.freeUsesOn(userId, quotaDay(now))))
  }

  /** `attempt` counts earlier refunded tries of this reading, so a retry is charged once and only once. */
  async reserve(userId: string, readingId: string, spreadId: string, attempt: number, now: number): Promise<Reservation> {
    const tier = aiTier(this.catalogue(), spreadId)
    if (tier === null) return { ok: false, reason: 'no-ai' }
    if (tier === 'free') {
      const day = quotaDay(now)
      const limit = (await this.isVip(userId, now)) ? this.pricing.vipDailyFree : this.pricing.dailyFree
      return (await this.ledger.takeFreeUse(userId, day, limit)) ? { ok: true, kind: 'free', day } : { ok: false, reason: 'no-free-left' }
    }
    return this.reserveEnergy(userId, readingId, this.pricing.proReadingCost, 'reading', `reading:${readingId}:${attempt}`)
  }

  /** Reserves `cost` energy under `key` (one charge per key, whatever retries); nothing when the cost is 0. */
  async reserveEnergy(userId: string, readingId: string, cost: number, reason: ChargeReason, key: string): Promise<Reservation> {
    if (cost <= 0) return { ok: true, kind: 'included' }
    const result = await this.ledger.apply(userId, -cost, reason, key, readingId)
    return result.ok ? { ok: true, kind: 'energy', cost, key } : { ok: false, reason: 'insufficient-energy', cost }
  }

  /** Gives back what an AI call that was not delivered took. */
  async refund(userId: string, readingId: string, reservation: Reservation & { ok: true }): Promise<void> {
    if (reservation.kind === 'free') await this.ledger.returnFreeUse(userId, reservation.day)
    else if (reservation.kind === 'energy') await this.ledger.apply(userId, reservation.cost, 'refund', `refund:${reservation.key}`, readingId)
  }
}
