import fp from 'fastify-plugin'
import { JournalRepository } from '../db/journal'
import { JournalService } from '../services/journal/journal-service'

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService
  }
}

/** The journal (notes, look backs and their reminders, insights, export): its repository is its own. */
export const journalPlugin = fp(
  async (app) => {
    app.decorate('journal', new JournalService({ journal: new JournalRepository(app.database.db), readings: app.readings, now: app.now }))
  },
  { name: 'journal', dependencies: ['repositories'] },
)
