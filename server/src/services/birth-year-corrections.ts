import { ResultCode } from '@tarot/contracts/codes'
import type { BirthYearCorrection } from '@tarot/contracts/pay'
import type { BirthYearCorrectionRepository, BirthYearCorrectionRow } from '../db/birth-year-corrections'
import type { OrderRepository } from '../db/orders'
import { PayRefusal, isAdult } from './orders'

/** The year in China (UTC+8), where the product's purchases happen (as `OrderService` counts it). */
function yearAt(now: number): number {
  return new Date(now + 8 * 3600_000).getUTCFullYear()
}

export function correctionView(row: BirthYearCorrectionRow | null): BirthYearCorrection | null {
  if (!row || row.status === 'approved') return null
  return { birthYear: row.requestedYear, status: row.status, requestedAt: row.requestedAt.toISOString() }
}

/**
 * Correcting a birth year given wrongly (docs/commerce.md, "Under 18"). The rule: a person may change their year
 * themselves whenever the change does not lift the minor protection — an adult's year to another adult year, or to
 * a year under 18, or a minor's year to another year under 18 — and it applies at once. The one change that would
 * lift it (from under 18 to 18 or over) is a request: it is kept with a contact and applied only when the operator
 * has checked the person's age and approves it (`npm run birth-year`), so a minor cannot simply undo their answer.
 */
export class BirthYearCorrections {
  constructor(
    private readonly corrections: BirthYearCorrectionRepository,
    private readonly orders: OrderRepository,
    private readonly now: () => number,
  ) {}

  async status(userId: string): Promise<BirthYearCorrection | null> {
    return correctionView(await this.corrections.latest(userId))
  }

  async correct(userId: string, year: number, contact: string | undefined): Promise<{ birthYear: number; adult: boolean; correction: BirthYearCorrection | null }> {
    const now = this.now()
    const current = yearAt(now)
    if (year > current || year < current - 120) throw new PayRefusal(ResultCode.badRequest, 'birthYearInvalid')
    const given = await this.orders.birthYear(userId)
    if (given === null) throw new PayRefusal(ResultCode.badRequest, 'birthYearNotGiven')
    const liftsProtection = !isAdult(given, now) && isAdult(year, now)
    if (!liftsProtection) {
      await this.corrections.changeYear(userId, year)
      const adult = isAdult(year, now)
      if (!adult) await this.orders.rememberUnderAge(userId, year)
      return { birthYear: year, adult, correction: null }
    }
    const reach = contact?.trim() ?? ''
    if (!reach) throw new PayRefusal(ResultCode.badRequest, 'correctionContact')
    const row = await this.corrections.request(userId, given, year, reach, new Date(now))
    return { birthYear: given, adult: false, correction: correctionView(row) }
  }
}
