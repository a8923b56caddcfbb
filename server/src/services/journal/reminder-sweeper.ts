import { inQuietHours } from '@tarot/core/quiet-hours'
import type { FastifyBaseLogger } from 'fastify'
import type { JournalRepository } from '../../db/journal'
import { WechatApiError } from '../wechat/http'
import type { WechatApi } from '../wechat/wechat-api'
import { DEFAULT_TZ_OFFSET_MINUTES } from './journal-service'

/** WeChat's `thing` fields take at most 20 characters. */
const THING_MAX = 20
const BATCH = 100

const beijingTime = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')

/**
 * Sends a WeChat subscription message for each look back that fell due, once: to people who keep reminders on and
 * signed in through the mini-program, and never between 22:00 and 08:00 in their time zone (those wait for the next
 * sweep after 08:00). Safe on any number of instances: each reminder is claimed by a conditional update before it
 * is sent. A refusal from WeChat (no subscription left, 43101) keeps it claimed: the in-app list still shows it.
 */
export class ReminderSweeper {
  private running: Promise<number> | null = null

  constructor(
    private readonly deps: { journal: JournalRepository; wechat: WechatApi; appId: string; now: () => number; log: FastifyBaseLogger },
  ) {}

  /** One sweep; a sweep asked for while one runs joins it. Returns how many messages went out. */
  sweep(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = null
    })
    return this.running
  }

  async idle(): Promise<void> {
    await this.running?.catch(() => undefined)
  }

  private async run(): Promise<number> {
    // Nothing to send through (no mini-program, or no template id for "a look back is due"): leave every reminder unclaimed.
    if (!this.deps.wechat.canSendReminders || !this.deps.wechat.templateId('lookback')) return 0
    const now = this.deps.now()
    const due = await this.deps.journal.dueForWechat(this.deps.appId, new Date(now), BATCH)
    let sent = 0
    for (const reminder of due) {
      if (inQuietHours(now, reminder.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES)) continue
      if (!(await this.deps.journal.claimWechatReminder(reminder.readingId, new Date(now)))) continue
      try {
        // The template (`thing1` the question, `time2` when it was asked for, `thing3` a prompt) is in Chinese, as the mini-program is.
        const result = await this.deps.wechat.sendReminder({
          template: 'lookback',
          openId: reminder.openId,
          page: `pages/tarot/tarot_read?id=${reminder.readingId}`,
          data: {
            thing1: [...reminder.question].slice(0, THING_MAX).join(''),
            time2: beijingTime(reminder.dueAt),
            thing3: '后来怎么样了？来复盘一下',
          },
          language: 'zh-Hans',
        })
        if (result.status === 'sent') sent += 1
        else this.deps.log.info({ status: result.status }, 'look-back reminder not accepted by WeChat (no subscription left)')
      } catch (error) {
        // WeChat could not be reached or answered with an error: give the reminder back for the next sweep.
        if (!(error instanceof WechatApiError) && !(error instanceof RangeError)) this.deps.log.error({ err: error }, 'look-back reminder failed')
        await this.deps.journal.releaseWechatReminder(reminder.readingId)
        this.deps.log.warn({ err: error }, 'look-back reminder not sent')
      }
    }
    return sent
  }
}
