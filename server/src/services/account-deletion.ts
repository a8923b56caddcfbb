import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { AccountDeletionRepository } from '../db/account-deletion'
import type { ActiveSessions } from './active-sessions'

const DAY_MS = 24 * 3600 * 1000

/** What the deletion needs settled first, by the services that own those records. */
export interface DeletionSteps {
  /** Consultations: open ones refunded or called off, answered ones released to the reader. */
  settleConsultations(userId: string): Promise<void>
  /** Orders: an under-18 answer remembered against the sign-in identity, so a new account is still refused. */
  rememberUnderAge(userId: string): Promise<void>
}

/**
 * Deleting an account (docs/privacy-data.md): the person's data erased, their money records kept under a tombstone
 * made for this deletion until `retentionDays` have passed, and then swept away on every instance's hourly timer.
 * One tombstone per deletion, not one shared: each order, its ledger rows and its wallet stay together, so a payment
 * can be reconciled and refunded order by order and the wallet still equals its ledger; and the fresh id is not the
 * person's, so nothing that still names the old id (a log line, a link) leads to what is kept.
 */
export class AccountDeletionService {
  private running: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly deps: {
      repository: AccountDeletionRepository
      steps: DeletionSteps
      activeSessions: ActiveSessions
      retentionDays: number
      now: () => number
      log: FastifyBaseLogger
    },
  ) {}

  async deleteAccount(userId: string): Promise<void> {
    const { steps, repository, activeSessions, log } = this.deps
    await steps.settleConsultations(userId)
    await steps.rememberUnderAge(userId)
    const tombstone = `d_${randomUUID()}`
    const counts = await repository.erase(userId, tombstone, new Date(this.deps.now()))
    activeSessions.forgetUser(userId)
    if (counts) log.info({ tombstone, ...counts }, 'account deleted; money records kept under a tombstone')
  }

  /** Tombstones whose retention ended lose what they kept; how many were swept. */
  sweep(): Promise<number> {
    const cutoff = new Date(this.deps.now() - this.deps.retentionDays * DAY_MS)
    const run = this.running.then(() => this.deps.repository.purgeTombstones(cutoff))
    this.running = run.catch(() => undefined)
    return run.then((swept) => {
      if (swept > 0) this.deps.log.info({ swept }, 'deleted accounts past their retention swept')
      return swept
    })
  }

  /** Resolves once a sweep under way has finished. */
  idle(): Promise<unknown> {
    return this.running
  }
}
