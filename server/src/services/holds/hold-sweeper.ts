import type { FastifyBaseLogger } from 'fastify'
import type { HoldRepository } from '../../db/holds'

/** Holds looked at per query; a sweep goes on until none is left. */
const BATCH = 100

/**
 * Settles the holds of streams that died (a crash, a kill, a lost instance): an open hold with no
 * heartbeat for `staleMs` is refunded — energy credited back, the free use returned to its day — and
 * what the stream held is let go (the reading's claim, the pending turn), so asking again right after
 * is neither told to wait nor charged twice. Any number of instances may sweep at once: each hold is
 * settled by a conditional flip in the refund's transaction, so exactly once.
 */
export class HoldSweeper {
  private running: Promise<number> | null = null

  constructor(private readonly deps: { holds: HoldRepository; now: () => number; staleMs: number; log: FastifyBaseLogger }) {}

  /** One sweep (a sweep already running is joined, not doubled); how many holds this call settled. */
  sweep(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = null
    })
    return this.running
  }

  /** Waits for a sweep in progress, starting none (before the database closes). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined)
  }

  private async run(): Promise<number> {
    const { holds, now, staleMs, log } = this.deps
    let settled = 0
    const seen = new Set<string>()
    for (;;) {
      const at = now()
      const staleBefore = new Date(at - staleMs)
      const ids = (await holds.abandoned(staleBefore, BATCH)).filter((id) => !seen.has(id))
      for (const id of ids) {
        seen.add(id)
        try {
          if (await holds.sweep(id, staleBefore, new Date(at))) settled += 1
        } catch (error) {
          log.error({ err: error, hold: id }, 'hold sweep failed')
        }
      }
      if (ids.length < BATCH) break
    }
    if (settled > 0) log.info({ settled }, 'abandoned holds refunded')
    return settled
  }
}
