import fp from 'fastify-plugin'
import { ConsultationRepository } from '../db/consultations'
import { JournalRepository } from '../db/journal'
import { JournalService } from '../services/journal/journal-service'
import { ReminderSweeper } from '../services/journal/reminder-sweeper'

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService
    reminderSweeper: ReminderSweeper
  }
}

/**
 * The journal (notes, look backs and their reminders, insights, export), with its repository, and the sweep that
 * sends the WeChat subscription messages (a look back fell due, a reader answered, today's card): once at start, then every REMINDER_SWEEP_MS,
 * on every instance (each reminder is claimed before it is sent, so it goes out once).
 */
export const journalPlugin = fp(
  async (app) => {
    const repository = new JournalRepository(app.database.db)
    const consultations = new ConsultationRepository(app.database.db)
    const templateIds = () => ({ lookBack: app.wechat.templateId('lookback'), answer: app.wechat.templateId('consultationAnswered'), dailyCard: app.wechat.templateId('dailyCard') })
    app.decorate('journal', new JournalService({ journal: repository, readings: app.readings, consultations, now: app.now, templateIds, notesPerReading: app.config.limits.notesPerReading }))
    const sweeper = new ReminderSweeper({ journal: repository, consultations, wechat: app.wechat, appId: app.config.wechat.miniAppId ?? 'dev', now: app.now, log: app.log })
    app.decorate('reminderSweeper', sweeper)
    const sweep = () => void sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'reminder sweep failed'))
    const timer = setInterval(sweep, app.config.reminders.sweepMs)
    timer.unref()
    app.addHook('onReady', async () => sweep())
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await sweeper.idle()
    })
  },
  { name: 'journal', dependencies: ['repositories', 'wechat'] },
)
