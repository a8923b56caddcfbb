import fp from 'fastify-plugin'
import { AccountDeletionRepository } from '../db/account-deletion'
import { AccountDeletionService } from '../services/account-deletion'

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletion: AccountDeletionService
  }
}

const SWEEP_MS = 3600_000

/**
 * Account deletion and the hourly sweep of deleted accounts past DELETED_ACCOUNT_RETENTION_DAYS, on every instance
 * (and once at start); the sweep's deletes are conditional, so instances sweeping together do the work once.
 */
export const accountDeletionPlugin = fp(
  async (app) => {
    const service = new AccountDeletionService({
      repository: new AccountDeletionRepository(app.database.db),
      steps: {
        settleConsultations: (userId) => app.consultations.settleForDeletedAccount(userId),
        rememberUnderAge: (userId) => app.orders.rememberUnderAgeBeforeDeletion(userId),
      },
      activeSessions: app.activeSessions,
      retentionDays: app.config.deletedAccounts.retentionDays,
      now: app.now,
      log: app.log,
    })
    app.decorate('accountDeletion', service)
    const sweep = () => void service.sweep().catch((error: unknown) => app.log.error({ err: error }, 'deleted-account sweep failed'))
    const timer = setInterval(sweep, SWEEP_MS)
    timer.unref()
    app.addHook('onReady', async () => sweep())
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await service.idle()
    })
  },
  { name: 'account-deletion', dependencies: ['repositories', 'orders', 'consultations'] },
)
