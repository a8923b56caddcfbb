import { aiTier } from '@tarot/core/spreads'
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
  | { ok: false; reason: 'no-ai' | 'no-free-left' | 'insufficient-energy'; cost?: number }

/**
 * Charging for an AI reading (spec §6): free spreads draw on the daily free
 * quota (VIP 3, others a configurable number); pro spreads cost energy. The cost
 * is reserved before generation and refunded if the reading is not delivered,
 * so the user pays only for a reading they received.
 */
export class ChargingService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly accounts: AccountRepository,
    private readonly pricing: ServerConfig['pricing'],
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
    const tier = aiTier(spreadId)
    if (tier === null) return { ok: false, reason: 'no-ai' }
    if (tier === 'free') {
      const day = quotaDay(now)
      const limit = (await this.isVip(userId, now)) ? this.pricing.vipDailyFree : this.pricing.dailyFree
      return (await this.ledger.takeFreeUse(userId, day, limit)) ? { ok: true, kind: 'free', day } : { ok: false, reason: 'no-free-left' }
    }
    const cost = this.pricing.proReadingCost
    const key = `reading:${readingId}:${attempt}`
    const result = await this.ledger.apply(userId, -cost, 'reading', key, readingId)
    return result.ok ? { ok: true, kind: 'energy', cost, key } : { ok: false, reason: 'insufficient-energy', cost }
  }

  /** Gives back what a reading that was not delivered took. */
  async refund(userId: string, readingId: string, reservation: Reservation & { ok: true }): Promise<void> {
    if (reservation.kind === 'free') await this.ledger.returnFreeUse(userId, reservation.day)
    else await this.ledger.apply(userId, reservation.cost, 'refund', `refund:${reservation.key}`, readingId)
  }
}
