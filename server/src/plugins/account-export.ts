import fp from 'fastify-plugin'
import { AccountExportRepository } from '../db/account-export'
import { AccountExportService } from '../services/account-export'

declare module 'fastify' {
  interface FastifyInstance {
    accountExport: AccountExportService
  }
}

/** The person's data export (`GET /account/export`). */
export const accountExportPlugin = fp(
  async (app) => {
    app.decorate('accountExport', new AccountExportService({ repository: new AccountExportRepository(app.database.db), now: app.now }))
  },
  { name: 'account-export', dependencies: ['database'] },
)
