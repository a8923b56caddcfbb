import { inQuietHours } from '@tarot/core/quiet-hours'
import type { FastifyBaseLogger } from 'fastify'
import type { ConsultationRepository } from '../../db/consultations'
import type { JournalRepository } from '../../db/journal'
import { WechatApiError } from '../wechat/http'
import type { ReminderMessage, WechatApi } from '../wechat/wechat-api'
import { DEFAULT_TZ_OFFSET_MINUTES } from './journal-service'

/** WeChat's `thing` fields take at most 20 characters. */
const THING_MAX = 20
const BATCH = 100

const thing = (text: string) => [...text].slice(0, THING_MAX).join('')
const beijingTime = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
/** The person's calendar day (YYYY-MM-DD) at `now`. */
export const localDay = (now: number, tzOffsetMinutes: number) => new Date(now + tzOffsetMinutes * 60_000).toISOString().slice(0, 10)

/** One reminder to send: how it is claimed, what goes out, and how a claim is given back after a failure. */
interface Pending {
  tzOffsetMinutes: number | null
  claim: () => Promise<boolean>
  release: () => Promise<void>
  message: ReminderMessage
}

/**
 * Sends the WeChat subscription messages of the journal's reminders, each once: a look back that fell due, a reader's
 * answer to a consultation, and (opt-in) today's card, once a day. Only to people who keep reminders on and signed in
 * through the mini-program, and never between 22:00 and 08:00 in their time zone (those wait for the next sweep after
 * 08:00). Safe on any number of instances: each reminder is claimed by a conditional update before it is sent. A
 * refusal from WeChat (no subscription left, 43101) keeps it claimed: the in-app list still shows look backs and answers.
 * The templates' fields (`thing1`, `time2`, `thing3`) are in Chinese, as the mini-program is; docs/ARCHITECTURE.md lists them.
 */
export class ReminderSweeper {
  private running: Promise<number> | null = null

  constructor(
    private readonly deps: {
      journal: JournalRepository
      consultations: ConsultationRepository
      wechat: WechatApi
      appId: string
      now: () => number
      log: FastifyBaseLogger
    },
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
    // Nothing to send through (no mini-program): leave every reminder unclaimed.
    if (!this.deps.wechat.canSendReminders) return 0
    const now = this.deps.now()
    // A reminder without a template id is not sent through WeChat (and stays unclaimed for when one is set).
    const has = (template: ReminderMessage['template']) => Boolean(this.deps.wechat.templateId(template))
    const pending = [...(has('lookback') ? await this.lookBacks(now) : []), ...(has('consultationAnswered') ? await this.answers() : []), ...(has('dailyCard') ? await this.dailyCards(now) : [])]
    let sent = 0
    for (const reminder of pending) {
      if (inQuietHours(now, reminder.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES)) continue
      if (await this.send(reminder)) sent += 1
    }
    return sent
  }

  private async lookBacks(now: number): Promise<Pending[]> {
    const { journal } = this.deps
    const due = await journal.dueForWechat(this.deps.appId, new Date(now), BATCH)
    return due.map((reminder): Pending => ({
      tzOffsetMinutes: reminder.tzOffsetMinutes,
      claim: () => journal.claimWechatReminder(reminder.readingId, new Date(now)),
      release: () => journal.releaseWechatReminder(reminder.readingId),
      // `thing1` the question, `time2` when it was asked for, `thing3` a prompt.
      message: {
        template: 'lookback',
        openId: reminder.openId,
        page: `pages/tarot/tarot_read?id=${reminder.readingId}`,
        data: { thing1: thing(reminder.question), time2: beijingTime(reminder.dueAt), thing3: '后来怎么样了？来复盘一下' },
        language: 'zh-Hans',
      },
    }))
  }

  private async answers(): Promise<Pending[]> {
    const { consultations } = this.deps
    const answers = await consultations.answersForWechat(this.deps.appId, BATCH)
    return answers.map((answer): Pending => ({
      tzOffsetMinutes: answer.tzOffsetMinutes,
      claim: () => consultations.claimAnswerReminder(answer.consultationId, new Date(this.deps.now())),
      release: () => consultations.releaseAnswerReminder(answer.consultationId),
      // `thing1` the reader, `time2` when they answered, `thing3` a prompt.
      message: {
        template: 'consultationAnswered',
        openId: answer.openId,
        page: `pages/reader/order?id=${answer.consultationId}`,
        data: { thing1: thing(answer.readerName), time2: beijingTime(answer.answeredAt), thing3: '塔罗师已回复你的咨询，点开看看' },
        language: 'zh-Hans',
      },
    }))
  }

  private async dailyCards(now: number): Promise<Pending[]> {
    const { journal } = this.deps
    const people = await journal.dailyCardsForWechat(this.deps.appId, new Date(now), BATCH)
    return people.map((person): Pending => {
      const day = localDay(now, person.tzOffsetMinutes)
      return {
        tzOffsetMinutes: person.tzOffsetMinutes,
        claim: () => journal.claimDailyCard(person.userId, day),
        release: () => journal.releaseDailyCard(person.userId, day),
        // `thing1` a prompt, `date2` the person's day. The card itself is drawn on the home page (it depends on the device).
        message: { template: 'dailyCard', openId: person.openId, page: 'pages/index/index', data: { thing1: '今日一牌已经为你备好', date2: day }, language: 'zh-Hans' },
      }
    })
  }

  /** Claims, then sends; true when WeChat accepted the message. */
  private async send(reminder: Pending): Promise<boolean> {
    if (!(await reminder.claim())) return false
    try {
      const result = await this.deps.wechat.sendReminder(reminder.message)
      if (result.status !== 'sent') this.deps.log.info({ template: reminder.message.template, status: result.status }, 'reminder not accepted by WeChat (no subscription left)')
      return result.status === 'sent'
    } catch (error) {
      // WeChat could not be reached or answered with an error: give the reminder back for the next sweep.
      if (!(error instanceof WechatApiError) && !(error instanceof RangeError)) this.deps.log.error({ err: error }, 'reminder failed')
      await reminder.release()
      this.deps.log.warn({ err: error, template: reminder.message.template }, 'reminder not sent')
      return false
    }
  }
}
