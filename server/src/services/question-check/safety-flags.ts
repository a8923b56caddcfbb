import type { SafetyFlagRepository } from '../../db/safety-flags'
import { quotaDay } from '../charging'

const DAY_MS = 24 * 3600 * 1000

/** A verdict worth counting: a crisis, a sensitive topic, an unsuitable one with its reason. */
export function flagOf(verdict: { kind: string; reason?: string | undefined }): string | null {
  if (verdict.kind === 'crisis' || verdict.kind === 'sensitive') return verdict.kind
  if (verdict.kind === 'unsuitable') return `unsuitable:${verdict.reason ?? 'other'}`
  return null
}

/**
 * The question check's flags counted per day (Asia/Shanghai, as the free quota's day) for the back office: how many
 * crisis questions came in, how many sensitive or unsuitable ones, never what they said or who asked.
 */
export class SafetyFlags {
  constructor(
    private readonly flags: SafetyFlagRepository,
    private readonly now: () => number,
  ) {}

  async count(verdict: { kind: string; reason?: string | undefined }): Promise<void> {
    const flag = flagOf(verdict)
    if (flag) await this.flags.count(quotaDay(this.now()), flag)
  }

  /** The last `days` days, oldest first, each with its counts by kind (days with none included, as zero). */
  async lastDays(days: number): Promise<{ day: string; counts: Record<string, number> }[]> {
    const now = this.now()
    const wanted = Array.from({ length: days }, (_, i) => quotaDay(now - (days - 1 - i) * DAY_MS))
    const rows = await this.flags.since(wanted[0]!)
    return wanted.map((day) => ({ day, counts: Object.fromEntries(rows.filter((row) => row.day === day).map((row) => [row.kind, row.count])) }))
  }
}
