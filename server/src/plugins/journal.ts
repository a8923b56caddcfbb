import fp from 'fastify-plugin'
import { JournalRepository } from '../db/journal'
import { JournalService } from '../services/journal/journal-service'
import { ReminderSweeper } from '../services/journal/reminder-sweeper'
import { DevWechatApi } from '../services/wechat/dev-wechat-api'
import { HttpWechatApi } from '../services/wechat/http-wechat-api'
import type { WechatApi } from '../services/wechat/wechat-api'

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService
    /** The WeChat server API the reminders use: the real one with WECHAT_APP_ID and WECHAT_APP_SECRET, else the dev stand-in. */
    wechatApi: WechatApi
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
    app.decorate('journal', new JournalService({ journal: repository, readings: app.readings, now: app.now }))
    const { miniAppId, miniAppSecret, apiBase } = app.config.wechat
    const wechat: WechatApi = miniAppId && miniAppSecret ? new HttpWechatApi({ apiBase, appId: miniAppId, appSecret: miniAppSecret, now: app.now }) : new DevWechatApi()
    app.decorate('wechatApi', wechat)
    const sweeper = new ReminderSweeper({ journal: repository, wechat, appId: miniAppId ?? 'dev', templates: app.config.reminders.templates, now: app.now, log: app.log })
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
  { name: 'journal', dependencies: ['repositories'] },
)
