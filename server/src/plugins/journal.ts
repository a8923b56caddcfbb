import fp from 'fastify-plugin'
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
 * sends a WeChat subscription message for each look back that fell due: once at start, then every REMINDER_SWEEP_MS,
 * on every instance (each reminder is claimed before it is sent, so it goes out once).
 */
export const journalPlugin = fp(
  async (app) => {
    const repository = new JournalRepository(app.database.db)
    app.decorate('journal', new JournalService({ journal: repository, readings: app.readings, now: app.now, lookBackTemplateId: () => app.wechat.templateId('lookback') }))
    const sweeper = new ReminderSweeper({ journal: repository, wechat: app.wechat, appId: app.config.wechat.miniAppId ?? 'dev', now: app.now, log: app.log })
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
