import { inQuietHours } from '@tarot/core/quiet-hours'
import type { FastifyBaseLogger } from 'fastify'
import type { JournalRepository } from '../../db/journal'
import type { WechatApi } from '../wechat/wechat-api'
import { DEFAULT_TZ_OFFSET_MINUTES } from './journal-service'

/** WeChat's `thing` fields take at most 20 characters. */
const THING_MAX = 20
const BATCH = 100

export interface ReminderTemplates {
  /** The subscription template for "a look back is due": `thing1` the question, `time2` when it was asked for, `thing3` a prompt. */
  lookBack: string
}

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
    private readonly deps: { journal: JournalRepository; wechat: WechatApi; appId: string; templates: ReminderTemplates; now: () => number; log: FastifyBaseLogger },
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
    const now = this.deps.now()
    const due = await this.deps.journal.dueForWechat(this.deps.appId, new Date(now), BATCH)
    let sent = 0
    for (const reminder of due) {
      if (inQuietHours(now, reminder.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES)) continue
      if (!(await this.deps.journal.claimWechatReminder(reminder.readingId, new Date(now)))) continue
      try {
        const result = await this.deps.wechat.sendSubscribeMessage({
          openId: reminder.openId,
          templateId: this.deps.templates.lookBack,
          page: `/pages/tarot/tarot_read?id=${reminder.readingId}`,
          data: {
            thing1: { value: [...reminder.question].slice(0, THING_MAX).join('') },
            time2: { value: beijingTime(reminder.dueAt) },
            thing3: { value: '后来怎么样了？来复盘一下' },
          },
        })
        if (result.ok) sent += 1
        else this.deps.log.info({ errcode: result.errcode }, 'look-back reminder refused by WeChat')
      } catch (error) {
        // WeChat could not be reached: give the reminder back for the next sweep.
        await this.deps.journal.releaseWechatReminder(reminder.readingId)
        this.deps.log.warn({ err: error }, 'look-back reminder not sent')
      }
    }
    return sent
  }
}
