import { randomUUID } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import type { ConsoleFeedback } from '@tarot/contracts/console'
import type { MyFeedback } from '@tarot/contracts/auth'
import type { Language } from '@tarot/core/language'
import type { BirthYearCorrectionRepository } from '../db/birth-year-corrections'
import type { FeedbackRepository, FeedbackRow } from '../db/feedback'
import { consoleMessage } from '../lib/console-messages'
import { DomainError } from '../lib/domain-error'
import type { Actor } from './operators/operator-service'

const MINE = 20

/**
 * Feedback from the about page (guests may send it too) and the back office's inbox: assigning, replying (the person
 * reads the reply in the app, with a badge until opened) and closing, each audited. A person's pending birth-year
 * correction shows on their item, so it can be decided from there.
 */
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly corrections: BirthYearCorrectionRepository,
    private readonly now: () => number,
  ) {}

  /** Keeps one message (an empty contact is none); its id. */
  async send(userId: string | null, entry: { content: string; contact?: string | null | undefined }, language: Language): Promise<string> {
    const id = randomUUID()
    await this.feedback.add({ id, userId, content: entry.content, contact: entry.contact || null, language })
    return id
  }

  async mine(userId: string): Promise<MyFeedback> {
    const rows = await this.feedback.mine(userId, MINE)
    return {
      list: rows.map((row) => ({
        id: row.id,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        reply: row.reply,
        repliedAt: row.repliedAt?.toISOString() ?? null,
        seen: row.reply === null || row.replySeenAt !== null,
      })),
      unread: await this.feedback.unread(userId),
    }
  }

  async markSeen(userId: string): Promise<MyFeedback> {
    await this.feedback.markSeen(userId, new Date(this.now()))
    return this.mine(userId)
  }

  private async view(row: FeedbackRow): Promise<ConsoleFeedback> {
    const correction = row.userId ? await this.corrections.latest(row.userId) : null
    return {
      id: row.id,
      userId: row.userId,
      content: row.content,
      contact: row.contact,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      assignedTo: row.assignedTo,
      reply: row.reply,
      repliedAt: row.repliedAt?.toISOString() ?? null,
      replySeen: row.replySeenAt !== null,
      correction:
        correction?.status === 'pending'
          ? { fromYear: correction.fromYear, requestedYear: correction.requestedYear, requestedAt: correction.requestedAt.toISOString(), contact: correction.contact }
          : null,
    }
  }

  async list(actor: Actor, filter: { status?: FeedbackRow['status'] | undefined; assignedTo?: string | undefined }, page: number, pageSize: number) {
    const { list, hasNext } = await this.feedback.list({ status: filter.status, assignedTo: filter.assignedTo === 'me' ? actor.id : filter.assignedTo }, page, pageSize)
    return { list: await Promise.all(list.map((row) => this.view(row))), page, hasNext }
  }

  async get(id: string): Promise<ConsoleFeedback> {
    const row = await this.feedback.get(id)
    if (!row) throw DomainError.notFound()
    return this.view(row)
  }

  private async change(actor: Actor, id: string, action: string, patch: Parameters<FeedbackRepository['change']>[1], when?: (row: FeedbackRow) => boolean): Promise<ConsoleFeedback> {
    const result = await this.feedback.change(
      id,
      patch,
      (before, after) => ({
        operatorId: actor.id,
        operatorName: actor.name,
        action,
        targetType: 'feedback',
        targetId: id,
        before: { status: before.status, assignedTo: before.assignedTo, reply: before.reply },
        after: { status: after.status, assignedTo: after.assignedTo, reply: after.reply },
        reason: null,
      }),
      when,
    )
    if (result === null) throw DomainError.notFound()
    if (result === 'refused') throw new DomainError(ResultCode.notAllowedNow, (language) => consoleMessage('feedbackAnswered', language))
    return this.view(result)
  }

  assign(actor: Actor, id: string, operatorId: string | null) {
    return this.change(actor, id, 'feedback.assign', { assignedTo: operatorId })
  }

  /** The reply the person will read; one per item (a second would change what they may already have read). */
  reply(actor: Actor, id: string, reply: string) {
    return this.change(actor, id, 'feedback.reply', { reply, status: 'answered', repliedAt: new Date(this.now()), repliedBy: actor.id, replySeenAt: null }, (row) => row.reply === null)
  }

  close(actor: Actor, id: string) {
    return this.change(actor, id, 'feedback.close', { status: 'closed' })
  }
}
